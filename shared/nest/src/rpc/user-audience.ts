import { OAUTH_USER_AUDIENCE, USER_AUDIENCE_PAGE_MAX, type UserAudiencePage, type UserAudienceRequest, type UserType } from '@tis/contracts';
import type { ServiceClient } from './service-client.js';

/** Whom a publication reaches: some user types, working with one of some brands (none: every brand). */
export interface UserAudienceTarget {
  userTypes: readonly UserType[];
  brandCodes: readonly string[];
}

/**
 * Every active account of the target (`oauth.user.audience`), a page of accounts at a time in
 * user-code order: the receivers of what a notice or a product change tells in /MyMessage.
 */
export async function userAudience(services: ServiceClient, target: UserAudienceTarget): Promise<string[]> {
  const codes: string[] = [];
  let after: string | null = null;
  do {
    const request: UserAudienceRequest = { userTypes: [...target.userTypes], brandCodes: [...target.brandCodes], after, limit: USER_AUDIENCE_PAGE_MAX };
    const page: UserAudiencePage = await services.send<UserAudiencePage>('oauth', OAUTH_USER_AUDIENCE, request);
    codes.push(...page.userCodes);
    after = page.next;
  } while (after !== null);
  return codes;
}
