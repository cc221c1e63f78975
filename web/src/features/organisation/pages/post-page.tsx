import { postsResource } from '@tis/contracts';
import { ResourcePage } from '../../../shared/resource';

/** /BaseinfoUserPost: the posts (positions) users hold. */
export function PostPage() {
  return <ResourcePage resource={postsResource} />;
}
