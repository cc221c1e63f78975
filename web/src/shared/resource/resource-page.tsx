import { type ReactNode, useState } from 'react';
import type { Rule } from 'antd/es/form';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row as GridRow, Select, Space, Switch, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  API_PREFIX,
  isActionAllowed,
  KEYWORD_MAX_LENGTH,
  resourcePath,
  type ActionKey,
  type CreateOf,
  type FormHint,
  type ResourceDescriptor,
  type ResourceField,
  type ResourceOption,
  type RowOf,
  type UpdateOf,
} from '@tis/contracts';
import { useAppSelector } from '../../app/store';
import { useText } from '../../i18n/use-text';
import {
  AdminListPage,
  DeleteButton,
  EditModal,
  FilterBar,
  PagedTable,
  schemaRule,
  settleSave,
  toPageParams,
  useEditModal,
  usePageQuery,
  type PageQueryState,
  type SafeParser,
  type FilterValues,
} from '../admin';
import { resourceEndpoints, type ResourceTags } from './resource-api';
import { ResourceExcelButtons } from './resource-excel';

type Row = Record<string, unknown> & { id: string; version: number; updatedAt: string; updatedBy: string | null };
type Values = Record<string, unknown>;
type Translate = ReturnType<typeof useText>['t'];

export interface ResourcePageProps<D extends ResourceDescriptor> {
  resource: D;
  /** Columns after the descriptor's (before "updated by / at" and the actions). */
  extraColumns?: TableColumnsType<RowOf<D>>;
  /** Inputs that replace the descriptor's of the same field (a cascader, a lookup …); `record` is null when adding. */
  inputs?: Partial<Record<ResourceField['name'], (record: RowOf<D> | null) => ReactNode>>;
  /** Filter inputs that replace the descriptor's of the same field (choices the page loads …). */
  filterInputs?: Partial<Record<ResourceField['name'], ReactNode>>;
  /** Filter items after the descriptor's, each a Form.Item of its own (a date range …); `queryValues` turns their values into the query. */
  extraFilters?: ReactNode;
  /**
   * A filter bar of the screen's own instead of the one drawn from the descriptor's filters (a shared
   * filter widget with checks of its own, such as the Model filter): it calls `search` with the
   * list's query values. `filterInputs`, `extraFilters` and `queryValues` are not used with it, and
   * the list does not start with the address's `?keyword=`.
   */
  filterBar?: (search: (values: FilterValues) => void) => ReactNode;
  /** What the screen shows above the filters (a lookup of its own, such as the VIN query). */
  header?: ReactNode;
  /**
   * The dialog's inputs of the screen's own instead of those drawn from the descriptor (inputs that
   * depend on each other: a series that narrows the models, a VIN checked by its series' brand);
   * `record` is null when adding. The dialog still starts with the row's values of the descriptor's
   * form fields and sends the schema's keys. `inputs`, `rules` and `dialogColumns` are not used with it.
   */
  dialogFields?: (record: RowOf<D> | null) => ReactNode;
  /** What the delete question names (default: the row's keyword columns). */
  deleteName?: (row: RowOf<D>) => string;
  /** The screen's title when another screen shows the same rows (/EpcConfig beside /vehicleModelConf); default: the descriptor's. */
  title?: string;
  /** The test id stem of the page (`<stem>-page`, `<stem>-add`); default: the descriptor's name in kebab case. */
  testId?: string;
  /** Buttons after "Add" (import, export …), with the current query. */
  toolbar?: (query: PageQueryState) => ReactNode;
  /** Row actions between edit and delete. */
  rowActions?: (row: RowOf<D>) => ReactNode;
  /** The width of the actions column (default 180: edit and delete); wider when `rowActions` add buttons that should stay on one line. */
  actionsWidth?: number;
  /** Other lists that show this resource's names, refreshed after each write. */
  invalidates?: ResourceTags;
  dialogWidth?: number;
  /** The dialog's values for a new row (a language the screen is in …), or a function of how many rows the list has. */
  newValues?: Partial<CreateOf<D>> | ((total: number) => Partial<CreateOf<D>>);
  /** Cells that replace the descriptor's of the same field (a tag, a name for a code …). */
  cells?: Partial<Record<ResourceField['name'], (row: RowOf<D>) => ReactNode>>;
  /** Whether a row may be deleted (its delete button is disabled otherwise); every row when not given. */
  removable?: (row: RowOf<D>) => boolean;
  /** Dialog values of a row where an input holds something else than its field (one cascader for three ids …), over the row's. */
  editValues?: (row: RowOf<D>) => Values;
  /** The save's values from the dialog's (the reverse of `editValues`), before they are cut to the schema's keys. */
  bodyValues?: (values: Values) => Values;
  /** The list query from the filter bar's values (one cascader for three filters …). */
  queryValues?: (values: FilterValues) => FilterValues;
  /** Rules that replace the schema's of a field whose input holds another value (a cascader's path, see `editValues`). */
  rules?: Partial<Record<ResourceField['name'], Rule[]>>;
  /** The dialog's inputs in two columns (on wide screens) instead of one. */
  dialogColumns?: 1 | 2;
}

/** `kindCode` → `kind-code`: the test ids of the page (`agency-kind-page`, `agency-kind-add`) and of the inputs. */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function shapeOf(schema: ResourceDescriptor['create']): Record<string, SafeParser | undefined> {
  return schema.shape;
}

function choices(options: readonly ResourceOption[], t: Translate) {
  return options.map((o) => ({ value: o.value, label: t(o.label) }));
}

function inputOf(hint: FormHint, testId: string, disabled: boolean, t: Translate): ReactNode {
  switch (hint.input) {
    case 'text':
      return <Input maxLength={hint.maxLength} disabled={disabled} data-testid={testId} />;
    case 'textarea':
      return <Input.TextArea maxLength={hint.maxLength} rows={3} disabled={disabled} data-testid={testId} />;
    case 'number':
      return <InputNumber min={hint.min} max={hint.max} disabled={disabled} data-testid={testId} />;
    case 'switch':
      return <Switch disabled={disabled} data-testid={testId} />;
    case 'select':
      return <Select options={choices(hint.options, t)} disabled={disabled} data-testid={testId} />;
    case 'tags':
      // Typed codes only: Enter, a comma or a space ends one; there is no list to choose from.
      return (
        <Select
          mode="tags"
          notFoundContent={null}
          suffix={null}
          tokenSeparators={[',', ' ', '，']}
          maxCount={hint.maxCount}
          placeholder={hint.placeholder && t(hint.placeholder)}
          disabled={disabled}
          data-testid={testId}
        />
      );
  }
}

/** A scalar as text; nothing for what has no text. */
function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function cellOf(field: ResourceField, value: unknown, t: Translate): ReactNode {
  switch (field.column?.kind ?? 'text') {
    case 'flag':
      return t(value === 1 || value === true ? 'common.flag.yes' : 'common.flag.no');
    case 'date':
      return typeof value === 'string' ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : null;
    case 'text':
      return textOf(value);
  }
}

/** Only the keys of `schema`: what the form holds beyond the body (the row's other values) stays out. */
function bodyOf(schema: ResourceDescriptor['create'], values: Values): Values {
  return Object.fromEntries(Object.keys(schema.shape).filter((k) => k in values).map((k) => [k, values[k]]));
}

/** The starting values of a new row when the screen gives none: one object, so the dialog is not reset on every render. */
const NO_VALUES = {};

/** The keyword of the address the list was opened with (`?keyword=`), as the keyword box takes it. */
function openedWithKeyword(): Record<string, string> {
  const keyword = new URLSearchParams(window.location.search).get('keyword')?.trim().slice(0, KEYWORD_MAX_LENGTH) ?? '';
  return keyword === '' ? {} : { keyword };
}

/**
 * An admin list screen drawn from its resource descriptor (spec sections 2 and 5): the keyword and
 * filter bar, the server-paged table with the descriptor's columns and "updated by / at", the add /
 * edit dialog checked with the create and update schemas (a code is fixed once created), delete
 * with confirmation, and the writes shown only to users whose role has their action key. 409001,
 * 409002 and 409003 come back through `settleSave`. With `excel`: export, template and the import
 * dialog (ResourceExcelButtons). Overrides cover what is unusual.
 */
export function ResourcePage<D extends ResourceDescriptor>({
  resource,
  extraColumns = [],
  inputs = {},
  filterInputs = {},
  extraFilters,
  filterBar,
  header,
  dialogFields,
  deleteName,
  testId: stem,
  title,
  toolbar,
  rowActions,
  actionsWidth = 180,
  cells = {},
  removable,
  editValues,
  bodyValues = (values) => values,
  queryValues,
  rules = {},
  dialogColumns = 1,
  invalidates,
  dialogWidth = 520,
  newValues = NO_VALUES,
}: ResourcePageProps<D>) {
  const { t } = useText();
  const roleRight = useAppSelector((state) => state.session.roleRight);
  const api = resourceEndpoints(resource, invalidates);
  // Opened with ?keyword= (a search result that opens by its code), the list starts filtered by it.
  const [opened] = useState<Partial<FilterValues>>(() => (filterBar ? {} : openedWithKeyword()));
  const { query, search, changePage } = usePageQuery(opened);
  const { data, isFetching } = api.useList(toPageParams(query));
  const create = api.useCreate();
  const update = api.useUpdate();
  const remove = api.useRemove();
  const edit = useEditModal<Row>();
  const record = edit.record;
  const testId = stem ?? kebab(resource.name);
  const may = (action: ActionKey | undefined): boolean => !action || isActionAllowed(roleRight, action, `${API_PREFIX}/${resourcePath(resource)}`);
  const { create: createAction, update: updateAction, remove: removeAction, import: importAction, export: exportAction } = resource.actions ?? {};

  const save = async (values: Values): Promise<boolean> =>
    settleSave(
      record
        ? await update(record.id, { ...bodyOf(resource.update, bodyValues(values)), version: record.version } as UpdateOf<D>)
        : await create(bodyOf(resource.create, bodyValues(values)) as CreateOf<D>),
    );

  const columns: TableColumnsType<Row> = [
    ...resource.fields
      .filter((f) => f.column)
      .map((f) => ({ title: t(f.label), key: f.name, width: f.column?.width, ellipsis: f.column?.ellipsis, fixed: f.column?.fixed ? ('left' as const) : undefined, render: (_: unknown, row: Row) => cells[f.name]?.(row as RowOf<D>) ?? cellOf(f, row[f.name], t) })),
    ...(extraColumns as TableColumnsType<Row>),
    { title: t('common.table.updatedBy'), dataIndex: 'updatedBy', key: 'updatedBy', width: 120 },
    { title: t('common.table.updatedAt'), key: 'updatedAt', width: 170, render: (_, row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm:ss') },
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      width: actionsWidth,
      render: (_, row) => (
        <Space size={0} wrap>
          {may(updateAction) && (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(row)} data-testid="row-edit">
              {t('common.action.edit')}
            </Button>
          )}
          {rowActions?.(row as RowOf<D>)}
          {may(removeAction) && <DeleteButton disabled={removable ? !removable(row as RowOf<D>) : undefined} name={deleteName ? deleteName(row as RowOf<D>) : resource.keywordFields.map((f) => textOf(row[f])).join(' ')} onConfirm={async () => settleSave(await remove(row.id))} />}
        </Space>
      ),
    },
  ];

  const formFields = resource.fields.flatMap((field) => {
    if (!field.form) return [];
    const schema = shapeOf(record ? resource.update : resource.create)[field.name];
    const fixed = record !== null && schema === undefined;
    const custom = inputs[field.name];
    return [
      <Form.Item
        key={field.name}
        name={field.name}
        label={t(field.label)}
        rules={rules[field.name] ?? (schema ? [schemaRule(schema, t)] : [])}
        valuePropName={field.form.input === 'switch' ? 'checked' : 'value'}
        extra={field.hint && !fixed ? t(field.hint) : undefined}
      >
        {custom ? custom(record as RowOf<D> | null) : inputOf(field.form, kebab(field.name), fixed, t)}
      </Form.Item>,
    ].map((item) => (dialogColumns === 2 ? <Col key={field.name} xs={24} md={12}>{item}</Col> : item));
  });

  const filters = resource.fields.flatMap((field) =>
    field.filter
      ? [
          <Form.Item key={field.name} name={field.name} label={t(field.filter.label ?? field.label)}>
            {filterInputs[field.name] ?? (field.filter.input === 'select' ? (
              <Select allowClear placeholder={t('common.filter.all')} options={choices(field.filter.options, t)} style={{ minWidth: 140 }} data-testid={`filter-${kebab(field.name)}`} />
            ) : (
              <Input allowClear data-testid={`filter-${kebab(field.name)}`} />
            ))}
          </Form.Item>,
        ]
      : [],
  );

  const initialValues = record
    ? {
        ...Object.fromEntries(resource.fields.filter((f) => f.form).map((f) => [f.name, record[f.name] ?? (f.form?.input === 'text' || f.form?.input === 'textarea' ? '' : undefined)])),
        ...editValues?.(record as RowOf<D>),
      }
    : typeof newValues === 'function' ? newValues(data?.total ?? 0) : newValues;

  return (
    <AdminListPage
      title={title ?? t(resource.texts.title)}
      data-testid={`${testId}-page`}
      filters={
        <>
        {header}
        {filterBar ? (
          filterBar(search)
        ) : (
          <FilterBar keyword={resource.keywordFields.length > 0 && { placeholder: t(resource.texts.keyword) }} initialValues={opened} onSearch={(values) => search(queryValues ? queryValues(values) : values)}>
            {filters}
            {extraFilters}
          </FilterBar>
        )}
        </>
      }
      actions={
        <>
          {may(createAction) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid={`${testId}-add`}>
              {t(resource.texts.add)}
            </Button>
          )}
          {resource.excel && (
            <ResourceExcelButtons resource={resource} params={toPageParams(query)} mayImport={may(importAction)} mayExport={may(exportAction)} invalidates={invalidates} testId={testId} />
          )}
          {toolbar?.(query)}
        </>
      }
      dialogs={
        <EditModal<Values> open={edit.open} title={t(record ? resource.texts.edit : resource.texts.add)} initialValues={initialValues} width={dialogWidth} onSubmit={save} onClose={edit.close}>
          {dialogFields ? dialogFields(record as RowOf<D> | null) : dialogColumns === 2 ? <GridRow gutter={16}>{formFields}</GridRow> : formFields}
        </EditModal>
      }
    >
      <PagedTable<Row> rowKey="id" columns={columns} result={data as { list: Row[]; total: number } | undefined} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
