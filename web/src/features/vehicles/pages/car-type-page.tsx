import { useText } from '../../../i18n/use-text';
import { LocalizedCodeList } from '../components/localized-code-list';

/** /TisosCartype: the car types series name (spec section 3: cartypeCode, cartypeName), one row per code and language. */
export function CarTypePage() {
  const { t } = useText();
  return <LocalizedCodeList kind="carType" title={t('vehicles.carType.pageTitle')} testId="car-type" />;
}
