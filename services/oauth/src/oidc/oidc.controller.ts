import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import {
  loginResultSchema,
  ok,
  type SsoAuthorizeQuery,
  ssoAuthorizeAnswerSchema,
  ssoAuthorizeQuerySchema,
  type SsoLoginForm,
  ssoLoginFormSchema,
  translate,
} from '@tis/contracts';
import { Endpoint, languageOf, Public, RawJson } from '@tis/nest';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answer, clientOf } from '../login/login.controller.js';
import { OidcService } from './oidc.service.js';

/** OA single sign-on (spec sections 2 and 7; OpenID Connect). */
@Controller('oauth/sso')
export class OidcController {
  constructor(@Inject(OidcService) private readonly sso: OidcService) {}

  @Get('authorize')
  @Public()
  @Endpoint({
    summary: 'Start an OA single sign-on: the provider URL to send the browser to (result 8 when SSO is not set up or privacy is not accepted)',
    query: ssoAuthorizeQuerySchema,
    response: z.union([ssoAuthorizeAnswerSchema, z.number()]),
  })
  async authorize(@Req() req: FastifyRequest, @Query() query: SsoAuthorizeQuery): Promise<RawJson> {
    const start = await this.sso.start(query);
    if (start.kind === 'redirect') return new RawJson(ok({ url: start.url }));
    return new RawJson(ok(start.code, translate(languageOf(req), start.key, start.params)));
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @Endpoint({
    summary: "Finish an OA single sign-on with the provider's answer to /ssoPage (state used once; ID token checked)",
    body: ssoLoginFormSchema,
    bodyType: 'application/x-www-form-urlencoded',
    response: z.union([loginResultSchema, z.number()]),
  })
  async login(@Req() req: FastifyRequest, @Body() form: SsoLoginForm): Promise<RawJson> {
    return answer(languageOf(req), await this.sso.finish(form, clientOf(req)), (result) => result);
  }
}
