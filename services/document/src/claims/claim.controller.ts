import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  caseIdParamsSchema,
  caseVerifyBodySchema,
  caseVersionBodySchema,
  type ClaimDetail,
  claimDetailSchema,
  claimPageSchema,
  type ClaimQuery,
  claimQuerySchema,
  type ClaimRow,
  createClaimSchema,
  type PageResult,
  updateClaimSchema,
  verifyRecordListSchema,
  type VerifyRecordRow,
} from '@tis/contracts';
import { Endpoint, languageOf, RequireAction, RequirePage, ROOT_LOGGER, sendListExport, type TisRequest } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { deleteQuerySchema, userOf } from '../cases/case.controller.js';
import { CLAIM_EXPORT_COLUMNS } from './claim-views.js';
import { ClaimService } from './claim.service.js';

type Id = { id: string };
const PAGES_READING_A_CLAIM = ['ClaimDetail', 'ClaimManage', 'ClaimList'] as const;

/** Claim cases (spec sections 2 to 5): /ClaimManage, /ClaimList, /ClaimDetail; the case rules. */
@Controller('documentService/claim')
export class ClaimController {
  constructor(
    @Inject(ClaimService) private readonly claims: ClaimService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('work/export')
  @RequirePage('ClaimManage')
  @Endpoint({ summary: 'The authoring list of the claim filter as an Excel workbook (streamed, the list\'s order; more than 100000 rows are refused)', query: claimQuerySchema })
  async workExport(@Req() req: TisRequest, @Query() query: ClaimQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'claims', lang: languageOf(req), columns: CLAIM_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.claims.workList({ ...query, pageNo, pageSize }, user) });
  }

  @Get('export')
  @RequirePage('ClaimList')
  @Endpoint({ summary: 'The published claims of the claim filter as an Excel workbook (streamed, the list\'s order; more than 100000 rows are refused)', query: claimQuerySchema })
  async listExport(@Req() req: TisRequest, @Query() query: ClaimQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'published-claims', lang: languageOf(req), columns: CLAIM_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.claims.publishedList({ ...query, pageNo, pageSize }, user) });
  }

  @Get('work/list')
  @RequirePage('ClaimManage')
  @Endpoint({ summary: "The authoring list: the caller's organisation's claims, those waiting for their approval and, for publishers, the approved ones (claim filter; newest first)", query: claimQuerySchema, response: claimPageSchema })
  workList(@Req() req: TisRequest, @Query() query: ClaimQuery): Promise<PageResult<ClaimRow>> {
    return this.claims.workList(query, userOf(req));
  }

  @Get('list')
  @RequirePage('ClaimList')
  @Endpoint({ summary: "Published claims of the caller's brands (claim filter; newest publication first)", query: claimQuerySchema, response: claimPageSchema })
  list(@Req() req: TisRequest, @Query() query: ClaimQuery): Promise<PageResult<ClaimRow>> {
    return this.claims.publishedList(query, userOf(req));
  }

  @Get(':id')
  @RequirePage(...PAGES_READING_A_CLAIM)
  @Endpoint({ summary: 'A claim with the caller’s workflow buttons (404 when the caller may not read it)', params: caseIdParamsSchema, response: claimDetailSchema })
  detail(@Req() req: TisRequest, @Param() params: Id): Promise<ClaimDetail> {
    return this.claims.detail(params.id, userOf(req));
  }

  @Post()
  @HttpCode(200)
  @RequireAction('create')
  @Endpoint({ summary: 'File a new claim (a draft of the caller; brand and series from the VIN; a claim number used before answers 409002)', body: createClaimSchema, response: claimDetailSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createClaimSchema>): Promise<ClaimDetail> {
    return this.claims.create(body, userOf(req));
  }

  @Put(':id')
  @RequireAction('edit')
  @Endpoint({ summary: 'The author changes a claim that is not submitted (a rejected claim becomes a draft again; 409001 when stale, 409002 for a used claim number)', params: caseIdParamsSchema, body: updateClaimSchema, response: claimDetailSchema })
  update(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof updateClaimSchema>): Promise<ClaimDetail> {
    return this.claims.update(params.id, body, userOf(req));
  }

  @Post(':id/submit')
  @HttpCode(200)
  @RequireAction('submit')
  @Endpoint({ summary: 'The author submits a draft for approval (no sensitive word)', params: caseIdParamsSchema, body: caseVersionBodySchema, response: claimDetailSchema })
  submit(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<ClaimDetail> {
    return this.claims.transition(params.id, 'submit', body.version, userOf(req));
  }

  @Post(':id/verify')
  @HttpCode(200)
  @RequireAction('verify')
  @Endpoint({ summary: "An approver of the claim's department (not its author) approves it, or refuses it with a remark", params: caseIdParamsSchema, body: caseVerifyBodySchema, response: claimDetailSchema })
  verify(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof caseVerifyBodySchema>): Promise<ClaimDetail> {
    return this.claims.transition(params.id, 'verify', body.version, userOf(req), { approved: body.approved, remark: body.remark });
  }

  @Post(':id/publish')
  @HttpCode(200)
  @RequireAction('publish')
  @Endpoint({ summary: 'Publish an approved claim', params: caseIdParamsSchema, body: caseVersionBodySchema, response: claimDetailSchema })
  publish(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<ClaimDetail> {
    return this.claims.transition(params.id, 'publish', body.version, userOf(req));
  }

  @Post(':id/cancelPublish')
  @HttpCode(200)
  @RequireAction('publish')
  @Endpoint({ summary: 'Cancel the publication of a published claim', params: caseIdParamsSchema, body: caseVersionBodySchema, response: claimDetailSchema })
  cancelPublish(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<ClaimDetail> {
    return this.claims.transition(params.id, 'cancelPublish', body.version, userOf(req));
  }

  @Post(':id/discard')
  @HttpCode(200)
  @RequireAction('delete')
  @Endpoint({ summary: 'The author discards a claim that is not published', params: caseIdParamsSchema, body: caseVersionBodySchema, response: claimDetailSchema })
  discard(@Req() req: TisRequest, @Param() params: Id, @Body() body: { version: number }): Promise<ClaimDetail> {
    return this.claims.transition(params.id, 'discard', body.version, userOf(req));
  }

  @Delete(':id')
  @RequireAction('delete')
  @Endpoint({ summary: 'The author deletes a claim that is not submitted', params: caseIdParamsSchema, query: deleteQuerySchema, response: z.literal(true) })
  async remove(@Req() req: TisRequest, @Param() params: Id, @Query() query: { version: number }): Promise<true> {
    await this.claims.remove(params.id, query.version, userOf(req));
    return true;
  }

  @Get(':id/verifyList')
  @RequirePage(...PAGES_READING_A_CLAIM)
  @Endpoint({ summary: 'The approval details of a claim: its verify history, newest first', params: caseIdParamsSchema, response: verifyRecordListSchema })
  verifyList(@Req() req: TisRequest, @Param() params: Id): Promise<VerifyRecordRow[]> {
    return this.claims.verifyList(params.id, userOf(req));
  }
}
