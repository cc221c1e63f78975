import { Inject, Injectable } from '@nestjs/common';
import {
  type DocumentAuthor,
  OAUTH_USER_PROFILE,
  SYSTEM_DOCUMENT_AUTHOR,
  TisError,
  type UserProfile,
  workflowActionKeys,
} from '@tis/contracts';
import { type RequestUser, SERVICE_CLIENT, type ServiceClient, type TransitionUser } from '@tis/nest';

/** Who acts on a document: the session's user with their organisation, post and approver departments. */
export interface DocumentActor extends TransitionUser {
  user: RequestUser;
  author: DocumentAuthor;
  profile: UserProfile;
}

/** How long an actor is reused: approver settings and organisation changes count after this. */
const ACTOR_TTL_MS = 10_000;
const ACTOR_CACHE_MAX = 2_000;

/**
 * The caller of a document route as the workflow needs them (spec section 6): the action keys their
 * role grants for the kind's api, the departments they approve, their name, post and organisation.
 * Organisation and approvers come from the oauth and system services; a list page asks once.
 */
@Injectable()
export class DocumentActors {
  private readonly cache = new Map<string, { at: number; value: Promise<{ profile: UserProfile; author: DocumentAuthor }> }>();

  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  async of(user: RequestUser, api: string): Promise<DocumentActor> {
    const { profile, author } = await this.lookup(user.userCode);
    return {
      user,
      profile,
      author,
      userCode: user.userCode,
      fullName: user.userName,
      post: author.postName,
      actions: workflowActionKeys(user.rights, api),
      approverDepartments: author.approverDepartments,
    };
  }

  /** The profiles of other accounts (a share's receiver); unknown codes are left out. */
  profiles(userCodes: string[]): Promise<UserProfile[]> {
    return this.services.send<UserProfile[]>('oauth', OAUTH_USER_PROFILE, { userCodes });
  }

  private lookup(userCode: string): Promise<{ profile: UserProfile; author: DocumentAuthor }> {
    const now = Date.now();
    const kept = this.cache.get(userCode);
    if (kept && now - kept.at < ACTOR_TTL_MS) return kept.value;
    const value = this.load(userCode);
    if (this.cache.size >= ACTOR_CACHE_MAX) this.cache.clear();
    this.cache.set(userCode, { at: now, value });
    // A failed lookup is not kept.
    value.catch(() => this.cache.delete(userCode));
    return value;
  }

  private async load(userCode: string): Promise<{ profile: UserProfile; author: DocumentAuthor }> {
    const [profile] = await this.profiles([userCode]);
    if (!profile) throw new TisError('unauthorized');
    const author = await this.services.send<DocumentAuthor>('system', SYSTEM_DOCUMENT_AUTHOR, {
      userCode: profile.userCode,
      agentCode: profile.agentCode,
      departmentCode: profile.departmentCode,
      postCode: profile.postCode,
    });
    return { profile, author };
  }
}
