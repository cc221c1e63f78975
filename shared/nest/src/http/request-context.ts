import { pickLanguage, type Language, type RoleRightItem, TisError, type UserType } from '@tis/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller as the access gate verified it: the live session behind the access token. */
export interface RequestUser {
  sessionId: string;
  userCode: string;
  userName: string;
  userType: UserType;
  /** Dealer (agency) code of service-outlet users; null for others. */
  userAgentCode: string | null;
  roleCode: string | null;
  brandCodes: string[];
  /** The roleRight items of the user's role (spec section 6). */
  rights: RoleRightItem[];
}

export type TisRequest = FastifyRequest & { user?: RequestUser };

export function languageOf(req: FastifyRequest | undefined): Language {
  const header = req?.headers['language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

/** The token of a request: `Authorization: Bearer <token>` or the bare token the SPA sends. */
export function tokenOf(req: FastifyRequest): string {
  const header = req.headers.authorization?.trim() ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : header;
}

/** The signed-in user a change is recorded for (routes behind the gate always have one). */
export function actorOf(req: TisRequest): string {
  if (!req.user) throw new TisError('unauthorized');
  return req.user.userCode;
}
