import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  caseIdParamsSchema,
  caseVerifyBodySchema,
  caseVersionBodySchema,
  createProductChangeSchema,
  type PageResult,
  type ProductChangeDetail,
  productChangeDetailSchema,
  productChangePageSchema,
  type ProductChangeQuery,
  productChangeQuerySchema,
  type ProductChangeRow,
  type ProductChangeVinAnswer,
  productChangeVinAnswerSchema,
  type ProductChangeVinQuery,
  productChangeVinQuerySchema,
  type PublishedProductChangeQuery,
  publishedProductChangeQuerySchema,
  updateProductChangeSchema,
  verifyRecordListSchema,
  type VerifyRecordRow,
} from '@tis/contracts';
import { Endpoint, languageOf, RequireAction, RequirePage, ROOT_LOGGER, sendListExport, type TisRequest } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { deleteQuerySchema, userOf } from '../cases/case.controller.js';
import { PRODUCT_CHANGE_EXPORT_COLUMNS } from './product-change-views.js';
import { ProductChangeService } from './product-change.service.js';

type Id = { id: string };
/** Pages whose users read one change: the readers' list, the reading view, the staff list and the editor. */
const PAGES_READING_A_CHANGE = ['ViewProductChange', 'ProductChange', 'ProductChangeManagement', 'EditProductChange'] as const;
/** The staff writes: the action key and the staff page (a dealer holds create, submit, edit and delete for their own kinds). */
const STAFF = 'ProductChangeManagement' as const;
const EDITOR = 'EditProductChange' as const;

/**
 * Product-change notices (`productChange`): /ProductChange (published list, VIN check),
 * /ProductChangeManagement (staff list, export, workflow), /EditProductChange and /ViewProductChange.
 */
@Controller('documentService/productChange')
export class ProductChangeController {
  constructor(
    @Inject(ProductChangeService) private readonly changes: ProductChangeService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('list')
  @RequirePage(STAFF)
  @Endpoint({ summary: "The staff's product changes: their own, their organisation's and every submitted one (filter; newest first)", query: productChangeQuerySchema, response: productChangePageSchema })
  list(@Req() req: TisRequest, @Query() query: ProductChangeQuery): Promise<PageResult<ProductChangeRow>> {
    return this.changes.list(query, userOf(req));
  }

  @Get('export')
  @RequirePage(STAFF)
  @Endpoint({ summary: "The staff list of the filter as an Excel workbook (streamed, the list's order; more than 100000 rows are refused)", query: productChangeQuerySchema })
  async export(@Req() req: TisRequest, @Query() query: ProductChangeQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'product-changes', lang: languageOf(req), columns: PRODUCT_CHANGE_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.changes.list({ ...query, pageNo, pageSize }, user) });
  }

  @Get('published')
  @RequirePage('ProductChange')
  @Endpoint({ summary: "The published product changes of the caller's brands (brand, series, keyword, effective days; latest effective first)", query: publishedProductChangeQuerySchema, response: productChangePageSchema })
  published(@Req() req: TisRequest, @Query() query: PublishedProductChangeQuery): Promise<PageResult<ProductChangeRow>> {
    return this.changes.published(query, userOf(req));
  }

  @Get('byVin')
  @RequirePage('ProductChange')
  @Endpoint({ summary: 'Which published product changes apply to a VIN (series, model, VIN range or production day; "VIN not found" for an unknown VIN)', query: productChangeVinQuerySchema, response: productChangeVinAnswerSchema })
  byVin(@Req() req: TisRequest, @Query() query: ProductChangeVinQuery): Promise<ProductChangeVinAnswer> {
    return this.changes.byVin(query, userOf(req));
  }

  @Get(':id')
  @RequirePage(...PAGES_READING_A_CHANGE)
  @Endpoint({ summary: 'A product change with its series, models, range, attachments and the caller’s workflow buttons (404 when the caller may not read it)', params: caseIdParamsSchema, response: productChangeDetailSchema })
  detail(@Req() req: TisRequest, @Param() params: Id): Promise<ProductChangeDetail> {
    return this.changes.detail(params.id, userOf(req));
  }

  @Post()
  @HttpCode(200)
  @RequireAction('create', EDITOR)
  @Endpoint({ summary: 'Write a product change (a draft of the caller; brand, series and models checked against the master data; 409002 when the code exists)', body: createProductChangeSchema, response: productChangeDetailSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createProductChangeSchema>): Promise<ProductChangeDetail> {
    return this.changes.create(body, userOf(req));
  }

  @Put(':id')
  @RequireAction('edit', EDITOR)
  @Endpoint({ summary: 'The author changes a product change that is not submitted (a rejected one becomes a draft again; 409001 when stale)', params: caseIdParamsSchema, body: updateProductChangeSchema, response: productChangeDetailSchema })
  update(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof updateProductChangeSchema>): Promise<ProductChangeDetail> {
    return this.changes.update(params.id, body, userOf(req));
  }

  @Post(':id/submit')
  @HttpCode(200)
  @RequireAction('submit', STAFF)
  @Endpoint({ summary: 'The author submits a draft for review (no sensitive word)', params: caseIdParamsSchema, body: caseVersionBodySchema, response: productChangeDetailSchema })
  submit(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<ProductChangeDetail> {
    return this.changes.transition(params.id, 'submit', body.version, userOf(req));
  }

  @Post(':id/verify')
  @HttpCode(200)
  @RequireAction('verify', STAFF)
  @Endpoint({ summary: 'A holder of the verify key other than the author approves the change, or refuses it with a remark', params: caseIdParamsSchema, body: caseVerifyBodySchema, response: productChangeDetailSchema })
  verify(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof caseVerifyBodySchema>): Promise<ProductChangeDetail> {
    return this.changes.transition(params.id, 'verify', body.version, userOf(req), { approved: body.approved, remark: body.remark });
  }

  @Post(':id/publish')
  @HttpCode(200)
  @RequireAction('publish', STAFF)
  @Endpoint({ summary: "Publish an approved change: every dealer user of its brand gets a message in /MyMessage", params: caseIdParamsSchema, body: caseVersionBodySchema, response: productChangeDetailSchema })
  publish(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<ProductChangeDetail> {
    return this.changes.transition(params.id, 'publish', body.version, userOf(req));
  }

  @Post(':id/cancelPublish')
  @HttpCode(200)
  @RequireAction('publish', STAFF)
  @Endpoint({ summary: 'Cancel the publication of a published change', params: caseIdParamsSchema, body: caseVersionBodySchema, response: productChangeDetailSchema })
  cancelPublish(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<ProductChangeDetail> {
    return this.changes.transition(params.id, 'cancelPublish', body.version, userOf(req));
  }

  @Post(':id/discard')
  @HttpCode(200)
  @RequireAction('delete', STAFF)
  @Endpoint({ summary: 'The author discards a change that is not published', params: caseIdParamsSchema, body: caseVersionBodySchema, response: productChangeDetailSchema })
  discard(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<ProductChangeDetail> {
    return this.changes.transition(params.id, 'discard', body.version, userOf(req));
  }

  @Delete(':id')
  @RequireAction('delete', STAFF)
  @Endpoint({ summary: 'The author deletes a change that is not submitted, with its series', params: caseIdParamsSchema, query: deleteQuerySchema, response: z.literal(true) })
  async remove(@Req() req: TisRequest, @Param() params: Id, @Query() query: { version: number }): Promise<true> {
    await this.changes.remove(params.id, query.version, userOf(req));
    return true;
  }

  @Get(':id/verifyList')
  @RequirePage(...PAGES_READING_A_CHANGE)
  @Endpoint({ summary: 'The review and publication history of a change, newest first', params: caseIdParamsSchema, response: verifyRecordListSchema })
  verifyList(@Req() req: TisRequest, @Param() params: Id): Promise<VerifyRecordRow[]> {
    return this.changes.verifyList(params.id, userOf(req));
  }
}
