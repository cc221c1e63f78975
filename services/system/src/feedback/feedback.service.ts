import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AnswerFeedbackValues,
  businessError,
  feedbackTypesResource,
  type FeedbackQuery,
  type FeedbackView,
  isPageAllowed,
  type MyFeedbackQuery,
  type PageResult,
  recordOwner,
  type SendFeedbackValues,
  systemMessageRequestedV1,
  TisError,
  toSkipTake,
  userMessageRequest,
  USER_MESSAGE_PARAM_MAX_LENGTH,
} from '@tis/contracts';
import {
  andKeyword,
  claimRecordFiles,
  DATA_SOURCE,
  EventBus,
  type Reference,
  recordOperation,
  type RequestUser,
  rowById,
  SERVICE_CLIENT,
  type ServiceClient,
  updateVersioned,
  VersionedCrudService,
  versionedMeta,
} from '@tis/nest';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { Agency } from '../organisation/organisation.entities.js';
import { Feedback, FeedbackType } from './feedback.entity.js';

/** The page whose users read and answer every feedback (and its images). */
export const FEEDBACK_STAFF_PAGE = 'FeedbackList';
/** Operation-log module of the feedback itself (the types log as `feedbackType`, the kernel's name). */
export const FEEDBACK_MODULE = 'feedback';
/** How much of a text an operation record or a message shows. */
const EXCERPT_LENGTH = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Feedback types (/FeedbackType): a type that feedback names cannot be deleted. */
@Injectable()
export class FeedbackTypeService extends VersionedCrudService<FeedbackType, typeof feedbackTypesResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, FeedbackType, feedbackTypesResource);
  }

  protected override references(type: FeedbackType): readonly Reference[] {
    return [[Feedback, { typeCode: type.typeCode }]];
  }
}

function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

function imagesOf(row: Feedback): string[] {
  try {
    const parsed: unknown = JSON.parse(row.images);
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * User feedback (FUNC-feedback): any signed-in user sends it (with images the feedback claims) and
 * reads their own; staff with /FeedbackList list, read and answer it once. The answer, its operation
 * record and the sender's /MyMessage request commit together.
 */
@Injectable()
export class FeedbackService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  async send(input: SendFeedbackValues, user: RequestUser): Promise<FeedbackView> {
    const type = await this.ds.getRepository(FeedbackType).findOneBy({ typeCode: input.typeCode });
    if (!type) throw businessError('feedback.typeNotFound', { typeCode: input.typeCode });
    const agency = user.userAgentCode ? await this.ds.getRepository(Agency).findOneBy({ agencyCode: user.userAgentCode }) : null;
    const id = randomUUID();
    // The images are this feedback's before it is saved (ADR 0017): a file of another record fails the send.
    await claimRecordFiles(this.services, input.images, recordOwner('system', FEEDBACK_MODULE, id));
    const row = await this.bus.transaction(async (tx) => {
      await tx.manager.insert(Feedback, {
        id,
        version: 1,
        typeCode: type.typeCode,
        content: input.content,
        images: JSON.stringify(input.images),
        senderCode: user.userCode,
        senderName: user.userName.slice(0, 100),
        orgCode: user.userAgentCode,
        orgName: agency?.agencyName ?? null,
        answer: null,
        answeredBy: null,
        answeredByName: null,
        answeredAt: null,
        createdBy: user.userCode,
        updatedBy: user.userCode,
      });
      await recordOperation(tx, { module: FEEDBACK_MODULE, action: 'create', targetId: id, targetName: `${type.typeName}: ${excerpt(input.content)}`, userCode: user.userCode });
      return rowById(tx.manager, Feedback, id);
    });
    return this.view(row);
  }

  /** The caller's own feedback with the answers, newest first. */
  async mine(query: MyFeedbackQuery, user: RequestUser): Promise<PageResult<FeedbackView>> {
    const qb = this.ds.getRepository(Feedback).createQueryBuilder('f').where('f.senderCode = :sender', { sender: user.userCode });
    andKeyword(qb, ['f.content', 'f.answer'], query.keyword);
    return this.page(qb, query);
  }

  /** Every feedback (/FeedbackList), newest first. */
  async list(query: FeedbackQuery): Promise<PageResult<FeedbackView>> {
    const qb = this.ds.getRepository(Feedback).createQueryBuilder('f');
    if (query.typeCode) qb.andWhere('f.typeCode = :typeCode', { typeCode: query.typeCode });
    if (query.answerState === 'answered') qb.andWhere('f.answeredAt IS NOT NULL');
    if (query.answerState === 'unanswered') qb.andWhere('f.answeredAt IS NULL');
    if (query.startTime) qb.andWhere('f.createdAt >= :from', { from: startOfUtcDay(query.startTime) });
    if (query.endTime) qb.andWhere('f.createdAt < :to', { to: new Date(startOfUtcDay(query.endTime).getTime() + DAY_MS) });
    andKeyword(qb, ['f.content', 'f.senderCode', 'f.senderName', 'f.orgCode', 'f.orgName', 'f.answer'], query.keyword);
    return this.page(qb, query);
  }

  /** One feedback, for its sender or staff with /FeedbackList; anyone else: not found. */
  async detail(id: string, user: RequestUser): Promise<FeedbackView> {
    const row = await this.ds.getRepository(Feedback).findOneBy({ id });
    if (!row || !this.mayRead(row, user)) throw new TisError('notFound');
    return this.view(row);
  }

  /**
   * Answers a feedback once: a stale copy or an answered feedback is refused (409001) and nothing
   * changes. The sender's message is requested in the same transaction.
   */
  async answer(id: string, input: AnswerFeedbackValues, user: RequestUser): Promise<FeedbackView> {
    const row = await this.bus.transaction(async (tx) => {
      const before = await rowById(tx.manager, Feedback, id);
      if (before.answeredAt !== null) throw new TisError('dataStateChanged', {}, null, 'feedback.alreadyAnswered');
      const after = await updateVersioned(tx.manager, Feedback, id, input.version, {
        answer: input.answer,
        answeredBy: user.userCode,
        answeredByName: user.userName.slice(0, 100),
        answeredAt: new Date(),
        updatedBy: user.userCode,
      });
      const typeName = (await tx.manager.findOneBy(FeedbackType, { typeCode: after.typeCode }))?.typeName ?? after.typeCode;
      await recordOperation(tx, { module: FEEDBACK_MODULE, action: 'update', targetId: id, targetName: `${typeName}: ${excerpt(after.content)}`, userCode: user.userCode });
      await tx.emit(
        systemMessageRequestedV1,
        userMessageRequest({
          receivers: [after.senderCode],
          messageType: 'system',
          textKey: 'userMessage.feedbackAnswered',
          params: { answerer: user.userName, excerpt: excerpt(after.content), type: typeName, answer: excerpt(input.answer, USER_MESSAGE_PARAM_MAX_LENGTH) },
        }),
        id,
      );
      return after;
    });
    return this.view(row);
  }

  /** Whether the caller (the gateway asks before it serves an image) may read the images of a feedback. */
  async filesReadable(id: string, user: RequestUser): Promise<boolean> {
    const row = await this.ds.getRepository(Feedback).findOneBy({ id });
    return row !== null && this.mayRead(row, user);
  }

  private mayRead(row: Feedback, user: RequestUser): boolean {
    return row.senderCode.toLowerCase() === user.userCode.toLowerCase() || isPageAllowed(user.rights, FEEDBACK_STAFF_PAGE);
  }

  private async page(qb: SelectQueryBuilder<Feedback>, query: { pageNo: number; pageSize: number }): Promise<PageResult<FeedbackView>> {
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('f.createdAt', 'DESC').addOrderBy('f.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return { list: await this.views(rows), total };
  }

  private async view(row: Feedback): Promise<FeedbackView> {
    const [view] = await this.views([row]);
    if (!view) throw new TisError('notFound');
    return view;
  }

  private async views(rows: Feedback[], manager: EntityManager = this.ds.manager): Promise<FeedbackView[]> {
    const codes = [...new Set(rows.map((r) => r.typeCode))];
    const types = codes.length ? await manager.find(FeedbackType, { select: { typeCode: true, typeName: true }, where: { typeCode: In(codes) } }) : [];
    const names = new Map(types.map((t) => [t.typeCode, t.typeName]));
    return rows.map((row) => ({
      typeCode: row.typeCode,
      typeName: names.get(row.typeCode) ?? row.typeCode,
      content: row.content,
      images: imagesOf(row),
      senderCode: row.senderCode,
      senderName: row.senderName,
      orgCode: row.orgCode,
      orgName: row.orgName,
      sentAt: new Date(row.createdAt).toISOString(),
      answer: row.answer,
      answeredBy: row.answeredBy,
      answeredByName: row.answeredByName,
      answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt).toISOString(),
      ...versionedMeta(row),
    }));
  }
}
