import { TrophyOutlined } from '@ant-design/icons';
import { Card, List, Typography } from 'antd';
import { Link } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { useExcellentCasesQuery } from '../api/cases-api';
import { caseViewUrl } from './case-workflow-buttons';

/**
 * The home page's excellent repair cases (issue 15: the excellent flag marks cases for the home
 * page): the newest published ones the user may read, each opening its reading view. Nothing is
 * shown while there are none.
 */
export function ExcellentCases() {
  const { t } = useText();
  const { data = [] } = useExcellentCasesQuery(undefined);
  if (data.length === 0) return null;
  return (
    <Card
      variant="borderless"
      title={
        <span>
          <TrophyOutlined aria-hidden="true" /> {t('cases.home.excellent')}
        </span>
      }
      data-testid="excellent-cases"
    >
      <List
        size="small"
        dataSource={data}
        renderItem={(row) => (
          <List.Item key={row.id}>
            <Link to={caseViewUrl(row.id)} data-testid="excellent-case-link">
              {row.title}
            </Link>
            <Typography.Text type="secondary">{[row.seriesName ?? row.seriesCode, row.orgName].filter(Boolean).join(' · ')}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
