import { Space, Tag, Tooltip } from 'antd';
import { tisosAreasResource, type TisosAreaView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';

/** A new area comes first unless given an order. */
const NEW_AREA = { sortNo: 0, countries: [] };

/** Country codes as the server keeps them: upper case. */
const bodyValues = (values: Record<string, unknown>) => ({
  ...values,
  countries: Array.isArray(values.countries) ? values.countries.map((code) => String(code).trim().toUpperCase()) : values.countries,
});

/** The country's name in the interface language ('de_DE' → 'de'); the code when the browser has none. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang.replace('_', '-')], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Countries({ row }: { row: TisosAreaView }) {
  const { lang } = useText();
  return (
    <Space size={[0, 4]} wrap>
      {row.countries.map((code) => (
        <Tooltip key={code} title={countryName(code, lang)}>
          <Tag data-testid="tisos-area-country">{code}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/**
 * /TisosArea: the overseas areas of the Tisos dictionaries, each with its countries (ISO 3166-1
 * alpha-2; the server keeps a country in one area at most); keyword, Excel export, import and template.
 */
export function TisosAreaPage() {
  return <ResourcePage resource={tisosAreasResource} newValues={NEW_AREA} bodyValues={bodyValues} cells={{ countries: (row) => <Countries row={row} /> }} />;
}
