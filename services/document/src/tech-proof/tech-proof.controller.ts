import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  answerTechQuaSchema,
  cancelTechQuaSchema,
  createTechProveSchema,
  createTechQuaSchema,
  type PageResult,
  TECH_PROVE_PAGE,
  TECH_PROVE_PREVIEW_PAGE,
  type TechProveDetail,
  techProveDetailSchema,
  techProveIdParamsSchema,
  techProvePageSchema,
  type TechProveQuery,
  techProveQuerySchema,
  type TechProveRow,
  type TechProveStep,
  techProveStepBodySchema,
  techQuaIdParamsSchema,
  updateTechProveSchema,
} from '@tis/contracts';
import { Endpoint, languageOf, RequireAction, RequirePage, ROOT_LOGGER, sendListExport, type TisRequest } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { userOf } from '../cases/case.controller.js';
import { TECH_PROVE_EXPORT_COLUMNS } from './tech-proof-views.js';
import { TechProofService } from './tech-proof.service.js';

type Id = { id: string };
type StepBody = z.infer<typeof techProveStepBodySchema>;
const PAGE = TECH_PROVE_PAGE;
const READING_PAGES = [TECH_PROVE_PREVIEW_PAGE, TECH_PROVE_PAGE] as const;

/**
 * Technical proof and improvement (`techProve`): /TechProve (list, workbook, editor, steps) and
 * /TechProvePreview (reading view, history, questions). The steps follow TECH_PROVE_MACHINE: staff
 * steps need the staff's action key with the page, the proposer's need the page; the table decides
 * the rest (403 for the role, 409001 for the state).
 */
@Controller('documentService/techProve')
export class TechProofController {
  constructor(
    @Inject(TechProofService) private readonly proofs: TechProofService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('list')
  @RequirePage(PAGE)
  @Endpoint({ summary: 'The technical proofs the caller may read (staff: all; others: their own, their organisation’s, proven and closed ones), filtered, newest first', query: techProveQuerySchema, response: techProvePageSchema })
  list(@Req() req: TisRequest, @Query() query: TechProveQuery): Promise<PageResult<TechProveRow>> {
    return this.proofs.list(query, userOf(req));
  }

  @Get('export')
  @RequirePage(PAGE)
  @Endpoint({ summary: "The technical proof list of the filter as an Excel workbook (streamed, the list's order; more than 100000 rows are refused)", query: techProveQuerySchema })
  async export(@Req() req: TisRequest, @Query() query: TechProveQuery, @Res() reply: FastifyReply): Promise<void> {
    const user = userOf(req);
    await sendListExport(reply, this.logger, { fileName: 'tech-proof', lang: languageOf(req), columns: TECH_PROVE_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.proofs.list({ ...query, pageNo, pageSize }, user) });
  }

  @Post('techQua')
  @HttpCode(200)
  @RequirePage(...READING_PAGES)
  @Endpoint({ summary: 'Ask a technical question on a proof the caller reads while it is open (409001 once closed or cancelled)', body: createTechQuaSchema, response: techProveDetailSchema })
  ask(@Req() req: TisRequest, @Body() body: z.infer<typeof createTechQuaSchema>): Promise<TechProveDetail> {
    return this.proofs.ask(body.proveId, body.question, userOf(req));
  }

  @Post('techQua/:quaId/answer')
  @HttpCode(200)
  @RequireAction('verify', PAGE)
  @Endpoint({ summary: 'The quality staff answer a submitted question (longer than 5 characters; 409001 when no longer submitted)', params: techQuaIdParamsSchema, body: answerTechQuaSchema, response: techProveDetailSchema })
  answer(@Req() req: TisRequest, @Param() params: { quaId: string }, @Body() body: z.infer<typeof answerTechQuaSchema>): Promise<TechProveDetail> {
    return this.proofs.answer(params.quaId, body, userOf(req));
  }

  @Post('techQua/:quaId/cancel')
  @HttpCode(200)
  @RequirePage(...READING_PAGES)
  @Endpoint({ summary: 'Who asked a submitted question, or the quality staff, cancel it (409001 when no longer submitted)', params: techQuaIdParamsSchema, body: cancelTechQuaSchema, response: techProveDetailSchema })
  cancelQuestion(@Req() req: TisRequest, @Param() params: { quaId: string }, @Body() body: StepBody): Promise<TechProveDetail> {
    return this.proofs.cancelQuestion(params.quaId, body, userOf(req));
  }

  @Get(':id')
  @RequirePage(...READING_PAGES)
  @Endpoint({ summary: 'A technical proof with its history, attachments, questions and the caller’s operations (404 when the caller may not read it)', params: techProveIdParamsSchema, response: techProveDetailSchema })
  detail(@Req() req: TisRequest, @Param() params: Id): Promise<TechProveDetail> {
    return this.proofs.detail(params.id, userOf(req));
  }

  @Post()
  @HttpCode(200)
  @RequireAction('create', PAGE)
  @Endpoint({ summary: 'Raise a technical proof / improvement request: pending (submitted), recorded and announced', body: createTechProveSchema, response: techProveDetailSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createTechProveSchema>): Promise<TechProveDetail> {
    return this.proofs.create(body, userOf(req));
  }

  @Put(':id')
  @RequirePage(PAGE)
  @Endpoint({ summary: 'The proposer edits a pending proof (409001 when stale or no longer pending)', params: techProveIdParamsSchema, body: updateTechProveSchema, response: techProveDetailSchema })
  update(@Req() req: TisRequest, @Param() params: Id, @Body() body: z.infer<typeof updateTechProveSchema>): Promise<TechProveDetail> {
    return this.proofs.update(params.id, body, userOf(req));
  }

  @Post(':id/accept')
  @HttpCode(200)
  @RequireAction('verify', PAGE)
  @Endpoint({ summary: 'Staff accept a pending proof: improving', params: techProveIdParamsSchema, body: techProveStepBodySchema, response: techProveDetailSchema })
  accept(@Req() req: TisRequest, @Param() params: Id, @Body() body: StepBody): Promise<TechProveDetail> {
    return this.step(req, params.id, 'accept', body);
  }

  @Post(':id/finish')
  @HttpCode(200)
  @RequireAction('verify', PAGE)
  @Endpoint({ summary: 'Staff report the improvement done, with the measures as remark: improved, awaiting proof', params: techProveIdParamsSchema, body: techProveStepBodySchema, response: techProveDetailSchema })
  finish(@Req() req: TisRequest, @Param() params: Id, @Body() body: StepBody): Promise<TechProveDetail> {
    return this.step(req, params.id, 'finish', body);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @RequirePage(PAGE)
  @Endpoint({ summary: 'The proposer or staff find the improvement not proven, with a remark: improving again', params: techProveIdParamsSchema, body: techProveStepBodySchema, response: techProveDetailSchema })
  reject(@Req() req: TisRequest, @Param() params: Id, @Body() body: StepBody): Promise<TechProveDetail> {
    return this.step(req, params.id, 'reject', body);
  }

  @Post(':id/prove')
  @HttpCode(200)
  @RequirePage(PAGE)
  @Endpoint({ summary: 'The proposer or staff confirm the improvement: proven', params: techProveIdParamsSchema, body: techProveStepBodySchema, response: techProveDetailSchema })
  prove(@Req() req: TisRequest, @Param() params: Id, @Body() body: StepBody): Promise<TechProveDetail> {
    return this.step(req, params.id, 'prove', body);
  }

  @Post(':id/close')
  @HttpCode(200)
  @RequireAction('verify', PAGE)
  @Endpoint({ summary: 'Staff close a proven proof', params: techProveIdParamsSchema, body: techProveStepBodySchema, response: techProveDetailSchema })
  close(@Req() req: TisRequest, @Param() params: Id, @Body() body: StepBody): Promise<TechProveDetail> {
    return this.step(req, params.id, 'close', body);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @RequirePage(PAGE)
  @Endpoint({ summary: 'The proposer withdraws a pending proof: cancelled', params: techProveIdParamsSchema, body: techProveStepBodySchema, response: techProveDetailSchema })
  withdraw(@Req() req: TisRequest, @Param() params: Id, @Body() body: StepBody): Promise<TechProveDetail> {
    return this.step(req, params.id, 'withdraw', body);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequireAction('verify', PAGE)
  @Endpoint({ summary: 'Staff cancel a proof that is not yet proven, with the reason: cancelled', params: techProveIdParamsSchema, body: techProveStepBodySchema, response: techProveDetailSchema })
  cancel(@Req() req: TisRequest, @Param() params: Id, @Body() body: StepBody): Promise<TechProveDetail> {
    return this.step(req, params.id, 'cancel', body);
  }

  private step(req: TisRequest, id: string, step: TechProveStep, body: StepBody): Promise<TechProveDetail> {
    return this.proofs.step(id, step, body, userOf(req));
  }
}
