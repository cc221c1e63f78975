import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { EXCELLENT_FLAG, type ClaimRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { CaseStateTags } from '../../cases/components/case-states';
import { formatTime } from '../../logs/log-format';
import { claimViewUrl } from './claim-workflow-buttons';

/** The columns a claim list can show. */
export type ClaimColumn = 'claimNo' | 'category' | 'vin' | 'series' | 'totalMileage' | 'workingTime' | 'orgName' | 'author' | 'states' | 'createdAt' | 'publishTime';

/** The claim lists' columns (spec section 3, Claim case), in the order `names` gives; the claim number opens the reading view. */
export function useClaimColumns(names: readonly ClaimColumn[]): TableColumnsType<ClaimRow> {
  const { t } = useText();
  return useMemo(() => {
    const all: Record<ClaimColumn, TableColumnsType<ClaimRow>[number]> = {
      claimNo: {
        title: t('claims.field.claimNo'),
        key: 'claimNo',
        width: 170,
        render: (_, row) => (
          <Link to={claimViewUrl(row.id)} data-testid="claim-link">
            {row.claimNo}
          </Link>
        ),
      },
      category: { title: t('claims.field.category'), key: 'category', width: 110, render: (_, row) => t(`claims.category.${row.category}`) },
      vin: { title: t('claims.field.vin'), dataIndex: 'vin', key: 'vin', width: 190 },
      series: { title: t('claims.field.series'), key: 'series', width: 150, render: (_, row) => `${row.brandCode} / ${row.seriesName ?? row.seriesCode}` },
      totalMileage: { title: t('claims.field.totalMileage'), dataIndex: 'totalMileage', key: 'totalMileage', width: 130 },
      workingTime: { title: t('claims.field.workingTime'), dataIndex: 'workingTime', key: 'workingTime', width: 120 },
      orgName: { title: t('claims.field.orgName'), dataIndex: 'orgName', key: 'orgName', width: 180 },
      author: { title: t('claims.field.author'), dataIndex: 'fullName', key: 'author', width: 120 },
      // A claim has no excellent flag.
      states: { title: t('claims.field.states'), key: 'states', width: 230, render: (_, row) => <CaseStateTags row={{ ...row, isExcellent: EXCELLENT_FLAG.ordinary }} /> },
      createdAt: { title: t('claims.field.createdAt'), key: 'createdAt', width: 170, render: (_, row) => formatTime(row.createdAt) },
      publishTime: { title: t('claims.field.publishTime'), key: 'publishTime', width: 170, render: (_, row) => formatTime(row.publishTime) },
    };
    return names.map((name) => all[name]);
  }, [names, t]);
}
