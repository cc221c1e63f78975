import { useMemo } from 'react';
import { Drawer, type TableColumnsType } from 'antd';
import type { CaseReader } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { formatTime } from '../../logs/log-format';
import { useCaseReadersQuery } from '../api/cases-api';

function Readers({ caseId }: { caseId: string }) {
  const { t } = useText();
  const { query, changePage } = usePageQuery();
  const { data, isFetching } = useCaseReadersQuery({ id: caseId, params: toPageParams(query) });
  const columns = useMemo<TableColumnsType<CaseReader>>(
    () => [
      { title: t('cases.readers.userCode'), dataIndex: 'userCode', key: 'userCode', width: 140 },
      { title: t('cases.readers.fullName'), dataIndex: 'fullName', key: 'fullName', width: 140 },
      { title: t('cases.readers.timesRead'), dataIndex: 'timesRead', key: 'timesRead', width: 100 },
      { title: t('cases.readers.lastReadAt'), key: 'lastReadAt', width: 170, render: (_, row) => formatTime(row.lastReadAt) },
    ],
    [t],
  );
  return <PagedTable<CaseReader> rowKey="userCode" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />;
}

/** Who read a published case and how often (for its author and for users who may mark it excellent). */
export function ReadersDrawer({ caseId, onClose }: { caseId: string | null; onClose: () => void }) {
  const { t } = useText();
  return (
    <Drawer open={caseId !== null} title={t('cases.readers.title')} size="large" onClose={onClose} destroyOnHidden data-testid="readers-drawer">
      {caseId !== null && <Readers caseId={caseId} />}
    </Drawer>
  );
}
