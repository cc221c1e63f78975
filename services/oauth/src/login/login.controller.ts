import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ERROR_CODES,
  type Language,
  type LoginForm,
  loginFormSchema,
  type LoginResult,
  loginResultSchema,
  OAUTH_SESSION_RESOLVE,
  OAUTH_USER_AUDIENCE,
  OAUTH_USER_PROFILE,
  ok,
  type PublicKeyAnswer,
  publicKeyAnswerSchema,
  type ResolvedSession,
  roleRightItemSchema,
  TisError,
  translate,
  userInfoSchema,
  type UserAudiencePage,
  type UserAudienceRequest,
  type UserProfile,
  userProfileRequestSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, languageOf, Public, RawJson, type TisRequest } from '@tis/nest';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccountDirectory } from '../accounts/account-directory.js';
import { PRIVACY_POLICY_VERSION } from '../privacy/privacy-policy.js';
import { SessionService } from '../sessions/session.service.js';
import { KeyService } from './key.service.js';
import { type LoginOutcome, LoginService } from './login.service.js';

const sessionInfoSchema = z.object({ userInfo: userInfoSchema, roleRight: z.array(roleRightItemSchema) });
type SessionInfo = z.infer<typeof sessionInfoSchema>;

const wechatLoginQuerySchema = z.object({ code: z.string().max(512).default(''), companyType: z.string().max(20).default('default') });
const wechatResultSchema = z.object({ userName: z.string(), token: z.string(), userCode: z.string() });

export function clientOf(req: FastifyRequest): { ip: string | null; userAgent: string | null } {
  return { ip: req.ip || null, userAgent: req.headers['user-agent'] ?? null };
}

/**
 * A login answer in the oauth client's contract (spec section 8): the result object on success; a
 * numeric login result (8, 9, 10) as data with its message; the oauth codes A00101, A00217,
 * 8700005, 8700001 for results 12, 13, 15, 11; data 0 for a wrong password.
 */
export function answer(lang: Language, outcome: LoginOutcome, success: (result: LoginResult) => unknown): RawJson {
  switch (outcome.kind) {
    case 'session':
      return new RawJson(ok(success(outcome.result)));
    case 'result':
      return new RawJson(ok(outcome.code, translate(lang, outcome.key, outcome.params)));
    case 'error': {
      const definition = ERROR_CODES[outcome.error];
      return new RawJson({ code: definition.code, mesg: translate(lang, definition.key), data: null });
    }
    case 'wrongPassword':
      return new RawJson(ok(0, translate(lang, 'error.wrongPassword')));
  }
}

/** Login, logout and the session's data (spec sections 3, 4 and 7; oauth base, form-urlencoded). */
@Controller('oauth')
export class LoginController {
  constructor(
    @Inject(KeyService) private readonly keys: KeyService,
    @Inject(LoginService) private readonly logins: LoginService,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  @Get('publicKey')
  @Public()
  @Endpoint({ summary: 'The RSA public key and a single-use nonce for one password login', response: publicKeyAnswerSchema })
  async publicKey(): Promise<PublicKeyAnswer> {
    return { ...(await this.keys.challenge()), privacyVersion: PRIVACY_POLICY_VERSION };
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @Endpoint({
    summary: 'Log in (type 1 password encrypted with the public key; type 2 enterprise-chat code)',
    body: loginFormSchema,
    bodyType: 'application/x-www-form-urlencoded',
    response: z.union([loginResultSchema, z.number()]),
  })
  async login(@Req() req: FastifyRequest, @Body() form: LoginForm): Promise<RawJson> {
    return answer(languageOf(req), await this.logins.login(form, clientOf(req)), (result) => result);
  }

  /** Enterprise-chat QR login (spec section 7: code, companyType); the result is `{userName, token}`. */
  @Get('wechatLogin')
  @Public()
  @Endpoint({ summary: 'Log in with the enterprise-chat QR code', query: wechatLoginQuerySchema, response: z.union([wechatResultSchema, z.number()]) })
  async wechatLogin(@Req() req: FastifyRequest, @Query() query: z.infer<typeof wechatLoginQuerySchema>): Promise<RawJson> {
    const outcome = await this.logins.enterpriseChat(query.code, query.companyType, clientOf(req));
    return answer(languageOf(req), outcome, (result) => ({ userName: result.userName, token: result.accessToken, userCode: result.userCode }));
  }

  @Post('logout')
  @HttpCode(200)
  @Authenticated()
  @Endpoint({ summary: 'Log out: the session ends at once', response: z.boolean() })
  async logout(@Req() req: TisRequest): Promise<boolean> {
    const user = req.user;
    if (user) await this.sessions.end(user.sessionId, user.userCode);
    return true;
  }

  @Get('userInfo')
  @Authenticated()
  @Endpoint({ summary: 'The signed-in user and their roleRight', response: sessionInfoSchema })
  async userInfo(@Req() req: TisRequest): Promise<SessionInfo> {
    const resolved = req.user ? await this.sessions.resolve(req.user.sessionId) : null;
    if (!resolved) throw new TisError('unauthorized');
    return { userInfo: resolved.user, roleRight: resolved.rights };
  }

  @MessagePattern(OAUTH_USER_PROFILE)
  profiles(@Payload() data: unknown): Promise<UserProfile[]> {
    const { userCodes } = userProfileRequestSchema.parse(data);
    return this.accounts.profiles(userCodes);
  }

  @MessagePattern(OAUTH_USER_AUDIENCE)
  audience(@Payload() data: unknown): Promise<UserAudiencePage> {
    return this.accounts.audience(data as UserAudienceRequest);
  }

  @MessagePattern(OAUTH_SESSION_RESOLVE)
  resolve(@Payload() data: unknown): Promise<ResolvedSession | null> {
    const { sessionId } = z.object({ sessionId: z.string().max(64) }).parse(data);
    return this.sessions.resolve(sessionId);
  }
}
