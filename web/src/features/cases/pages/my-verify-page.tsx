import { useMemo, useState } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DOCUMENT_DETAIL_PAGES, DOCUMENT_KINDS, type DocumentKind, type VerifyVerdict, type WaitingDocument } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, settleMutation, toPageParams, usePageQuery } from '../../../shared/admin';
import { formatTime } from '../../logs/log-format';
import { useMyVerifyListQuery, useVerifyDocumentMutation } from '../api/cases-api';
import { VerifyDialog } from '../components/verify-dialog';
import '../cases.css';

type Filters = { kind?: DocumentKind };

const KIND_COLORS: Record<DocumentKind, string> = { case: 'blue', claim: 'purple', qualityFb: 'orange' };

const detailUrl = (doc: WaitingDocument) => `${DOCUMENT_DETAIL_PAGES[doc.kind].route}?${new URLSearchParams({ id: doc.id }).toString()}`;
/** Any write answer but a refusal envelope counts as done (each kind answers its document). */
const isDone = (data: unknown) => data === true || (typeof data === 'object' && data !== null && !('code' in data));

/**
 * /MyVerify (spec section 2, personal): every document waiting for the caller's approval, of every
 * kind — kind, code, title (opens its reading view), author, organisation, submit time — approved
 * or refused in place with the verify dialog.
 */
export function MyVerifyPage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<Filters>();
  const { data, isFetching } = useMyVerifyListQuery(toPageParams(query));
  const [verify] = useVerifyDocumentMutation();
  const [target, setTarget] = useState<WaitingDocument | null>(null);

  const send = async ({ approved, remark }: VerifyVerdict) => {
    if (!target) return false;
    const body = { version: target.version, approved, ...(remark ? { remark } : {}) };
    return settleMutation(await verify({ kind: target.kind, id: target.id, body }), { isSuccess: isDone });
  };

  const columns = useMemo<TableColumnsType<WaitingDocument>>(
    () => [
      { title: t('cases.myVerify.kind'), key: 'kind', width: 110, render: (_, doc) => <Tag color={KIND_COLORS[doc.kind]}>{t(`cases.kind.${doc.kind}`)}</Tag> },
      { title: t('cases.myVerify.code'), dataIndex: 'code', key: 'code', width: 150 },
      {
        title: t('cases.field.title'),
        key: 'title',
        width: 260,
        render: (_, doc) => (
          <Link to={detailUrl(doc)} data-testid="waiting-link">
            {doc.title}
          </Link>
        ),
      },
      { title: t('cases.field.author'), dataIndex: 'authorName', key: 'authorName', width: 120 },
      { title: t('cases.field.orgName'), dataIndex: 'orgName', key: 'orgName', width: 180 },
      { title: t('cases.myVerify.submitTime'), key: 'submitTime', width: 170, render: (_, doc) => formatTime(doc.submitTime) },
      {
        title: t('common.table.actions'),
        key: 'actions',
        fixed: 'right',
        width: 110,
        render: (_, doc) => (
          <Button type="link" size="small" icon={<AuditOutlined />} onClick={() => setTarget(doc)} data-testid="waiting-verify">
            {t('cases.action.verify')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <AdminListPage
      title={t('cases.myVerify.pageTitle')}
      data-testid="my-verify-page"
      filters={
        <FilterBar<Filters> onSearch={search}>
          <Form.Item name="kind" label={t('cases.myVerify.kind')}>
            <Select<DocumentKind>
              allowClear
              placeholder={t('vehicles.filter.all')}
              style={{ width: 150 }}
              options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`cases.kind.${kind}`) }))}
              data-testid="filter-kind"
            />
          </Form.Item>
        </FilterBar>
      }
      dialogs={<VerifyDialog name={target ? `${target.code} ${target.title}` : null} onVerify={send} onClose={() => setTarget(null)} />}
    >
      <PagedTable<WaitingDocument> rowKey={(doc) => `${doc.kind}-${doc.id}`} columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
