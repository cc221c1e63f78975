import type { ReactNode } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { groupUrl, splitByKeyword, type FunctionMatch } from '../search-keyword';

/** `text` with the parts that match the keyword marked. */
export function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitByKeyword(text, keyword).map((part, i) =>
        part.match ? (
          <mark key={i} className="tis-search-mark">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A result group's title with its count. */
export function GroupTitle({ icon, label, count, testId }: { icon: ReactNode; label: string; count: number; testId: string }) {
  return (
    <span className="tis-search-group-title">
      {icon}
      <span>{label}</span>
      <span className={count > 0 ? 'tis-search-count' : 'tis-search-count tis-search-count-zero'} data-testid={`${testId}-count`}>
        {count}
      </span>
    </span>
  );
}

/** The "Functions" group: the pages the user may open that match, each a link; its menu group links to /Blank. */
export function FunctionResults({ matches, keyword }: { matches: readonly FunctionMatch[]; keyword: string }) {
  const { t } = useText();
  return (
    <Card
      variant="borderless"
      className="tis-search-group"
      title={<GroupTitle icon={<AppstoreOutlined />} label={t('search.group.functions')} count={matches.length} testId="search-functions" />}
      data-testid="search-functions"
    >
      <ul className="tis-search-functions">
        {matches.map((match) => (
          <li key={match.path} className="tis-search-function" data-testid={`search-function-${match.path.slice(1)}`}>
            <Link to={match.path} className="tis-search-function-link" data-testid="search-function-link">
              <Highlighted text={match.title} keyword={keyword} />
            </Link>
            <Typography.Text type="secondary" className="tis-search-function-path">
              <Highlighted text={match.path} keyword={keyword} />
            </Typography.Text>
            <Link to={groupUrl(match.group)} className="tis-search-function-group" data-testid="search-function-group">
              {t('search.function.inGroup')}
              {t(`app.menu.group.${match.group}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
