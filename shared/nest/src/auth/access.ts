import { SetMetadata } from '@nestjs/common';
import type { ActionKey, PageKey } from '@tis/contracts';

export const ACCESS_METADATA = 'tis:access';

/**
 * Who may call a route. Every route declares one (deny by default; a test walks all routes).
 * - public: anyone, no token (health, OpenAPI, login).
 * - authenticated: any signed-in user.
 * - page: the user's roleRight has an item whose funLink equals one of the page keys (spec section 6).
 * - action: the user's roleRight has an item with that action's funLink whose headApi is contained
 *   in the called api (spec section 6).
 * - internal: only other services through the service client; never over HTTP.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'page'; pages: readonly PageKey[] }
  | { kind: 'action'; action: ActionKey; pages?: readonly PageKey[] };

export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_METADATA, { kind: 'public' } satisfies AccessRule);
export const Authenticated = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_METADATA, { kind: 'authenticated' } satisfies AccessRule);
/** Any of the pages: an endpoint several screens use is open to the users of each. */
export const RequirePage = (...pages: [PageKey, ...PageKey[]]): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_METADATA, { kind: 'page', pages } satisfies AccessRule);
/** The action; with `pages`, also one of those pages (a write of a screen whose readers lack the action). */
export const RequireAction = (action: ActionKey, ...pages: PageKey[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_METADATA, (pages.length ? { kind: 'action', action, pages } : { kind: 'action', action }) satisfies AccessRule);
