import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  type CaseDetail,
  caseDetailSchema,
  type CaseExcellentBody,
  caseExcellentBodySchema,
  caseIdParamsSchema,
  casePageSchema,
  type CaseQuery,
  caseQuerySchema,
  type CaseReader,
  caseReaderPageSchema,
  caseReaderQuerySchema,
  type CaseRow,
  caseRowSchema,
  caseShareQuerySchema,
  caseVerifyBodySchema,
  caseVersionBodySchema,
  createCaseSchema,
  type PageResult,
  type PageQuery,
  TisError,
  updateCaseSchema,
  verifyRecordListSchema,
  type VerifyRecordRow,
  versionSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, languageOf, type RequestUser, RequireAction, RequirePage, ROOT_LOGGER, sendListExport, type TisRequest } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { CASE_EXPORT_COLUMNS } from './case-views.js';
import { CaseService } from './case.service.js';

type Id = { id: string };
const PAGES_READING_A_CASE = ['CaseDetail', 'CaseWorkDetail', 'CaseWork', 'CaseList'] as const;
/** The query of a delete: the version the screen read. */
export const deleteQuerySchema = z.object({ version: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), versionSchema) });

export function userOf(req: TisRequest): RequestUser {
  if (!req.user) throw new TisError('unauthorized');
  return req.user;
}

/** Repair cases (spec sections 2, 4 and 7): /CaseWork, /CaseWorkDetail, /CaseList, /CaseDetail. */
@Controller('documentService/case')
export class CaseController {
  constructor(
    @Inject(CaseService) private readonly cases: CaseService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('work/list')
  @RequirePage('CaseWork')
  @Endpoint({ summary: "The authoring list: the caller's organisation's cases, those waiting for their approval and, for publishers, the approved ones (case filter; newest first)", query: caseQuerySchema, response: casePageSchema })
  workList(@Req() req: TisRequest, @Query() query: CaseQuery): Promise<PageResult<CaseRow>> {
    return this.cases.workList(query, userOf(req));
  }

  @Get('list')
  @RequirePage('CaseList')
  @Endpoint({ summary: "Published cases of the caller's brands (case filter; newest publication first)", query: caseQuerySchema, response: casePageSchema })
  list(@Req() req: TisRequest, @Query() query: CaseQuery): Promise<PageResult<CaseRow>> {
    return this.cases.publishedList(query, userOf(req));
  }

  @Get('work/export')
  @RequirePage('CaseWork')
  @Endpoint({ summary: 'The authoring list of the case filter as an Excel workbook (streamed, the list\'s order; more than 100000 rows are refused)', query: caseQuerySchema })
  async workExport(@Req() req: TisRequest, @Query() query: CaseQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'cases', lang: languageOf(req), columns: CASE_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.cases.workList({ ...query, pageNo, pageSize }, user) });
  }

  @Get('export')
  @RequirePage('CaseList')
  @Endpoint({ summary: 'The published cases of the case filter as an Excel workbook (streamed, the list\'s order; more than 100000 rows are refused)', query: caseQuerySchema })
  async listExport(@Req() req: TisRequest, @Query() query: CaseQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'published-cases', lang: languageOf(req), columns: CASE_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.cases.publishedList({ ...query, pageNo, pageSize }, user) });
  }

  @Get('excellent')
  @Authenticated()
  @Endpoint({ summary: 'The newest published excellent cases the caller may read (home page, at most 10)', response: z.array(caseRowSchema) })
  excellent(@Req() req: TisRequest): Promise<CaseRow[]> {
    return this.cases.excellent(userOf(req));
  }

  @Get('share')
  @RequirePage('CaseDetail')
  @Endpoint({ summary: "Share a published case: it reaches the receiver's messages in their language", query: caseShareQuerySchema, response: z.literal(true) })
  share(@Req() req: TisRequest, @Query() query: z.infer<typeof caseShareQuerySchema>): Promise<true> {
    return this.cases.share(query, userOf(req));
  }

  @Get(':id')
  @RequirePage(...PAGES_READING_A_CASE)
  @Endpoint({ summary: 'A case with its rows and the caller’s workflow buttons (404 when the caller may not read it); reading a published case counts', params: caseIdParamsSchema, response: caseDetailSchema })
  detail(@Req() req: TisRequest, @Param() params: Id): Promise<CaseDetail> {
    return this.cases.detail(params.id, userOf(req));
  }

  @Post()
  @HttpCode(200)
  @RequireAction('create')
  @Endpoint({ summary: 'Write a new case (a draft of the caller, in their organisation and department)', body: createCaseSchema, response: caseDetailSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createCaseSchema>): Promise<CaseDetail> {
    return this.cases.create(body, userOf(req), languageOf(req));
  }

  @Put(':id')
  @RequireAction('edit')
  @Endpoint({ summary: 'The author changes a case that is not submitted (its rows are replaced; a rejected case becomes a draft again; 409001 when stale)', params: caseIdParamsSchema, body: updateCaseSchema, response: caseDetailSchema })
  update(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof updateCaseSchema>): Promise<CaseDetail> {
    return this.cases.update(params.id, body, userOf(req));
  }

  @Post(':id/submit')
  @HttpCode(200)
  @RequireAction('submit')
  @Endpoint({ summary: 'The author submits a draft for approval (a fault row, a solution, no sensitive word)', params: caseIdParamsSchema, body: caseVersionBodySchema, response: caseDetailSchema })
  submit(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<CaseDetail> {
    return this.cases.transition(params.id, 'submit', body.version, userOf(req));
  }

  @Post(':id/verify')
  @HttpCode(200)
  @RequireAction('verify')
  @Endpoint({ summary: "An approver of the case's department (not its author) approves it, or refuses it with a remark", params: caseIdParamsSchema, body: caseVerifyBodySchema, response: caseDetailSchema })
  verify(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof caseVerifyBodySchema>): Promise<CaseDetail> {
    return this.cases.transition(params.id, 'verify', body.version, userOf(req), { approved: body.approved, remark: body.remark });
  }

  @Post(':id/publish')
  @HttpCode(200)
  @RequireAction('publish')
  @Endpoint({ summary: 'Publish an approved case', params: caseIdParamsSchema, body: caseVersionBodySchema, response: caseDetailSchema })
  publish(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<CaseDetail> {
    return this.cases.transition(params.id, 'publish', body.version, userOf(req));
  }

  @Post(':id/cancelPublish')
  @HttpCode(200)
  @RequireAction('publish')
  @Endpoint({ summary: 'Cancel the publication of a published case', params: caseIdParamsSchema, body: caseVersionBodySchema, response: caseDetailSchema })
  cancelPublish(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<CaseDetail> {
    return this.cases.transition(params.id, 'cancelPublish', body.version, userOf(req));
  }

  @Post(':id/discard')
  @HttpCode(200)
  @RequireAction('delete')
  @Endpoint({ summary: 'The author discards a case that is not published', params: caseIdParamsSchema, body: caseVersionBodySchema, response: caseDetailSchema })
  discard(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<CaseDetail> {
    return this.cases.transition(params.id, 'discard', body.version, userOf(req));
  }

  @Delete(':id')
  @RequireAction('delete')
  @Endpoint({ summary: 'The author deletes a case that is not submitted', params: caseIdParamsSchema, query: deleteQuerySchema, response: z.literal(true) })
  async remove(@Req() req: TisRequest, @Param() params: Id, @Query() query: { version: number }): Promise<true> {
    await this.cases.remove(params.id, query.version, userOf(req));
    return true;
  }

  @Put(':id/excellent')
  @RequireAction('publish')
  @Endpoint({ summary: 'Mark a published case as excellent (home page), or unmark it', params: caseIdParamsSchema, body: caseExcellentBodySchema, response: caseDetailSchema })
  markExcellent(@Req() req: TisRequest, @Param() params: Id, @Body() body: CaseExcellentBody): Promise<CaseDetail> {
    return this.cases.markExcellent(params.id, body, userOf(req));
  }

  @Get(':id/verifyList')
  @RequirePage(...PAGES_READING_A_CASE)
  @Endpoint({ summary: 'The verify history of a case, newest first', params: caseIdParamsSchema, response: verifyRecordListSchema })
  verifyList(@Req() req: TisRequest, @Param() params: Id): Promise<VerifyRecordRow[]> {
    return this.cases.verifyList(params.id, userOf(req));
  }

  @Get(':id/readers')
  @RequirePage(...PAGES_READING_A_CASE)
  @Endpoint({ summary: 'Who read a published case and how often (its author, approvers and publishers)', params: caseIdParamsSchema, query: caseReaderQuerySchema, response: caseReaderPageSchema })
  readers(@Req() req: TisRequest, @Param() params: Id, @Query() query: PageQuery): Promise<PageResult<CaseReader>> {
    return this.cases.readers(params.id, query, userOf(req));
  }
}
