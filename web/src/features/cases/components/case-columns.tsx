import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CaseRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { formatTime } from '../../logs/log-format';
import { caseViewUrl } from './case-workflow-buttons';
import { CaseStateTags } from './case-states';

/** The columns a case list can show. */
export type CaseColumn = 'caseCode' | 'title' | 'series' | 'orgName' | 'author' | 'mileage' | 'states' | 'createdAt' | 'publishTime' | 'timesRead';

/** The case lists' columns (spec section 3, Repair case), in the order `names` gives; the title opens the reading view. */
export function useCaseColumns(names: readonly CaseColumn[]): TableColumnsType<CaseRow> {
  const { t } = useText();
  return useMemo(() => {
    const all: Record<CaseColumn, TableColumnsType<CaseRow>[number]> = {
      caseCode: { title: t('cases.field.caseCode'), dataIndex: 'caseCode', key: 'caseCode', width: 150 },
      title: {
        title: t('cases.field.title'),
        key: 'title',
        width: 260,
        render: (_, row) => (
          <Link to={caseViewUrl(row.id)} data-testid="case-title-link">
            {row.title}
          </Link>
        ),
      },
      series: { title: t('cases.field.series'), key: 'series', width: 150, render: (_, row) => row.seriesName ?? row.seriesCode },
      orgName: { title: t('cases.field.orgName'), dataIndex: 'orgName', key: 'orgName', width: 180 },
      author: { title: t('cases.field.author'), dataIndex: 'fullName', key: 'author', width: 120 },
      mileage: { title: t('cases.field.mileage'), dataIndex: 'mileage', key: 'mileage', width: 110 },
      states: { title: t('cases.field.states'), key: 'states', width: 250, render: (_, row) => <CaseStateTags row={row} /> },
      createdAt: { title: t('cases.field.createdAt'), key: 'createdAt', width: 170, render: (_, row) => formatTime(row.createdAt) },
      publishTime: { title: t('cases.field.publishTime'), key: 'publishTime', width: 170, render: (_, row) => formatTime(row.publishTime) },
      timesRead: { title: t('cases.field.timesRead'), dataIndex: 'timesRead', key: 'timesRead', width: 100 },
    };
    return names.map((name) => all[name]);
  }, [names, t]);
}
