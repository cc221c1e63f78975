import { mailListsResource } from '@tis/contracts';
import { ResourcePage } from '../../../shared/resource';

/** A new entry comes first in its area unless given an order. */
const NEW_ENTRY = { sortNo: 0 };

/** /MailList: who to contact per area and subject; keyword, area filter, Excel export, import and template. */
export function MailListPage() {
  return <ResourcePage resource={mailListsResource} newValues={NEW_ENTRY} dialogColumns={2} />;
}
