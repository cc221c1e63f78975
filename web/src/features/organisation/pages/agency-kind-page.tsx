import { agencyKindsResource } from '@tis/contracts';
import { ResourcePage } from '../../../shared/resource';

/** /agencykind: dealer kinds (a kind dealers have cannot be deleted; a rename shows in the dealer list). */
export function AgencyKindPage() {
  return <ResourcePage resource={agencyKindsResource} invalidates={[{ type: 'Resource', id: 'agency' }]} />;
}
