import { pickLanguage, type Language } from '@tis/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller as the access guard verified it (claims of the access token). */
export interface RequestUser {
  userCode: string;
  userName: string;
  userType: string;
  userAgentCode: string | null;
  /** funLinks of the user's roleRight items. */
  rights: string[];
}

export type TisRequest = FastifyRequest & { user?: RequestUser };

export function languageOf(req: FastifyRequest | undefined): Language {
  const header = req?.headers['language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}
