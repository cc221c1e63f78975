import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { ok, translate } from '@tis/contracts';
import { Authenticated, Endpoint, languageOf, Public, RawJson, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { ResetService } from './reset.service.js';

const sendResetLinkQuerySchema = z.object({
  email: z.string().max(200).default(''),
  userCode: z.string().max(64).default(''),
  redirectUrl: z.string().max(1000).default(''),
});
const tokenQuerySchema = z.object({ token: z.string().min(10).max(100) });
const resetFormSchema = z.object({ token: z.string().min(10).max(100), password: z.string().max(200), confirm: z.string().max(200) });
const changeFormSchema = z.object({ oldPassword: z.string().max(200), password: z.string().max(200), confirm: z.string().max(200) });

/** Reset by mail and the own password change (oauth base, form-urlencoded). */
@Controller('oauth')
export class ResetController {
  constructor(@Inject(ResetService) private readonly resets: ResetService) {}

  @Get('sendResetLink')
  @Public()
  @Endpoint({ summary: 'Mail a single-use reset link when email and account match', query: sendResetLinkQuerySchema, response: z.boolean() })
  async sendResetLink(@Req() req: TisRequest, @Query() query: z.infer<typeof sendResetLinkQuerySchema>): Promise<RawJson> {
    const lang = languageOf(req);
    const email = await this.resets.sendResetLink({ ...query, lang });
    return new RawJson(ok(true, translate(lang, 'auth.resetLinkSent', { email })));
  }

  @Get('resetPassword/check')
  @Public()
  @Endpoint({ summary: 'The account of an unused, unexpired reset link', query: tokenQuerySchema, response: z.object({ userCode: z.string() }) })
  check(@Query() query: z.infer<typeof tokenQuerySchema>): Promise<{ userCode: string }> {
    return this.resets.check(query.token);
  }

  @Post('resetPassword')
  @HttpCode(200)
  @Public()
  @Endpoint({ summary: 'Set a new password with a reset link', body: resetFormSchema, bodyType: 'application/x-www-form-urlencoded', response: z.boolean() })
  async reset(@Body() form: z.infer<typeof resetFormSchema>): Promise<boolean> {
    await this.resets.reset(form.token, form.password, form.confirm);
    return true;
  }

  @Post('password')
  @HttpCode(200)
  @Authenticated()
  @Endpoint({ summary: 'Change the own password; every session ends', body: changeFormSchema, bodyType: 'application/x-www-form-urlencoded', response: z.boolean() })
  async change(@Req() req: TisRequest, @Body() form: z.infer<typeof changeFormSchema>): Promise<RawJson> {
    await this.resets.change(req.user?.userCode ?? '', form.oldPassword, form.password, form.confirm, req.ip || null);
    return new RawJson(ok(true, translate(languageOf(req), 'auth.passwordChanged')));
  }
}
