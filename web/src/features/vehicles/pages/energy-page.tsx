import { energiesResource } from '@tis/contracts';
import { LocalizedResourcePage } from '../components/localized-resource-page';

/** /EPCEnerge: the energy types of series, one row per code and language. */
export function EnergyPage() {
  return <LocalizedResourcePage resource={energiesResource} />;
}
