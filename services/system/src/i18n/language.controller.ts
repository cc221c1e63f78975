import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { languagesResource, type PageResult, pageResultSchema, resourcePath, supportedLanguageQuerySchema, supportedLanguageSchema, type SupportedLanguage, type SupportedLanguageQuery } from '@tis/contracts';
import { Endpoint, Public } from '@tis/nest';
import { LanguageService } from './language.service.js';

/** The language selector's languages (spec sections 1 and 7), beside the /TisosLanguage resource routes. */
@Controller(resourcePath(languagesResource))
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
}
