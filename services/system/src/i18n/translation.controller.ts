import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  createTranslationSchema,
  pageResultSchema,
  TisError,
  TRANSLATION_IMPORT_FIELD,
  TRANSLATION_IMPORT_MAX_BYTES,
  translationEntrySchema,
  translationIdParamsSchema,
  translationImportResultSchema,
  translationListQuerySchema,
  translationLogQuerySchema,
  translationLogSchema,
  translationQuerySchema,
  translationSchema,
  updateTranslationSchema,
  type PageResult,
  type TranslationIdParams,
  type TranslationImportResult,
  type TranslationListQuery,
  type TranslationLogQuery,
  type TranslationLogView,
  type TranslationQuery,
  type TranslationView,
} from '@tis/contracts';
import { actorOf, Endpoint, firstFile, languageOf, Public, readUpload, RequirePage, ROOT_LOGGER, sendWorkbook, type TisRequest } from '@tis/nest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { LanguageService } from './language.service.js';
import { TranslationBundles } from './translation-bundles.js';
import { writeTranslationWorkbook } from './translation-excel.js';
import { TranslationService } from './translation.service.js';

type CreateTranslationBody = z.output<typeof createTranslationSchema>;
type UpdateTranslationBody = z.output<typeof updateTranslationSchema>;

/** Smaller answers are not worth compressing. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function headerValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header.join(',') : header;
}

/** Translations (spec sections 2 and 7; /TisosTranslate, /TisosTranslateLog). */
@Controller('systemService/translation')
export class TranslationController {
  constructor(
    @Inject(TranslationService) private readonly translations: TranslationService,
    @Inject(TranslationBundles) private readonly bundles: TranslationBundles,
    @Inject(LanguageService) private readonly languages: LanguageService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * What the SPA loads per language (the login page too, before sign-in). The answer is built once
   * per content version and kept in memory; it carries a strong ETag (If-None-Match → 304) and goes
   * out gzip-encoded to clients that accept it.
   */
  @Get('list')
  @Public()
  @Endpoint({
    summary: 'All texts of one language as { key, value } in key order (no sign-in needed; pageSize up to 99999; ETag / 304; gzip)',
    query: translationListQuerySchema,
    response: pageResultSchema(translationEntrySchema),
  })
  async list(@Query() query: TranslationListQuery, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.bundles.page(query.lang, query.pageNo, query.pageSize);
    const gzip = answer.body.length >= GZIP_MIN_BYTES && acceptsGzip(req.headers['accept-encoding']);
    void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', gzip ? answer.gzipEtag : answer.etag);
    if (answer.matches(headerValue(req.headers['if-none-match']))) {
      await reply.status(304).send();
      return;
    }
    void reply.header('content-type', 'application/json; charset=utf-8');
    if (gzip) void reply.header('content-encoding', 'gzip');
    await reply.send(gzip ? await answer.gzipped() : answer.body);
  }

  @Get('search')
  @RequirePage('TisosTranslate')
  @Endpoint({ summary: 'Translations (keyword: key or text; language filter), paged', query: translationQuerySchema, response: pageResultSchema(translationSchema) })
  search(@Query() query: TranslationQuery): Promise<PageResult<TranslationView>> {
    return this.translations.search(query);
  }

  @Post()
  @HttpCode(200)
  @RequirePage('TisosTranslate')
  @Endpoint({ summary: 'Add a text for a key and language (an existing key + language answers "coding repeated")', body: createTranslationSchema, response: z.boolean() })
  create(@Body() body: CreateTranslationBody, @Req() req: TisRequest): Promise<true> {
    return this.translations.create(body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('TisosTranslate')
  @Endpoint({ summary: 'Change a text (recorded in the translation log)', params: translationIdParamsSchema, body: updateTranslationSchema, response: z.boolean() })
  update(@Param() params: TranslationIdParams, @Body() body: UpdateTranslationBody, @Req() req: TisRequest): Promise<true> {
    return this.translations.update(params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('TisosTranslate')
  @Endpoint({ summary: 'Delete a text (recorded in the translation log)', params: translationIdParamsSchema, response: z.boolean() })
  delete(@Param() params: TranslationIdParams, @Req() req: TisRequest): Promise<true> {
    return this.translations.delete(params.id, actorOf(req));
  }

  @Get('export')
  @RequirePage('TisosTranslate')
  @Endpoint({ summary: 'Every key with one column per language, as an Excel workbook (streamed)' })
  async export(@Res() reply: FastifyReply): Promise<void> {
    const languages = await this.languages.codes();
    const name = `translations-${new Date().toISOString().slice(0, 10)}.xlsx`;
    await sendWorkbook(reply, name, (out) => writeTranslationWorkbook(out, languages, this.translations.exportRows()), this.logger);
  }

  @Post('import')
  @HttpCode(200)
  @RequirePage('TisosTranslate')
  @Endpoint({
    summary: `Import an Excel workbook (field "${TRANSLATION_IMPORT_FIELD}", at most 10 MB): header "key" then language codes. All rows or none`,
    bodyType: 'multipart/form-data',
    response: translationImportResultSchema,
  })
  async import(@Req() req: TisRequest): Promise<TranslationImportResult> {
    const file = await firstFile(req, TRANSLATION_IMPORT_FIELD, TRANSLATION_IMPORT_MAX_BYTES);
    if (!file) throw new TisError('validation', { detail: `${TRANSLATION_IMPORT_FIELD}: validation.required` });
    const data = await readUpload(file.stream, TRANSLATION_IMPORT_MAX_BYTES);
    return this.translations.import(data, languageOf(req), actorOf(req), file.fileName);
  }

  @Get('log/list')
  @RequirePage('TisosTranslateLog')
  @Endpoint({
    summary: 'Who changed which text when, newest first (keyword: key; language, user, action, date filters), paged',
    query: translationLogQuerySchema,
    response: pageResultSchema(translationLogSchema),
  })
  logs(@Query() query: TranslationLogQuery): Promise<PageResult<TranslationLogView>> {
    return this.translations.logs(query);
  }
}
