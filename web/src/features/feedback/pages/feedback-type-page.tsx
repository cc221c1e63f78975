import { feedbackTypesResource } from '@tis/contracts';
import { ResourcePage } from '../../../shared/resource';

/** /FeedbackType: the kinds of feedback users choose from when they send feedback. */
export function FeedbackTypePage() {
  return <ResourcePage resource={feedbackTypesResource} />;
}
