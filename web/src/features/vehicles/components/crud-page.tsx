import { type ReactNode } from 'react';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, type FormInstance, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { clientEnvironment } from '../../../api/client-environment';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import {
  AdminListPage,
  DeleteButton,
  EditModal,
  PagedTable,
  settleSave,
  toPageParams,
  useEditModal,
  usePageQuery,
  type FilterValues,
  type PageQueryState,
  type SafeParser,
} from '../../../shared/admin';
import {
  RESOURCE_SCHEMAS,
  type KitResource,
  useCreateVehicleRowMutation,
  useDeleteVehicleRowMutation,
  useUpdateVehicleRowMutation,
  useVehicleRows,
  type CreateOf,
  type RowOf,
  type UpdateOf,
} from '../api/vehicles-api';

/** Rows every resource has: id, version and who changed them when. */
interface RowMeta {
  id: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** The add / edit dialog of a screen: its fields and how form values become the request bodies. */
export interface CrudForm<R extends KitResource, V extends object> {
  addTitle: string;
  editTitle: string;
  width?: number;
  /** The fields; `record` is null when adding (codes are fixed once created). */
  fields: (record: RowOf<R> | null, form: FormInstance<V>) => ReactNode;
  /** The form's starting values. */
  values: (record: RowOf<R> | null) => Partial<V>;
  create: (values: V) => CreateOf<R>;
  /** The change body without the version (added from the record). */
  update: (values: V, record: RowOf<R>) => Omit<UpdateOf<R>, 'version'>;
  /** Body fields whose form field has another name (`kindCode` → `code`), for the schema's messages. */
  fieldOf?: Readonly<Record<string, string>>;
}

export interface CrudPageProps<R extends KitResource, V extends object, F extends FilterValues> {
  resource: R;
  title: string;
  /** Test id stem: `<stem>-page`, `<stem>-add`. */
  testId: string;
  initialFilters?: Partial<F>;
  /** The filter bar; `search` starts a new query from page 1. */
  filters: (search: (values: Partial<F> & { keyword?: string }) => void) => ReactNode;
  /** The table columns before the actions column. */
  columns: TableColumnsType<RowOf<R>>;
  form: CrudForm<R, V>;
  /** What the delete question names. */
  deleteName: (row: RowOf<R>) => string;
  /** Row actions between edit and delete (state changes …). */
  rowActions?: (row: RowOf<R>) => ReactNode;
  actionsWidth?: number;
  /** Buttons after "Add" (import, export …), with the current query. */
  toolbar?: (query: PageQueryState<F>) => ReactNode;
  /** Content above the list (a VIN query …). */
  header?: ReactNode;
  dialogs?: ReactNode;
}

/** The "updated by / at" columns every vehicle table ends with. */
export function auditColumns<T extends RowMeta>(t: (key: TextKey) => string): TableColumnsType<T> {
  return [
    { title: t('vehicles.field.updatedBy'), dataIndex: 'updatedBy', key: 'updatedBy', width: 110 },
    { title: t('vehicles.field.updatedAt'), key: 'updatedAt', width: 160, render: (_, row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm') },
  ];
}

/**
 * Checks a body with the server's schema before it is sent: the fields show what is wrong (a
 * message of a field the form does not have comes as a warning). True when it passes.
 */
export function passesSchema(
  schema: SafeParser,
  body: unknown,
  form: FormInstance,
  t: (key: TextKey) => string,
  fieldOf: Readonly<Record<string, string>> = {},
): boolean {
  const parsed = schema.safeParse(body);
  if (parsed.success) return true;
  const shown = new Set(Object.keys(form.getFieldsValue() as object));
  const byField = new Map<string, string[]>();
  for (const issue of parsed.error.issues) {
    const key = (issue as { path?: readonly PropertyKey[] }).path?.[0];
    const field = typeof key === 'string' ? (fieldOf[key] ?? key) : undefined;
    const message = t(issue.message as TextKey);
    if (field !== undefined && shown.has(field)) byField.set(field, [...(byField.get(field) ?? []), message]);
    else clientEnvironment().notifier.message('warning', message);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors: [...new Set(errors)] })));
  return false;
}

/**
 * A vehicle master data screen: filter bar, server-paged table, add / edit dialog checked with the
 * server's schema, delete with confirmation (409003 "in use" comes back as a warning), optimistic
 * locking with the row's version (409001) and the duplicate code (409002) through `settleSave`.
 */
export function CrudPage<R extends KitResource, V extends object, F extends FilterValues>({
  resource,
  title,
  testId,
  initialFilters,
  filters,
  columns,
  form: dialog,
  deleteName,
  rowActions,
  actionsWidth = 200,
  toolbar,
  header,
  dialogs,
}: CrudPageProps<R, V, F>) {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<F>(initialFilters);
  const { data, isFetching } = useVehicleRows(resource, toPageParams(query));
  const [create] = useCreateVehicleRowMutation();
  const [update] = useUpdateVehicleRowMutation();
  const [remove] = useDeleteVehicleRowMutation();
  const edit = useEditModal<RowOf<R>>();
  const [form] = Form.useForm<V>();

  const save = async (values: V): Promise<boolean> => {
    const record = edit.record;
    const body = record ? { ...dialog.update(values, record), version: (record as RowMeta).version } : dialog.create(values);
    const schemas = RESOURCE_SCHEMAS[resource];
    if (!passesSchema(record ? schemas.update : schemas.create, body, form, t, dialog.fieldOf)) return false;
    return settleSave(record ? await update({ resource, id: (record as RowMeta).id, body }) : await create({ resource, body }));
  };

  const actions: TableColumnsType<RowOf<R>>[number] = {
    title: t('common.table.actions'),
    key: 'actions',
    fixed: 'right',
    width: actionsWidth,
    render: (_, row) => (
      <Space size={0} wrap>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(row)} data-testid="row-edit">
          {t('common.action.edit')}
        </Button>
        {rowActions?.(row)}
        <DeleteButton name={deleteName(row)} onConfirm={async () => settleSave(await remove({ resource, id: (row as RowMeta).id }))} />
      </Space>
    ),
  };

  return (
    <AdminListPage
      title={title}
      data-testid={`${testId}-page`}
      filters={
        <>
          {header}
          {filters(search)}
        </>
      }
      actions={
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid={`${testId}-add`}>
            {dialog.addTitle}
          </Button>
          {toolbar?.(query)}
        </>
      }
      dialogs={
        <>
          <EditModal<V>
            open={edit.open}
            form={form}
            title={edit.record ? dialog.editTitle : dialog.addTitle}
            initialValues={dialog.values(edit.record)}
            width={dialog.width ?? 640}
            onSubmit={save}
            onClose={edit.close}
          >
            {dialog.fields(edit.record, form)}
          </EditModal>
          {dialogs}
        </>
      }
    >
      <PagedTable<RowOf<R>>
        rowKey="id"
        columns={[...columns, ...auditColumns<RowOf<R> & RowMeta>(t), actions] as TableColumnsType<RowOf<R>>}
        result={data}
        loading={isFetching}
        query={query}
        onPageChange={changePage}
      />
    </AdminListPage>
  );
}
