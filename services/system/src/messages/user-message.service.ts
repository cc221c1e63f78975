import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type EventEnvelope,
  type PageResult,
  TisError,
  toSkipTake,
  translate,
  USER_MESSAGE_EVENTS,
  USER_MESSAGE_TYPE_TEXT,
  type UserMessageQuery,
  type UserMessageRequest,
  type UserMessageView,
  WEB_TEXTS,
} from '@tis/contracts';
import { DATA_SOURCE, EventBus, insertRows } from '@tis/nest';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { UserMessage } from './user-message.entity.js';

/** Rows per INSERT when one request reaches many users (at most 500). */
const INSERT_CHUNK = 100;

function paramsOf(row: UserMessage): Record<string, string | number> {
  try {
    const parsed: unknown = JSON.parse(row.params);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

/** A parameter that is a text key of the SPA (a seeded role's name) reads as its text in `lang`. */
function shownParams(params: Record<string, string | number>, lang: string): Record<string, string | number> {
  const texts: Readonly<Record<string, string>> | undefined = (WEB_TEXTS as Readonly<Record<string, Readonly<Record<string, string>>>>)[lang];
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' && texts && Object.hasOwn(texts, value) ? (texts[value] ?? value) : value]));
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * The personal inbox (/MyMessage): messages other services ask for through their message-request
 * events, and the receiver's own list, unread count, read marks and deletes. Every query is
 * bounded to the caller's user code: nobody reads or touches another user's messages.
 */
@Injectable()
export class UserMessageService implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    for (const contract of USER_MESSAGE_EVENTS) {
      this.bus.subscribe(contract, 'user-messages', (request, { manager, event }) => this.deliver(manager, request, event));
    }
  }

  /**
   * One row per receiver, in the transaction that records the event id; the unique (event, receiver)
   * index keeps a second copy out even if the record of processed events was purged meanwhile.
   */
  async deliver(manager: EntityManager, request: UserMessageRequest, event: Pick<EventEnvelope, 'id' | 'producer'>): Promise<void> {
    if (await manager.existsBy(UserMessage, { eventId: event.id })) return;
    // User codes compare without case (MariaDB's collation does): one copy per user, as first named.
    const seen = new Set<string>();
    const receivers = request.receivers.filter((code) => !seen.has(code.toLowerCase()) && seen.add(code.toLowerCase()));
    const producer = event.producer.slice(0, 64);
    const rows = receivers.map((receiverUserCode) => ({
      id: randomUUID(),
      receiverUserCode,
      messageType: request.messageType,
      textKey: request.textKey,
      params: JSON.stringify(request.params),
      link: request.link ?? null,
      eventId: event.id,
      sentAt: new Date(request.requestedAt),
      readAt: null,
      createdBy: producer,
      updatedBy: producer,
    }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insertRows(manager, UserMessage, rows.slice(i, i + INSERT_CHUNK));
  }

  private view(row: UserMessage, lang: string): UserMessageView {
    const params = paramsOf(row);
    return {
      id: row.id,
      messageType: row.messageType,
      messageTypeString: translate(lang, USER_MESSAGE_TYPE_TEXT[row.messageType]),
      textKey: row.textKey,
      params,
      text: translate(lang, row.textKey, shownParams(params, lang)),
      link: row.link,
      read: row.readAt !== null,
      readAt: row.readAt === null ? null : iso(row.readAt),
      sentAt: iso(row.sentAt),
    };
  }

  /** The caller's messages, newest first; by read state and kind. */
  async list(userCode: string, query: UserMessageQuery, lang: string): Promise<PageResult<UserMessageView>> {
    const qb = this.ds.getRepository(UserMessage).createQueryBuilder('m').where('m.receiverUserCode = :userCode', { userCode });
    if (query.state === 'unread') qb.andWhere('m.readAt IS NULL');
    if (query.state === 'read') qb.andWhere('m.readAt IS NOT NULL');
    if (query.messageType) qb.andWhere('m.messageType = :messageType', { messageType: query.messageType });
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('m.sentAt', 'DESC').addOrderBy('m.id', 'DESC').offset(skip).limit(take).getManyAndCount();
    return { list: rows.map((row) => this.view(row, lang)), total };
  }

  async unreadCount(userCode: string): Promise<number> {
    return this.ds.getRepository(UserMessage).countBy({ receiverUserCode: userCode, readAt: IsNull() });
  }

  /** Marks one of the caller's messages read (again: it keeps the first time); another user's is not found. */
  async markRead(userCode: string, id: string): Promise<true> {
    const repo = this.ds.getRepository(UserMessage);
    const result = await repo.update({ id, receiverUserCode: userCode, readAt: IsNull() }, { readAt: new Date(), updatedBy: userCode });
    if (result.affected !== 1 && !(await repo.existsBy({ id, receiverUserCode: userCode }))) throw new TisError('notFound');
    return true;
  }

  /** Marks every unread message of the caller read; answers how many. */
  async markAllRead(userCode: string): Promise<number> {
    const result = await this.ds.getRepository(UserMessage).update({ receiverUserCode: userCode, readAt: IsNull() }, { readAt: new Date(), updatedBy: userCode });
    return result.affected ?? 0;
  }

  /** Deletes one of the caller's messages; another user's is not found and stays. */
  async remove(userCode: string, id: string): Promise<true> {
    const result = await this.ds.getRepository(UserMessage).delete({ id, receiverUserCode: userCode });
    if (result.affected !== 1) throw new TisError('notFound');
    return true;
  }
}
