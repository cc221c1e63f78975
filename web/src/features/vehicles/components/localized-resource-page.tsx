import { useMemo } from 'react';
import { AutoComplete } from 'antd';
import {
  LANGUAGES,
  VEHICLE_LANG_CODE_MAX_LENGTH,
  type carTypesResource,
  type classificationsResource,
  type energiesResource,
  type kindsResource,
} from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage, type ResourcePageProps } from '../../../shared/resource';
import { isVehicleWrite, vehicleListsChangedBy } from '../../../shared/vehicle-filters';

/** The interface languages as suggestions; another code of the stored language list may be typed. */
export const LANGUAGE_CHOICES = LANGUAGES.map((code) => ({ value: code }));

type LocalizedResource = typeof kindsResource | typeof energiesResource | typeof carTypesResource | typeof classificationsResource;

/** The vehicle lists that show its names are refreshed after each write (vehicleListsChangedBy). */
export type LocalizedResourcePageProps<D extends LocalizedResource> = Omit<ResourcePageProps<D>, 'invalidates'>;

/**
 * Kinds (of models), energy types and car types (of series) and vehicle classifications: one row
 * per code and language (spec section 3: langCode + name). The list shows one language, the
 * interface language unless another is chosen; a new row starts in the interface language; the
 * last language of a code in use cannot be deleted (409003). Other props go to ResourcePage.
 */
export function LocalizedResourcePage<D extends LocalizedResource>({ newValues, filterInputs, inputs, ...props }: LocalizedResourcePageProps<D>) {
  const { lang } = useText();
  // One object per language, so an open dialog is not reset on every render.
  const startValues = useMemo(() => Object.assign({ langCode: lang }, newValues) as ResourcePageProps<D>['newValues'], [lang, newValues]);
  return (
    <ResourcePage<D>
      {...props}
      invalidates={isVehicleWrite(props.resource.name) ? vehicleListsChangedBy(props.resource.name) : undefined}
      newValues={startValues}
      filterInputs={{
        langCode: <AutoComplete allowClear style={{ width: 140 }} placeholder={lang} options={LANGUAGE_CHOICES} maxLength={VEHICLE_LANG_CODE_MAX_LENGTH} data-testid="filter-language" />,
        ...filterInputs,
      }}
      inputs={{
        langCode: (record) => <AutoComplete options={LANGUAGE_CHOICES} maxLength={VEHICLE_LANG_CODE_MAX_LENGTH} disabled={record !== null} data-testid="lang-code" />,
        ...inputs,
      }}
    />
  );
}
