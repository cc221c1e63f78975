import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  type AnswerFeedbackValues,
  answerFeedbackSchema,
  type FeedbackIdParams,
  feedbackIdParamsSchema,
  feedbackPageSchema,
  type FeedbackQuery,
  feedbackQuerySchema,
  feedbackSchema,
  feedbackTypesResource,
  type FeedbackView,
  type MyFeedbackQuery,
  myFeedbackQuerySchema,
  type PageResult,
  type SendFeedbackValues,
  sendFeedbackSchema,
  TisError,
} from '@tis/contracts';
import {
  Authenticated,
  Endpoint,
  type ExportColumn,
  languageOf,
  type RequestUser,
  RequirePage,
  resourceController,
  ROOT_LOGGER,
  sendListExport,
  timeCell,
  type TisRequest,
} from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { FeedbackService, FeedbackTypeService } from './feedback.service.js';

/** /FeedbackType: the list, add, change, delete, Excel, and the types' dropdown for every signed-in user. */
export const FeedbackTypeController = resourceController(feedbackTypesResource, FeedbackTypeService);

/** The columns of the /FeedbackList workbook, headed as the list's columns. */
const FEEDBACK_EXPORT_COLUMNS: readonly ExportColumn<FeedbackView>[] = [
  { header: 'feedback.field.sentAt', cell: (f) => timeCell(f.sentAt) },
  { header: 'feedback.field.type', cell: (f) => f.typeName },
  { header: 'feedback.field.content', cell: (f) => f.content },
  { header: 'feedback.field.sender', cell: (f) => `${f.senderName} (${f.senderCode})` },
  { header: 'feedback.field.org', cell: (f) => f.orgName ?? f.orgCode ?? '' },
  { header: 'feedback.field.answer', cell: (f) => f.answer ?? '' },
  { header: 'feedback.field.answeredBy', cell: (f) => f.answeredByName ?? '' },
  { header: 'feedback.field.answeredAt', cell: (f) => timeCell(f.answeredAt) },
];

function userOf(req: TisRequest): RequestUser {
  if (!req.user) throw new TisError('unauthorized');
  return req.user;
}

/** Sending and reading one's own feedback (any signed-in user); listing and answering all of it (/FeedbackList). */
@Controller('systemService/feedback')
export class FeedbackController {
  constructor(
    @Inject(FeedbackService) private readonly feedback: FeedbackService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Post()
  @HttpCode(200)
  @Authenticated()
  @Endpoint({ summary: 'Send feedback: a type, a text and up to 9 uploaded images (claimed by the feedback)', body: sendFeedbackSchema, response: feedbackSchema })
  send(@Req() req: TisRequest, @Body() body: SendFeedbackValues): Promise<FeedbackView> {
    return this.feedback.send(body, userOf(req));
  }

  @Get('mine')
  @Authenticated()
  @Endpoint({ summary: 'The own feedback with its answers, newest first (paged; keyword over text and answer)', query: myFeedbackQuerySchema, response: feedbackPageSchema })
  mine(@Req() req: TisRequest, @Query() query: MyFeedbackQuery): Promise<PageResult<FeedbackView>> {
    return this.feedback.mine(query, userOf(req));
  }

  @Get('list')
  @RequirePage('FeedbackList')
  @Endpoint({ summary: 'Every feedback, newest first (paged; type, answered or not, sent between two days, keyword)', query: feedbackQuerySchema, response: feedbackPageSchema })
  list(@Query() query: FeedbackQuery): Promise<PageResult<FeedbackView>> {
    return this.feedback.list(query);
  }

  @Get('export')
  @RequirePage('FeedbackList')
  @Endpoint({ summary: 'The feedback of the list\'s filters as an Excel workbook (streamed, the list\'s order; more than 100000 rows are refused)', query: feedbackQuerySchema })
  async export(@Req() req: TisRequest, @Query() query: FeedbackQuery, @Res() reply: FastifyReply): Promise<void> {
    await sendListExport(reply, this.logger, { fileName: 'feedback', lang: languageOf(req), columns: FEEDBACK_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.feedback.list({ ...query, pageNo, pageSize }) });
  }

  @Get(':id')
  @Authenticated()
  @Endpoint({ summary: 'One feedback, for its sender or staff with /FeedbackList (404 for anyone else)', params: feedbackIdParamsSchema, response: feedbackSchema })
  detail(@Req() req: TisRequest, @Param() params: FeedbackIdParams): Promise<FeedbackView> {
    return this.feedback.detail(params.id, userOf(req));
  }

  @Post(':id/answer')
  @HttpCode(200)
  @RequirePage('FeedbackList')
  @Endpoint({
    summary: 'Answer a feedback once; the sender gets a message (409001: changed since read, or already answered)',
    params: feedbackIdParamsSchema,
    body: answerFeedbackSchema,
    response: feedbackSchema,
  })
  answer(@Req() req: TisRequest, @Param() params: FeedbackIdParams, @Body() body: AnswerFeedbackValues): Promise<FeedbackView> {
    return this.feedback.answer(params.id, body, userOf(req));
  }
}
