import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  bulletinDeleteQuerySchema,
  type BulletinDetail,
  bulletinDetailSchema,
  bulletinIdParamsSchema,
  type BulletinNews,
  bulletinNewsQuerySchema,
  bulletinNewsSchema,
  bulletinPageSchema,
  type BulletinQuery,
  bulletinQuerySchema,
  type BulletinReader,
  bulletinReaderPageSchema,
  bulletinReaderQuerySchema,
  type BulletinRow,
  bulletinShareQuerySchema,
  type BulletinStep,
  bulletinStepParamsSchema,
  type BulletinValues,
  bulletinVersionSchema,
  createBulletinSchema,
  type PageResult,
  TisError,
  type UpdateBulletinValues,
  updateBulletinSchema,
  type WebTextKey,
} from '@tis/contracts';
import {
  Endpoint,
  type ExportColumn,
  languageOf,
  type RequestUser,
  RequireAction,
  RequirePage,
  ROOT_LOGGER,
  sendListExport,
  timeCell,
  type TisRequest,
  webText,
} from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { BulletinService } from './bulletin.service.js';

type Page = { pageNo: number; pageSize: number };

function userOf(req: TisRequest): RequestUser {
  if (!req.user) throw new TisError('unauthorized');
  return req.user;
}

/** The columns of the /BulletinList workbook, headed as the list's columns. */
const BULLETIN_EXPORT_COLUMNS: readonly ExportColumn<BulletinRow>[] = [
  { header: 'bulletins.field.title', cell: (b) => b.title },
  { header: 'bulletins.field.publishState', cell: (b, lang) => webText(lang, `bulletins.publishState.${b.publishState}` as WebTextKey) },
  { header: 'bulletins.field.userTypes', cell: (b, lang) => b.userTypes.map((type) => webText(lang, `bulletins.userType.${type}` as WebTextKey)).join(', ') },
  { header: 'bulletins.field.brands', cell: (b, lang) => (b.brandCodes.length ? b.brandCodes.join(', ') : webText(lang, 'bulletins.field.allBrands')) },
  { header: 'bulletins.field.author', cell: (b) => b.authorName },
  { header: 'bulletins.field.createdAt', cell: (b) => timeCell(b.createdAt) },
  { header: 'bulletins.field.publishTime', cell: (b) => timeCell(b.publishTime) },
  { header: 'bulletins.field.timesRead', cell: (b) => b.timesRead },
];

/**
 * System notices (FUNC-notice; spec section 2: /BulletinList, /BulletinDetail): the list and the
 * reading view for the users of those pages; writing, publishing and deleting for the notice staff.
 */
@Controller('systemService/bulletin')
export class BulletinController {
  constructor(
    @Inject(BulletinService) private readonly bulletins: BulletinService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('list')
  @RequirePage('BulletinList', 'BulletinDetail')
  @Endpoint({
    summary: 'Notices, newest first: every notice for the notice staff, the published ones that target the caller for everyone else (paged; keyword, publish state, brand, unread, created between two days)',
    query: bulletinQuerySchema,
    response: bulletinPageSchema,
  })
  list(@Req() req: TisRequest, @Query() query: BulletinQuery): Promise<PageResult<BulletinRow>> {
    return this.bulletins.list(query, userOf(req));
  }

  @Get('export')
  @RequirePage('BulletinList')
  @Endpoint({ summary: "The notices of the list's filters as an Excel workbook (streamed, the list's order; more than 100000 rows are refused)", query: bulletinQuerySchema })
  async export(@Req() req: TisRequest, @Query() query: BulletinQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'notices', lang: languageOf(req), columns: BULLETIN_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.bulletins.list({ ...query, pageNo, pageSize }, user) });
  }

  @Get('news')
  @RequirePage('BulletinList', 'BulletinDetail')
  @Endpoint({ summary: 'The header and the home page: the newest published notices that target the caller (unreadOnly: the unread ones) and how many are unread', query: bulletinNewsQuerySchema, response: bulletinNewsSchema })
  news(@Req() req: TisRequest, @Query() query: { unreadOnly: boolean }): Promise<BulletinNews> {
    return this.bulletins.news(query.unreadOnly, userOf(req));
  }

  @Get('share')
  @RequirePage('BulletinList', 'BulletinDetail')
  @Endpoint({ summary: "Share a published notice with another account it targets: it reaches the receiver's messages in their language", query: bulletinShareQuerySchema, response: z.literal(true) })
  share(@Req() req: TisRequest, @Query() query: z.infer<typeof bulletinShareQuerySchema>): Promise<true> {
    return this.bulletins.share(query, userOf(req));
  }

  @Get(':id')
  @RequirePage('BulletinList', 'BulletinDetail')
  @Endpoint({ summary: 'A notice with its text and attachments (404 when the caller may not read it); opening a published notice counts a reading', params: bulletinIdParamsSchema, response: bulletinDetailSchema })
  detail(@Req() req: TisRequest, @Param() params: { id: string }): Promise<BulletinDetail> {
    return this.bulletins.detail(params.id, userOf(req));
  }

  @Get(':id/readers')
  @RequirePage('BulletinList', 'BulletinDetail')
  @Endpoint({ summary: 'Who read a notice and how often, last reading first (the notice staff)', params: bulletinIdParamsSchema, query: bulletinReaderQuerySchema, response: bulletinReaderPageSchema })
  readers(@Req() req: TisRequest, @Param() params: { id: string }, @Query() query: Page): Promise<PageResult<BulletinReader>> {
    return this.bulletins.readers(params.id, query, userOf(req));
  }

  @Get(':id/history')
  @RequirePage('BulletinList', 'BulletinDetail')
  @Endpoint({
    summary: 'The publication history of a notice: publish and cancel, who and when, newest first',
    params: bulletinIdParamsSchema,
    response: z.array(z.object({ action: z.string(), fullName: z.string(), verifyTime: z.string() })),
  })
  history(@Req() req: TisRequest, @Param() params: { id: string }): Promise<{ action: string; fullName: string; verifyTime: string }[]> {
    return this.bulletins.history(params.id, userOf(req));
  }

  @Post()
  @HttpCode(200)
  @RequireAction('create', 'BulletinList')
  @Endpoint({ summary: 'Write a notice (the notice staff): title, rich text, attachments, the user types and brands it targets; an unpublished draft', body: createBulletinSchema, response: bulletinDetailSchema })
  create(@Req() req: TisRequest, @Body() body: BulletinValues): Promise<BulletinDetail> {
    return this.bulletins.create(body, userOf(req));
  }

  @Put(':id')
  @RequireAction('edit', 'BulletinList')
  @Endpoint({ summary: 'Change a notice that is not published (409001 when stale or published)', params: bulletinIdParamsSchema, body: updateBulletinSchema, response: bulletinDetailSchema })
  update(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: UpdateBulletinValues): Promise<BulletinDetail> {
    return this.bulletins.update(params.id, body, userOf(req));
  }

  @Post(':id/:action')
  @HttpCode(200)
  @RequireAction('publish', 'BulletinList')
  @Endpoint({ summary: 'Publish a notice, or cancel the publication of a published one (409001 when stale or in another state)', params: bulletinStepParamsSchema, body: bulletinVersionSchema, response: bulletinDetailSchema })
  step(@Req() req: TisRequest, @Param() params: { id: string; action: BulletinStep }, @Body() body: { version: number }): Promise<BulletinDetail> {
    return this.bulletins.step(params.id, params.action, body.version, userOf(req));
  }

  @Delete(':id')
  @RequireAction('delete', 'BulletinList')
  @Endpoint({ summary: 'Delete a notice that is not published, with its readings', params: bulletinIdParamsSchema, query: bulletinDeleteQuerySchema, response: z.literal(true) })
  async remove(@Req() req: TisRequest, @Param() params: { id: string }, @Query() query: { version: number }): Promise<true> {
    await this.bulletins.remove(params.id, query.version, userOf(req));
    return true;
  }
}
