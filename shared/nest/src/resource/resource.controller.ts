import { Body, Controller, Delete, Get, HttpCode, Inject, type InjectionToken, Param, Post, Put, Query, Req, Res, type Type } from '@nestjs/common';
import {
  type ActionKey,
  businessError,
  excelFileName,
  type PageResult,
  pageResultSchema,
  type QueryOf,
  RESOURCE_EXPORT_MAX_ROWS,
  RESOURCE_IMPORT_FIELD,
  RESOURCE_IMPORT_MAX_BYTES,
  RESOURCE_IMPORT_MAX_ROWS,
  type ResourceDescriptor,
  type ResourceImportResult,
  resourceImportResultSchema,
  resourcePath,
  type RowOf,
  TisError,
} from '@tis/contracts';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { Authenticated, RequireAction, RequirePage } from '../auth/access.js';
import { Endpoint } from '../http/endpoint.js';
import { firstFile, readUpload } from '../http/multipart.js';
import { actorOf, languageOf, type TisRequest } from '../http/request-context.js';
import { sendWorkbook } from '../http/workbook-download.js';
import { ROOT_LOGGER } from '../platform/tokens.js';
import { importWorkbook, type ResourceExcelService, writeResourceSheet } from './resource-excel.js';
import type { ResourceCaller, ResourceService } from './versioned-crud.service.js';

/** The row routes' `:id`. */
export const resourceIdParamsSchema = z.object({ id: z.string().min(1).max(36) });

const capitalised = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** Who asks, in which language (the Language header). */
const callerOf = (req: TisRequest): ResourceCaller => ({ userCode: actorOf(req), lang: languageOf(req) });

/**
 * The routes of a resource under /tis/api/<base>/<path>, from its descriptor: `GET list` (the
 * page), `GET options` (any signed-in user; when the descriptor has options), `POST` (409002 for
 * a repeated code), `PUT :id` (409001 when the row changed since it was read), `DELETE :id`
 * (409003 while in use). Each write needs the descriptor's action key (spec section 6) if it names
 * one, else the page. With `excel`: `GET export` (the export action, else the page), `GET
 * template` (the page) and `POST import` (the import action, else the page). `service` is the
 * provider of the resource's `ResourceService` (VersionedCrudService).
 */
export function resourceController<D extends ResourceDescriptor>(descriptor: D, service: InjectionToken<ResourceService<D> & ResourceExcelService<D>>): Type {
  const { page, actions = {}, noun } = descriptor;
  // The page and the other screens of the same rows.
  const pages = [page, ...(descriptor.sharedPages ?? [])] as const;
  const access = (action: ActionKey | undefined): MethodDecorator => (action ? RequireAction(action, ...(descriptor.actionsNeedPage ? pages : [])) : RequirePage(...pages));
  const keywordColumns = descriptor.keywordFields.join(' or ');
  const order = (descriptor.order ?? descriptor.codeFields.slice(0, 1).map((f) => [f, 'ASC'] as const)).map(([f, d]) => `${f} ${d}`).join(', ');

  @Controller(resourcePath(descriptor))
  class ResourceController {
    constructor(
      @Inject(service) private readonly rows: ResourceService<D> & ResourceExcelService<D>,
      @Inject(ROOT_LOGGER) private readonly logger: Logger,
    ) {}

    @Get('list')
    @(descriptor.listForAll ? Authenticated() : RequirePage(...pages, ...(descriptor.listPages ?? [])))
    @Endpoint({ summary: `${capitalised(noun)} list by ${order} (paged; keyword matches ${keywordColumns})`, query: descriptor.query, response: pageResultSchema(descriptor.row) })
    list(@Req() req: TisRequest, @Query() query: QueryOf<D>): Promise<PageResult<RowOf<D>>> {
      return this.rows.list(query, callerOf(req));
    }

    options(): Promise<Record<string, unknown>[]> {
      return this.rows.options();
    }

    @Post()
    @HttpCode(200)
    @access(actions.create)
    @Endpoint({ summary: `Add ${noun} (409002 when its code exists)`, body: descriptor.create, response: descriptor.row })
    create(@Req() req: TisRequest, @Body() body: z.infer<D['create']>): Promise<RowOf<D>> {
      return this.rows.create(body, actorOf(req), languageOf(req));
    }

    @Put(':id')
    @access(actions.update)
    @Endpoint({ summary: `Change ${noun} (409001 when it changed since it was read)`, params: resourceIdParamsSchema, body: descriptor.update, response: descriptor.row })
    update(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: z.infer<D['update']>): Promise<RowOf<D>> {
      return this.rows.update(params.id, body, actorOf(req), languageOf(req));
    }

    @Delete(':id')
    @access(actions.remove)
    @Endpoint({ summary: `Delete ${noun}${descriptor.inUseWhen ? ` (409003 ${descriptor.inUseWhen})` : ''}`, params: resourceIdParamsSchema, response: z.literal(true) })
    async remove(@Req() req: TisRequest, @Param() params: { id: string }): Promise<true> {
      await this.rows.remove(params.id, actorOf(req));
      return true;
    }

    async export(@Req() req: TisRequest, @Res() reply: FastifyReply): Promise<void> {
      const query = req.query as QueryOf<D>;
      const caller = callerOf(req);
      if ((await this.rows.exportCount(query, caller)) > RESOURCE_EXPORT_MAX_ROWS) throw businessError('resource.export.tooManyRows', { max: RESOURCE_EXPORT_MAX_ROWS });
      const rows = this.rows.exportRows(query, caller, RESOURCE_EXPORT_MAX_ROWS);
      const name = excelFileName(descriptor, 'export', new Date().toISOString().slice(0, 10));
      await sendWorkbook(reply, name, (out) => writeResourceSheet(out, descriptor, languageOf(req), rows), this.logger);
    }

    async template(@Req() req: TisRequest, @Res() reply: FastifyReply): Promise<void> {
      await sendWorkbook(reply, excelFileName(descriptor, 'template', ''), (out) => writeResourceSheet(out, descriptor, languageOf(req), null), this.logger);
    }

    async import(@Req() req: TisRequest): Promise<ResourceImportResult> {
      const file = await firstFile(req, RESOURCE_IMPORT_FIELD, RESOURCE_IMPORT_MAX_BYTES);
      if (!file) throw new TisError('validation', { detail: `${RESOURCE_IMPORT_FIELD}: validation.required` });
      const data = await readUpload(file.stream, RESOURCE_IMPORT_MAX_BYTES);
      return importWorkbook(descriptor, this.rows, data, { by: actorOf(req), lang: languageOf(req), fileName: file.fileName });
    }
  }

  /** Turns a method of the class into a route: only resources that declare it have it. */
  const route = (name: keyof ResourceController, decorators: MethodDecorator[]): void => {
    const method = Object.getOwnPropertyDescriptor(ResourceController.prototype, name);
    if (!method) throw new Error(`ResourceController.${name} is missing`);
    for (const decorate of decorators) decorate(ResourceController.prototype, name, method);
  };

  if (descriptor.excel) {
    const rowsOf = `${noun.replace(/^an? /, '')} rows`;
    route('export', [
      Get('export'),
      access(actions.export),
      Endpoint({ summary: `The ${rowsOf} of the list's keyword and filters as an Excel workbook (streamed; at most ${RESOURCE_EXPORT_MAX_ROWS} rows, more are refused)`, query: descriptor.query }),
    ]);
    route('template', [Get('template'), RequirePage(...pages), Endpoint({ summary: `The Excel import template of the ${rowsOf}: the header row` })]);
    route('import', [
      Post('import'),
      HttpCode(200),
      access(actions.import),
      Endpoint({
        summary: `Import ${rowsOf} from an Excel workbook (field "${RESOURCE_IMPORT_FIELD}", at most 10 MB and ${RESOURCE_IMPORT_MAX_ROWS} rows, the template's columns): a row whose code exists changes that row, others are added. All rows or none`,
        bodyType: 'multipart/form-data',
        response: resourceImportResultSchema,
      }),
    ]);
  }

  if (descriptor.options) {
    // Only resources that are other screens' dropdowns have the route.
    route('options', [
      Get('options'),
      Authenticated(),
      Endpoint({ summary: `Every ${noun.replace(/^an? /, '')} for dropdowns (at most ${descriptor.options.limit})`, response: z.array(descriptor.options.schema) }),
    ]);
  }
  Object.defineProperty(ResourceController, 'name', { value: `${capitalised(descriptor.name)}ResourceController` });
  return ResourceController;
}
