import type { ReactNode } from 'react';
import { AutoComplete, Form, Input, type TableColumnsType } from 'antd';
import { VEHICLE_CODE_MAX_LENGTH, VEHICLE_LANG_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import type { CreateOf, RowOf, UpdateOf } from '../api/vehicles-api';
import { CrudPage } from './crud-page';
import { LANGUAGE_CHOICES } from './localized-resource-page';

/** The coded texts with one row per code and language (spec section 3: langCode + name) still on this kit (kinds, energy and car types are resources: LocalizedResourcePage). */
export type LocalizedResource = 'classification';

interface LocalizedFilters extends FilterValues {
  langCode?: string;
}

/** A row in one language: its code, language and name (and, for a classification, its parent and sort number). */
export interface LocalizedForm {
  code: string;
  langCode: string;
  name: string;
}


interface ResourceTexts {
  /** The body fields of the code and the name. */
  codeField: string;
  nameField: string;
  code: TextKey;
  name: TextKey;
  add: TextKey;
  edit: TextKey;
}

const RESOURCES: Record<LocalizedResource, ResourceTexts> = {
  classification: {
    codeField: 'classificationCode',
    nameField: 'classificationName',
    code: 'vehicles.classification.code',
    name: 'vehicles.classification.name',
    add: 'vehicles.classification.add',
    edit: 'vehicles.classification.edit',
  },
};

/** One row's code and name, whichever list it is from. */
function codeAndName(kind: LocalizedResource, row: object): { code: string; name: string } {
  const { codeField, nameField } = RESOURCES[kind];
  const fields = row as Record<string, unknown>;
  return { code: String(fields[codeField]), name: String(fields[nameField]) };
}

/** What a list adds to the common one: filters, columns after the name, form fields after the name and their values. */
export interface LocalizedExtra<K extends LocalizedResource, E extends object> {
  filters?: ReactNode;
  columns?: TableColumnsType<RowOf<K>>;
  fields: (record: RowOf<K> | null) => ReactNode;
  values: (record: RowOf<K> | null) => Partial<E>;
  create: (values: LocalizedForm & E) => object;
  update: (values: LocalizedForm & E) => object;
}

export interface LocalizedCodeListProps<K extends LocalizedResource, E extends object> {
  kind: K;
  title: string;
  testId: string;
  extra?: LocalizedExtra<K, E>;
}

/**
 * Kinds (of models), energy types and car types (of series) and vehicle classifications: one row
 * per code and language (spec section 3: langCode + name). The list shows one language, the
 * interface language unless another is chosen; the last language of a code in use cannot be
 * deleted (409003).
 */
export function LocalizedCodeList<K extends LocalizedResource, E extends object = object>({ kind, title, testId, extra }: LocalizedCodeListProps<K, E>) {
  const { t, lang } = useText();
  const texts = RESOURCES[kind];
  return (
    <CrudPage<K, LocalizedForm & E, LocalizedFilters>
      resource={kind}
      title={title}
      testId={testId}
      filters={(search) => (
        <FilterBar<LocalizedFilters> keyword={{ placeholder: t('vehicles.filter.codeOrName') }} onSearch={search}>
          <Form.Item name="langCode" label={t('vehicles.field.language')}>
            <AutoComplete allowClear style={{ width: 140 }} placeholder={lang} options={LANGUAGE_CHOICES} maxLength={VEHICLE_LANG_CODE_MAX_LENGTH} data-testid="filter-language" />
          </Form.Item>
          {extra?.filters}
        </FilterBar>
      )}
      columns={[
        { title: t(texts.code), key: 'code', width: 180, render: (_, row) => codeAndName(kind, row).code },
        { title: t('vehicles.field.language'), dataIndex: 'langCode', key: 'langCode', width: 110 },
        { title: t(texts.name), key: 'name', width: 240, render: (_, row) => codeAndName(kind, row).name },
        ...(extra?.columns ?? []),
      ]}
      actionsWidth={180}
      deleteName={(row) => `${codeAndName(kind, row).code} (${row.langCode})`}
      form={{
        addTitle: t(texts.add),
        editTitle: t(texts.edit),
        width: 520,
        values: (row) => ({ ...(row ? { ...codeAndName(kind, row), langCode: row.langCode } : { langCode: lang }), ...extra?.values(row) }) as Partial<LocalizedForm & E>,
        create: (v) => ({ [texts.codeField]: v.code, langCode: v.langCode, [texts.nameField]: v.name, ...extra?.create(v) }) as CreateOf<K>,
        update: (v) => ({ [texts.nameField]: v.name, ...extra?.update(v) }) as Omit<UpdateOf<K>, 'version'>,
        fieldOf: { [texts.codeField]: 'code', [texts.nameField]: 'name' },
        fields: (record) => (
          <>
            <Form.Item name="code" label={t(texts.code)} required={!record}>
              <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid={`${testId}-code`} />
            </Form.Item>
            <Form.Item name="langCode" label={t('vehicles.field.language')} required={!record}>
              <AutoComplete options={LANGUAGE_CHOICES} maxLength={VEHICLE_LANG_CODE_MAX_LENGTH} disabled={record !== null} data-testid={`${testId}-language`} />
            </Form.Item>
            <Form.Item name="name" label={t(texts.name)} required>
              <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid={`${testId}-name`} />
            </Form.Item>
            {extra?.fields(record)}
          </>
        ),
      }}
    />
  );
}
