import type { ReactNode } from 'react';
import { Card } from 'antd';
import './admin.css';

export interface AdminListPageProps {
  title: ReactNode;
  /** The `FilterBar`. */
  filters?: ReactNode;
  /** Buttons above the table (add, import, export); use `LockButton` for ones that submit. */
  actions?: ReactNode;
  /** The `PagedTable`. */
  children: ReactNode;
  /** Dialogs of the screen (`EditModal`, …). */
  dialogs?: ReactNode;
  'data-testid'?: string;
}

/**
 * The frame of an admin list screen: title, filter bar, toolbar, paged table and dialogs. Screens
 * are mostly configuration on top of it (STYLE.md, Front end).
 *
 * ```tsx
 * const { query, search, changePage } = usePageQuery<{ status?: string }>();
 * const { data, isFetching } = useRoleListQuery(query);
 * const edit = useEditModal<Role>();
 * <AdminListPage title={t('system.role.pageTitle')}
 *   filters={<FilterBar onSearch={search} />}
 *   actions={<Button onClick={edit.openCreate}>{t('common.action.add')}</Button>}
 *   dialogs={<EditModal open={edit.open} … onSubmit={async (v) => settleMutation(await save(v))} />}>
 *   <PagedTable rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
 * </AdminListPage>
 * ```
 */
export function AdminListPage({ title, filters, actions, children, dialogs, 'data-testid': testId }: AdminListPageProps) {
  return (
    <Card className="tis-admin-list" variant="borderless" title={title} data-testid={testId}>
      {filters}
      {actions && <div className="tis-admin-actions">{actions}</div>}
      {children}
      {dialogs}
    </Card>
  );
}
