import { AutoComplete, Form, Input } from 'antd';
import { LANGUAGES, VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH, type EnergyView, type KindView } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { CrudPage } from './crud-page';

interface LocalizedFilters extends FilterValues {
  langCode?: string;
}

/** A kind or energy type in one language: its code, language and name. */
interface LocalizedForm {
  code: string;
  langCode: string;
  name: string;
}

/** The interface languages as suggestions; another code of the stored language list may be typed. */
const LANGUAGE_CHOICES = LANGUAGES.map((code) => ({ value: code }));
const LANG_CODE_MAX_LENGTH = 20;

export interface LocalizedCodeListProps {
  kind: 'kind' | 'energy';
  title: string;
  testId: string;
}

const TEXTS: Record<LocalizedCodeListProps['kind'], { code: TextKey; name: TextKey; add: TextKey; edit: TextKey }> = {
  kind: { code: 'vehicles.kind.kindCode', name: 'vehicles.kind.kindName', add: 'vehicles.kind.add', edit: 'vehicles.kind.edit' },
  energy: { code: 'vehicles.energy.energyCode', name: 'vehicles.energy.name', add: 'vehicles.energy.add', edit: 'vehicles.energy.edit' },
};

/** One row's code and name, whichever list it is from. */
function codeAndName(row: KindView | EnergyView): { code: string; name: string } {
  return 'kindCode' in row ? { code: row.kindCode, name: row.kindName } : { code: row.energyCode, name: row.name };
}

/**
 * Kinds (of models) and energy types (of series): one row per code and language (spec section 3:
 * langCode + name). The list shows one language, the interface language unless another is chosen;
 * the last language of a code in use cannot be deleted (409003).
 */
export function LocalizedCodeList({ kind, title, testId }: LocalizedCodeListProps) {
  const { t, lang } = useText();
  const texts = TEXTS[kind];
  return (
    <CrudPage<typeof kind, LocalizedForm, LocalizedFilters>
      resource={kind}
      title={title}
      testId={testId}
      filters={(search) => (
        <FilterBar<LocalizedFilters> keyword={{ placeholder: t('vehicles.filter.codeOrName') }} onSearch={search}>
          <Form.Item name="langCode" label={t('vehicles.field.language')}>
            <AutoComplete allowClear style={{ width: 140 }} placeholder={lang} options={LANGUAGE_CHOICES} maxLength={LANG_CODE_MAX_LENGTH} data-testid="filter-language" />
          </Form.Item>
        </FilterBar>
      )}
      columns={[
        { title: t(texts.code), key: 'code', width: 180, render: (_, row) => codeAndName(row).code },
        { title: t('vehicles.field.language'), dataIndex: 'langCode', key: 'langCode', width: 110 },
        { title: t(texts.name), key: 'name', width: 240, render: (_, row) => codeAndName(row).name },
      ]}
      actionsWidth={180}
      deleteName={(row) => `${codeAndName(row).code} (${row.langCode})`}
      form={{
        addTitle: t(texts.add),
        editTitle: t(texts.edit),
        width: 520,
        values: (row) => (row ? { ...codeAndName(row), langCode: row.langCode } : { langCode: lang }),
        create: (v) => (kind === 'kind' ? { kindCode: v.code, langCode: v.langCode, kindName: v.name } : { energyCode: v.code, langCode: v.langCode, name: v.name }),
        update: (v) => (kind === 'kind' ? { kindName: v.name } : { name: v.name }),
        fieldOf: { kindCode: 'code', energyCode: 'code', kindName: 'name' },
        fields: (record) => (
          <>
            <Form.Item name="code" label={t(texts.code)} required={!record}>
              <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid={`${testId}-code`} />
            </Form.Item>
            <Form.Item name="langCode" label={t('vehicles.field.language')} required={!record}>
              <AutoComplete options={LANGUAGE_CHOICES} maxLength={LANG_CODE_MAX_LENGTH} disabled={record !== null} data-testid={`${testId}-language`} />
            </Form.Item>
            <Form.Item name="name" label={t(texts.name)} required>
              <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid={`${testId}-name`} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
