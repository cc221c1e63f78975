import { randomUUID } from 'node:crypto';
import { OAUTH_SESSION_RESOLVE, type ResolvedSession, sessionRevokedV1, TisError } from '@tis/contracts';
import type { EventTransport } from '../events/transport.js';
import type { RequestUser } from '../http/request-context.js';
import type { ServiceClient } from '../rpc/service-client.js';
import type { TokenService } from './token.service.js';

interface Cached {
  session: ResolvedSession;
  /** Trusted until then (`ttlMs` after the lookup). */
  until: number;
  /** From then on (half the time), a request still gets the answer at once and a fresh lookup starts behind it. */
  refreshAfter: number;
}

const MAX_ENTRIES = 50_000;

/**
 * Who is calling: verifies the access token, then asks the oauth service whether its session is
 * still live and what the user may do (spec section 6). Answers are kept for `ttlMs` so a page of
 * requests costs one lookup; a revoked session (logout, freeze, password change, a newer login) is
 * forgotten at once when its `tis.oauth.session.revoked.v1` event arrives, and the process that
 * revokes a session forgets it before it answers. See ADR 0009.
 *
 * A session that keeps calling never waits for the lookup again: in the second half of its time a
 * request is answered from the kept answer while a fresh lookup runs behind it (never past `ttlMs`).
 * A lookup that was under way when a revocation arrived is not kept.
 */
export class SessionResolver {
  private readonly cache = new Map<string, Cached>();
  private readonly pending = new Map<string, Promise<ResolvedSession | null>>();
  /** Counts revocations: a lookup that saw it change while under way may predate one. */
  private revocations = 0;

  constructor(
    private readonly tokens: TokenService,
    private readonly client: ServiceClient,
    private readonly ttlMs: number,
  ) {}

  /** Every process hears every revocation: one consumer group per process. */
  listen(transport: EventTransport, processName: string): void {
    transport.subscribe(`sessions-${processName}-${randomUUID()}`, sessionRevokedV1.topic, async (event) => {
      const payload = sessionRevokedV1.schema.safeParse(event.payload);
      if (payload.success) this.forget(payload.data.sessionIds);
    });
  }

  forget(sessionIds: readonly string[]): void {
    this.revocations += 1;
    for (const id of sessionIds) this.cache.delete(id);
  }

  /** The caller of a request with this token, or TisError('unauthorized'). */
  async resolve(token: string): Promise<RequestUser> {
    if (!token) throw new TisError('unauthorized');
    const { sessionId } = await this.tokens.verify(token);
    const now = Date.now();
    const hit = this.cache.get(sessionId);
    let session: ResolvedSession | null;
    if (hit && hit.until > now) {
      session = hit.session;
      if (now >= hit.refreshAfter && !this.pending.has(sessionId)) {
        this.lookupAndKeep(sessionId).catch(() => {
          // The kept answer stands until its time is up; the next lookup happens then.
        });
      }
    } else {
      session = await this.lookupAndKeep(sessionId);
    }
    if (!session) throw new TisError('unauthorized');
    const { user, rights } = session;
    return {
      sessionId,
      userCode: user.userCode,
      userName: user.userName,
      userType: user.userType,
      userAgentCode: user.userAgentCode,
      roleCode: user.roleCode,
      brandCodes: user.brandCodes,
      rights,
    };
  }

  /**
   * Looks the session up and keeps the answer for `ttlMs` from when the lookup started, unless a
   * revocation arrived meanwhile; forgets an ended session.
   */
  private async lookupAndKeep(sessionId: string): Promise<ResolvedSession | null> {
    const revocations = this.revocations;
    const now = Date.now();
    const session = await this.lookup(sessionId);
    if (!session || revocations !== this.revocations) {
      this.cache.delete(sessionId);
      return session;
    }
    if (this.ttlMs > 0) {
      this.cache.delete(sessionId);
      if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(sessionId, { session, until: now + this.ttlMs, refreshAfter: now + this.ttlMs / 2 });
    }
    return session;
  }

  /** One call per session id at a time, however many requests wait for it. */
  private lookup(sessionId: string): Promise<ResolvedSession | null> {
    let call = this.pending.get(sessionId);
    if (!call) {
      call = this.client
        .send<ResolvedSession | null>('oauth', OAUTH_SESSION_RESOLVE, { sessionId })
        .finally(() => this.pending.delete(sessionId));
      this.pending.set(sessionId, call);
    }
    return call;
  }
}
