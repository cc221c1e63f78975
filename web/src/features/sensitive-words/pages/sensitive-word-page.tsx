import { sensitiveWordsResource } from '@tis/contracts';
import { ResourcePage } from '../../../shared/resource';

/** /Sensitive: the words that block the submission of a document (spec section 5). */
export function SensitiveWordPage() {
  return <ResourcePage resource={sensitiveWordsResource} />;
}
