import { carTypesResource } from '@tis/contracts';
import { LocalizedResourcePage } from '../components/localized-resource-page';

/** /TisosCartype: the car types series name (spec section 3: cartypeCode, cartypeName), one row per code and language. */
export function CarTypePage() {
  return <LocalizedResourcePage resource={carTypesResource} />;
}
