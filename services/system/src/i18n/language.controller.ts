import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  createLanguageSchema,
  languageQuerySchema,
  languageSchema,
  pageResultSchema,
  supportedLanguageQuerySchema,
  supportedLanguageSchema,
  translationIdParamsSchema,
  updateLanguageSchema,
  type LanguageQuery,
  type LanguageView,
  type PageResult,
  type SupportedLanguage,
  type SupportedLanguageQuery,
  type TranslationIdParams,
} from '@tis/contracts';
import { actorOf, Endpoint, Public, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { LanguageService } from './language.service.js';

type CreateLanguageBody = z.output<typeof createLanguageSchema>;
type UpdateLanguageBody = z.output<typeof updateLanguageSchema>;

/** The stored language list (spec sections 1, 3 and 7; /TisosLanguage). */
@Controller('systemService/language')
export class LanguageController {
  constructor(@Inject(LanguageService) private readonly languages: LanguageService) {}

  @Get('supported')
  @Public()
  // The same for everyone: browsers and proxies may keep it a minute (the login page's selector asks it).
  @Header('cache-control', 'public, max-age=60')
  @Endpoint({
    summary: 'Supported languages for the language selector, with the default one (no sign-in needed; pageSize up to 999)',
    query: supportedLanguageQuerySchema,
    response: pageResultSchema(supportedLanguageSchema),
  })
  supported(@Query() query: SupportedLanguageQuery): Promise<PageResult<SupportedLanguage>> {
    return this.languages.supported(query);
  }

  /** Also the language dropdown of the translation screens. */
  @Get('list')
  @RequirePage('TisosLanguage', 'TisosTranslate', 'TisosTranslateLog')
  @Endpoint({ summary: 'Languages of the list (keyword: code or name; supported filter), paged', query: languageQuerySchema, response: pageResultSchema(languageSchema) })
  list(@Query() query: LanguageQuery): Promise<PageResult<LanguageView>> {
    return this.languages.list(query);
  }

  @Post()
  @HttpCode(200)
  @RequirePage('TisosLanguage')
  @Endpoint({ summary: 'Add a language (an existing code answers "coding repeated")', body: createLanguageSchema, response: z.boolean() })
  create(@Body() body: CreateLanguageBody, @Req() req: TisRequest): Promise<true> {
    return this.languages.create(body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('TisosLanguage')
  @Endpoint({ summary: 'Change a language name, supported flag or order (the code is fixed)', params: translationIdParamsSchema, body: updateLanguageSchema, response: z.boolean() })
  update(@Param() params: TranslationIdParams, @Body() body: UpdateLanguageBody, @Req() req: TisRequest): Promise<true> {
    return this.languages.update(params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('TisosLanguage')
  @Endpoint({ summary: 'Delete a language without texts (not the default language)', params: translationIdParamsSchema, response: z.boolean() })
  delete(@Param() params: TranslationIdParams, @Req() req: TisRequest): Promise<true> {
    return this.languages.delete(params.id, actorOf(req));
  }
}
