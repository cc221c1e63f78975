import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ALIGNMENT_PARAMETERS,
  type AlignmentByVin,
  alignmentByVinQuerySchema,
  alignmentByVinSchema,
  alignmentDeleteQuerySchema,
  alignmentDetailSchema,
  alignmentIdParamsSchema,
  alignmentPageSchema,
  type AlignmentQuery,
  alignmentQuerySchema,
  type AlignmentStandardDetail,
  type AlignmentStandardValues,
  type AlignmentStandardView,
  type AlignmentStep,
  type AlignmentStepBody,
  alignmentStepSchema,
  createAlignmentStandardSchema,
  formatDecimalDegrees,
  formatDegreesMinutes,
  formatTolerance,
  type PageResult,
  TisError,
  type UpdateAlignmentStandardValues,
  updateAlignmentStandardSchema,
  type WebTextKey,
} from '@tis/contracts';
import { Authenticated, Endpoint, type ExportColumn, languageOf, type RequestUser, RequireAction, RequirePage, ROOT_LOGGER, sendListExport, timeCell, type TisRequest, webText } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AlignmentService } from './alignment.service.js';

function userOf(req: TisRequest): RequestUser {
  if (!req.user) throw new TisError('unauthorized');
  return req.user;
}

const PAGE = 'StandardParametersManager';

/** The list's columns, then per parameter its nominal (both notations) and tolerances. */
const ALIGNMENT_EXPORT_COLUMNS: readonly ExportColumn<AlignmentStandardView>[] = [
  { header: 'alignment.field.brandCode', cell: (s) => s.brandCode },
  { header: 'alignment.field.series', cell: (s) => (s.seriesName ? `${s.seriesCode} ${s.seriesName}` : s.seriesCode) },
  { header: 'alignment.field.model', cell: (s) => (s.modelCode ? (s.modelName ? `${s.modelCode} ${s.modelName}` : s.modelCode) : '') },
  { header: 'alignment.field.state', cell: (s, lang) => webText(lang, `alignment.state.${s.state}` as WebTextKey) },
  ...ALIGNMENT_PARAMETERS.flatMap((p): ExportColumn<AlignmentStandardView>[] => [
    { header: `alignment.param.${p}` as WebTextKey, cell: (s) => `${formatDegreesMinutes(s.values[p].nominal)} (${formatDecimalDegrees(s.values[p].nominal)})` },
    { header: `alignment.export.${p}.check` as WebTextKey, cell: (s) => formatTolerance(s.values[p].check) },
    { header: `alignment.export.${p}.set` as WebTextKey, cell: (s) => formatTolerance(s.values[p].set) },
  ]),
  { header: 'alignment.field.author', cell: (s) => s.authorName },
  { header: 'alignment.field.publishTime', cell: (s) => timeCell(s.publishTime) },
  { header: 'common.table.updatedAt', cell: (s) => timeCell(s.updatedAt) },
];

/**
 * Four-wheel alignment standards (/StandardParametersManager): the management routes for holders
 * of the page and its action keys, and the reader's VIN query for every signed-in user, which
 * answers published standards only.
 */
@Controller('vehicleService/alignmentStandard')
export class AlignmentController {
  constructor(
    @Inject(AlignmentService) private readonly standards: AlignmentService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('list')
  @RequirePage(PAGE)
  @Endpoint({ summary: 'Alignment standards, last changed first (paged; keyword over series and model codes, brand, series, state 0–6)', query: alignmentQuerySchema, response: alignmentPageSchema })
  list(@Req() req: TisRequest, @Query() query: AlignmentQuery): Promise<PageResult<AlignmentStandardView>> {
    return this.standards.list(query, userOf(req));
  }

  @Get('export')
  @RequirePage(PAGE)
  @Endpoint({ summary: "The standards of the list's filters as an Excel workbook (streamed, the list's order; more than 100000 rows are refused)", query: alignmentQuerySchema })
  async export(@Req() req: TisRequest, @Query() query: AlignmentQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'alignment-standards', lang: languageOf(req), columns: ALIGNMENT_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.standards.list({ ...query, pageNo, pageSize }, user) });
  }

  @Get('byVin')
  @Authenticated()
  @Endpoint({ summary: "Reader: the published standard of a VIN's model, else of its series (null when none is published); an unknown VIN answers \"VIN not found\"", query: alignmentByVinQuerySchema, response: alignmentByVinSchema })
  byVin(@Query() query: { vin: string }): Promise<AlignmentByVin> {
    return this.standards.byVin(query.vin);
  }

  @Get(':id')
  @RequirePage(PAGE)
  @Endpoint({ summary: 'A standard with its review history (newest first) and the operations the caller may take', params: alignmentIdParamsSchema, response: alignmentDetailSchema })
  detail(@Req() req: TisRequest, @Param() params: { id: string }): Promise<AlignmentStandardDetail> {
    return this.standards.detail(params.id, userOf(req));
  }

  @Post()
  @HttpCode(200)
  @RequireAction('create', PAGE)
  @Endpoint({ summary: 'Write a standard of a model, or of a series (no model): pending submit; one per model or series (409002)', body: createAlignmentStandardSchema, response: alignmentDetailSchema })
  create(@Req() req: TisRequest, @Body() body: AlignmentStandardValues): Promise<AlignmentStandardDetail> {
    return this.standards.create(body, userOf(req));
  }

  @Put(':id')
  @RequireAction('edit', PAGE)
  @Endpoint({ summary: 'Edit a standard pending submit or rejected (a rejected one is pending submit again); 409001 when stale or in another state', params: alignmentIdParamsSchema, body: updateAlignmentStandardSchema, response: alignmentDetailSchema })
  update(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: UpdateAlignmentStandardValues): Promise<AlignmentStandardDetail> {
    return this.standards.update(params.id, body, userOf(req));
  }

  @Post(':id/submit')
  @HttpCode(200)
  @RequireAction('submit', PAGE)
  @Endpoint({ summary: 'Submit a standard pending submit for its first review (409001 when stale or in another state)', params: alignmentIdParamsSchema, body: alignmentStepSchema, response: alignmentDetailSchema })
  submit(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: AlignmentStepBody): Promise<AlignmentStandardDetail> {
    return this.step(req, params.id, 'submit', body);
  }

  @Post(':id/firstReview')
  @HttpCode(200)
  @RequireAction('verify', PAGE)
  @Endpoint({ summary: 'First review: approve (pending final review) or refuse with a remark (rejected); not by the author', params: alignmentIdParamsSchema, body: alignmentStepSchema, response: alignmentDetailSchema })
  firstReview(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: AlignmentStepBody): Promise<AlignmentStandardDetail> {
    return this.step(req, params.id, 'firstReview', body);
  }

  @Post(':id/finalReview')
  @HttpCode(200)
  @RequireAction('verify', PAGE)
  @Endpoint({ summary: 'Final review: approve (pending publish) or refuse with a remark (rejected); neither by the author nor by the first reviewer', params: alignmentIdParamsSchema, body: alignmentStepSchema, response: alignmentDetailSchema })
  finalReview(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: AlignmentStepBody): Promise<AlignmentStandardDetail> {
    return this.step(req, params.id, 'finalReview', body);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @RequireAction('publish', PAGE)
  @Endpoint({ summary: 'Publish a standard pending publish: readers find it by VIN', params: alignmentIdParamsSchema, body: alignmentStepSchema, response: alignmentDetailSchema })
  publish(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: AlignmentStepBody): Promise<AlignmentStandardDetail> {
    return this.step(req, params.id, 'publish', body);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequireAction('publish', PAGE)
  @Endpoint({ summary: 'Cancel a published standard (kept with its history; its model may get a new standard)', params: alignmentIdParamsSchema, body: alignmentStepSchema, response: alignmentDetailSchema })
  cancel(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: AlignmentStepBody): Promise<AlignmentStandardDetail> {
    return this.step(req, params.id, 'cancel', body);
  }

  @Delete(':id')
  @RequireAction('delete', PAGE)
  @Endpoint({ summary: 'Delete a standard pending submit or rejected, with its history', params: alignmentIdParamsSchema, query: alignmentDeleteQuerySchema, response: z.literal(true) })
  async remove(@Req() req: TisRequest, @Param() params: { id: string }, @Query() query: { version: number }): Promise<true> {
    await this.standards.remove(params.id, query.version, userOf(req));
    return true;
  }

  private step(req: TisRequest, id: string, step: AlignmentStep, body: AlignmentStepBody): Promise<AlignmentStandardDetail> {
    return this.standards.step(id, step, body, userOf(req));
  }
}
