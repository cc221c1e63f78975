import { caseParamsResource } from '@tis/contracts';
import { ResourcePage } from '../../../shared/resource';

/** /CaseDescription: the case parameters (spec section 3), the words the fault rows are described with, per language. */
export function CaseParamPage() {
  return <ResourcePage resource={caseParamsResource} />;
}
