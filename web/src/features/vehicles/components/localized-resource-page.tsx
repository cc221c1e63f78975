import { AutoComplete } from 'antd';
import { LANGUAGES, VEHICLE_LANG_CODE_MAX_LENGTH, type carTypesResource, type energiesResource, type kindsResource } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage, type ResourceTags } from '../../../shared/resource';
import { vehicleTag, type VehicleResource } from '../../../shared/vehicle-filters';

/** The interface languages as suggestions; another code of the stored language list may be typed. */
export const LANGUAGE_CHOICES = LANGUAGES.map((code) => ({ value: code }));

/** The vehicle lists that show a resource's names: its writes refresh them (the vehicleService client carries their tag as well). */
export function vehicleListsShowing(...resources: VehicleResource[]): ResourceTags {
  return resources.map(vehicleTag) as unknown as ResourceTags;
}

type LocalizedResource = typeof kindsResource | typeof energiesResource | typeof carTypesResource;

/**
 * Kinds (of models), energy types and car types (of series): one row per code and language (spec
 * section 3: langCode + name). The list shows one language, the interface language unless another
 * is chosen; a new row starts in the interface language; the last language of a code in use cannot
 * be deleted (409003).
 */
export function LocalizedResourcePage({ resource, shownIn }: { resource: LocalizedResource; shownIn: VehicleResource }) {
  const { lang } = useText();
  return (
    <ResourcePage<LocalizedResource>
      resource={resource}
      invalidates={vehicleListsShowing(shownIn)}
      newValues={{ langCode: lang }}
      filterInputs={{
        langCode: <AutoComplete allowClear style={{ width: 140 }} placeholder={lang} options={LANGUAGE_CHOICES} maxLength={VEHICLE_LANG_CODE_MAX_LENGTH} data-testid="filter-language" />,
      }}
      inputs={{
        langCode: (record) => <AutoComplete options={LANGUAGE_CHOICES} maxLength={VEHICLE_LANG_CODE_MAX_LENGTH} disabled={record !== null} data-testid="lang-code" />,
      }}
    />
  );
}
