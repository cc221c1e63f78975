import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  caseIdParamsSchema,
  caseVerifyBodySchema,
  caseVersionBodySchema,
  createQualityFbSchema,
  type PageResult,
  type QualityFbDetail,
  qualityFbDetailSchema,
  qualityFbPageSchema,
  type QualityFbQuery,
  qualityFbQuerySchema,
  type QualityFbRow,
  type QualityFbStatRow,
  qualityFbStatPageSchema,
  type QualityFbStatsQuery,
  qualityFbStatsQuerySchema,
  updateQualityFbSchema,
  verifyRecordListSchema,
  type VerifyRecordRow,
} from '@tis/contracts';
import { Endpoint, languageOf, RequireAction, RequirePage, ROOT_LOGGER, sendListExport, type TisRequest } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { deleteQuerySchema, userOf } from '../cases/case.controller.js';
import { QUALITY_FB_EXPORT_COLUMNS } from './quality-feedback-views.js';
import { QualityFeedbackService } from './quality-feedback.service.js';

type Id = { id: string };
const PAGES_READING_A_FEEDBACK = ['QualityFeedbackPreview', 'QualityFeedback'] as const;

/** Quality feedback (`qualityFb`): /QualityFeedback (list, statistics, editor) and /QualityFeedbackPreview; the case rules. */
@Controller('documentService/qualityFb')
export class QualityFeedbackController {
  constructor(
    @Inject(QualityFeedbackService) private readonly feedback: QualityFeedbackService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('list')
  @RequirePage('QualityFeedback')
  @Endpoint({ summary: "The quality feedback list: the caller's organisation's, that waiting for their approval and, for publishers, the approved (filter; newest first)", query: qualityFbQuerySchema, response: qualityFbPageSchema })
  list(@Req() req: TisRequest, @Query() query: QualityFbQuery): Promise<PageResult<QualityFbRow>> {
    return this.feedback.list(query, userOf(req));
  }

  @Get('export')
  @RequirePage('QualityFeedback')
  @Endpoint({ summary: "The quality feedback list of the filter as an Excel workbook (streamed, the list's order; more than 100000 rows are refused)", query: qualityFbQuerySchema })
  async export(@Req() req: TisRequest, @Query() query: QualityFbQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'quality-feedback', lang: languageOf(req), columns: QUALITY_FB_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.feedback.list({ ...query, pageNo, pageSize }, user) });
  }

  @Get('stats')
  @RequirePage('QualityFeedback')
  @Endpoint({ summary: 'Counts of the kept feedback on the caller’s list per series or per part code over the created days, most first (paged)', query: qualityFbStatsQuerySchema, response: qualityFbStatPageSchema })
  stats(@Req() req: TisRequest, @Query() query: QualityFbStatsQuery): Promise<PageResult<QualityFbStatRow>> {
    return this.feedback.stats(query, userOf(req));
  }

  @Get(':id')
  @RequirePage(...PAGES_READING_A_FEEDBACK)
  @Endpoint({ summary: 'A quality feedback with its parts and the caller’s workflow buttons (404 when the caller may not read it)', params: caseIdParamsSchema, response: qualityFbDetailSchema })
  detail(@Req() req: TisRequest, @Param() params: Id): Promise<QualityFbDetail> {
    return this.feedback.detail(params.id, userOf(req));
  }

  @Post()
  @HttpCode(200)
  @RequireAction('create')
  @Endpoint({ summary: 'Report a quality problem on a VIN (a draft of the caller; brand and series from the VIN)', body: createQualityFbSchema, response: qualityFbDetailSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createQualityFbSchema>): Promise<QualityFbDetail> {
    return this.feedback.create(body, userOf(req));
  }

  @Put(':id')
  @RequireAction('edit')
  @Endpoint({ summary: 'The author changes a feedback that is not submitted (a rejected one becomes a draft again; 409001 when stale)', params: caseIdParamsSchema, body: updateQualityFbSchema, response: qualityFbDetailSchema })
  update(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof updateQualityFbSchema>): Promise<QualityFbDetail> {
    return this.feedback.update(params.id, body, userOf(req));
  }

  @Post(':id/submit')
  @HttpCode(200)
  @RequireAction('submit')
  @Endpoint({ summary: 'The author submits a draft for review (no sensitive word)', params: caseIdParamsSchema, body: caseVersionBodySchema, response: qualityFbDetailSchema })
  submit(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<QualityFbDetail> {
    return this.feedback.transition(params.id, 'submit', body.version, userOf(req));
  }

  @Post(':id/verify')
  @HttpCode(200)
  @RequireAction('verify')
  @Endpoint({ summary: "An approver of the feedback's department (not its author) approves it, or refuses it with a remark", params: caseIdParamsSchema, body: caseVerifyBodySchema, response: qualityFbDetailSchema })
  verify(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof caseVerifyBodySchema>): Promise<QualityFbDetail> {
    return this.feedback.transition(params.id, 'verify', body.version, userOf(req), { approved: body.approved, remark: body.remark });
  }

  @Post(':id/publish')
  @HttpCode(200)
  @RequireAction('publish')
  @Endpoint({ summary: 'Publish an approved feedback', params: caseIdParamsSchema, body: caseVersionBodySchema, response: qualityFbDetailSchema })
  publish(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<QualityFbDetail> {
    return this.feedback.transition(params.id, 'publish', body.version, userOf(req));
  }

  @Post(':id/cancelPublish')
  @HttpCode(200)
  @RequireAction('publish')
  @Endpoint({ summary: 'Cancel the publication of a published feedback', params: caseIdParamsSchema, body: caseVersionBodySchema, response: qualityFbDetailSchema })
  cancelPublish(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<QualityFbDetail> {
    return this.feedback.transition(params.id, 'cancelPublish', body.version, userOf(req));
  }

  @Post(':id/discard')
  @HttpCode(200)
  @RequireAction('delete')
  @Endpoint({ summary: 'The author discards a feedback that is not published', params: caseIdParamsSchema, body: caseVersionBodySchema, response: qualityFbDetailSchema })
  discard(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<QualityFbDetail> {
    return this.feedback.transition(params.id, 'discard', body.version, userOf(req));
  }

  @Delete(':id')
  @RequireAction('delete')
  @Endpoint({ summary: 'The author deletes a feedback that is not submitted, with its parts', params: caseIdParamsSchema, query: deleteQuerySchema, response: z.literal(true) })
  async remove(@Req() req: TisRequest, @Param() params: Id, @Query() query: { version: number }): Promise<true> {
    await this.feedback.remove(params.id, query.version, userOf(req));
    return true;
  }

  @Get(':id/verifyList')
  @RequirePage(...PAGES_READING_A_FEEDBACK)
  @Endpoint({ summary: 'The review history of a feedback, newest first', params: caseIdParamsSchema, response: verifyRecordListSchema })
  verifyList(@Req() req: TisRequest, @Param() params: Id): Promise<VerifyRecordRow[]> {
    return this.feedback.verifyList(params.id, userOf(req));
  }
}
