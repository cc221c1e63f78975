import { useText } from '../../../i18n/use-text';
import { LocalizedCodeList } from '../components/localized-code-list';

/** /EPCEnerge: the energy types of series, one row per code and language. */
export function EnergyPage() {
  const { t } = useText();
  return <LocalizedCodeList kind="energy" title={t('vehicles.energy.pageTitle')} testId="energy" />;
}
