import { useMemo } from 'react';
import { Drawer, type TableColumnsType } from 'antd';
import type { PageResult } from '@tis/contracts';
import { formatTime } from '../../../features/logs/log-format';
import { useText } from '../../../i18n/use-text';
import { PagedTable, toPageParams, usePageQuery, type PageParams } from '../../admin';

/** A reader of a document (spec section 3: reader list with read counts). */
export interface DocumentReader {
  userCode: string;
  fullName: string;
  timesRead: number;
  lastReadAt: string;
}

/** The kind's readers query (an RTK Query hook taking the document's id and the page). */
export type ReadersQueryHook = (arg: { id: string; params: PageParams }) => { data?: PageResult<DocumentReader>; isFetching: boolean };

function Readers({ documentId, useReaders }: { documentId: string; useReaders: ReadersQueryHook }) {
  const { t } = useText();
  const { query, changePage } = usePageQuery();
  const { data, isFetching } = useReaders({ id: documentId, params: toPageParams(query) });
  const columns = useMemo<TableColumnsType<DocumentReader>>(
    () => [
      { title: t('cases.readers.userCode'), dataIndex: 'userCode', key: 'userCode', width: 140 },
      { title: t('cases.readers.fullName'), dataIndex: 'fullName', key: 'fullName', width: 140 },
      { title: t('cases.readers.timesRead'), dataIndex: 'timesRead', key: 'timesRead', width: 100 },
      { title: t('cases.readers.lastReadAt'), key: 'lastReadAt', width: 170, render: (_, row) => formatTime(row.lastReadAt) },
    ],
    [t],
  );
  return <PagedTable<DocumentReader> rowKey="userCode" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />;
}

export interface ReadersDrawerProps {
  /** The document whose readers are shown; null: closed. */
  documentId: string | null;
  useReaders: ReadersQueryHook;
  onClose: () => void;
}

/** Who read a published document and how often, last reading first, paged on the server. */
export function ReadersDrawer({ documentId, useReaders, onClose }: ReadersDrawerProps) {
  const { t } = useText();
  return (
    <Drawer open={documentId !== null} title={t('cases.readers.title')} size="large" onClose={onClose} destroyOnHidden data-testid="readers-drawer">
      {documentId !== null && <Readers documentId={documentId} useReaders={useReaders} />}
    </Drawer>
  );
}
