import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  allowedActions,
  BULLETIN_API,
  BULLETIN_STAFF_FUNCTION,
  type BulletinAttachment,
  type BulletinDetail,
  type BulletinNews,
  type BulletinQuery,
  type BulletinReader,
  type BulletinRow,
  type BulletinStep,
  type BulletinValues,
  BULLETINS_IN_HEADER,
  BULLETINS_ON_HOME,
  bulletinWorkflow,
  businessError,
  DISCARD_FLAG,
  isPageAllowed,
  NEW_DOCUMENT_STATES,
  OAUTH_USER_PROFILE,
  type PageResult,
  PUBLISH_STATE,
  recordOwner,
  richTextImageUrls,
  systemMessageRequestedV1,
  TisError,
  toSkipTake,
  type UpdateBulletinValues,
  type UserProfile,
  userMessageRequest,
  USER_MESSAGE_PARAM_MAX_LENGTH,
  type UserType,
  VEHICLE_BRANDS_GET,
  workflowActionKeys,
} from '@tis/contracts';
import {
  andKeyword,
  applyTransition,
  claimRecordFiles,
  countReading,
  DATA_SOURCE,
  DocumentRead,
  EventBus,
  recordOperation,
  type RequestUser,
  rowById,
  SERVICE_CLIENT,
  type ServiceClient,
  type Transaction,
  type TransitionUser,
  versionedMeta,
  VerifyRecord,
} from '@tis/nest';
import { Brackets, type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { brandsOf, Bulletin, BulletinBrand, TYPE_COLUMN, userTypesOf } from './bulletin.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;


/** The caller of a notice route: the workflow's user, and whether they are notice staff (FUNC-notice). */
interface BulletinActor extends TransitionUser {
  user: RequestUser;
  staff: boolean;
}

/** Who a notice is read by: a user type and brands (none: every brand). */
interface Audience {
  userType: UserType;
  brandCodes: readonly string[];
}

function attachmentsOf(row: Bulletin): BulletinAttachment[] {
  try {
    const parsed: unknown = JSON.parse(row.attachments);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((a: unknown): a is BulletinAttachment => typeof a === 'object' && a !== null && typeof (a as BulletinAttachment).url === 'string' && typeof (a as BulletinAttachment).name === 'string');
  } catch {
    return [];
  }
}


function isPublished(row: Bulletin): boolean {
  return row.publishState === PUBLISH_STATE.published && row.discard === DISCARD_FLAG.kept;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * System notices (FUNC-notice, /BulletinList, /BulletinDetail): staff holding FUNC-notice write,
 * publish, cancel and delete them through `bulletinWorkflow`; every user a published notice targets
 * (their user type, and one of its brands unless it names none) reads it — opening it counts a
 * reading, and until then it is new on their home page and in the header. Staff see its readers; a
 * reader shares it with another account it targets.
 */
@Injectable()
export class BulletinService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  actor(user: RequestUser): BulletinActor {
    const staff = isPageAllowed(user.rights, BULLETIN_STAFF_FUNCTION);
    return {
      user,
      staff,
      userCode: user.userCode,
      fullName: user.userName.slice(0, 100),
      post: null,
      // The action keys count only for the notice staff: a dealer's keys for their cases do not write notices.
      actions: staff ? workflowActionKeys(user.rights, `/tis/api/${BULLETIN_API.base}`) : [],
      approverDepartments: [],
    };
  }

  // --- Writing ---

  async create(input: BulletinValues, user: RequestUser): Promise<BulletinDetail> {
    const actor = this.actor(user);
    if (!actor.actions.includes('create')) throw new TisError('forbidden');
    const brandCodes = await this.existingBrands(input.brandCodes);
    const id = randomUUID();
    await this.claim(id, input);
    await this.bus.transaction(async (tx) => {
      await tx.manager.insert(Bulletin, {
        id,
        version: 1,
        ...NEW_DOCUMENT_STATES,
        ...this.contentColumns(input, brandCodes),
        authorCode: user.userCode,
        authorName: actor.fullName,
        department: null,
        submitTime: null,
        verifyTime: null,
        publishTime: null,
        timesRead: 0,
        createdBy: user.userCode,
        updatedBy: user.userCode,
      });
      await this.writeBrands(tx, id, brandCodes);
      await recordOperation(tx, { module: bulletinWorkflow.kind, action: 'create', targetId: id, targetName: input.title, userCode: user.userCode });
    });
    return this.detailOf(await rowById(this.ds.manager, Bulletin, id), actor);
  }

  /** The staff's edit of a notice that is not published (a cancelled one too); a stale version answers 409001. */
  async update(id: string, input: UpdateBulletinValues, user: RequestUser): Promise<BulletinDetail> {
    const actor = this.actor(user);
    if (!actor.actions.includes('edit')) throw new TisError('forbidden');
    const { version, ...values } = input;
    const brandCodes = await this.existingBrands(values.brandCodes);
    await this.claim(id, values);
    const after = await this.bus.transaction(async (tx) => {
      const row = await applyTransition(tx, Bulletin, bulletinWorkflow, { id, version, action: 'edit', user: actor, changes: this.contentColumns(values, brandCodes), visible: (r) => this.mayRead(r, actor) });
      await tx.manager.delete(BulletinBrand, { bulletinId: id });
      await this.writeBrands(tx, id, brandCodes);
      return row;
    });
    if (!after) throw new TisError('notFound');
    return this.detailOf(after, actor);
  }

  /** Publish or cancel the publication (the workflow's guards: only a published notice is cancelled). */
  async step(id: string, action: BulletinStep, version: number, user: RequestUser): Promise<BulletinDetail> {
    const actor = this.actor(user);
    const after = await this.bus.transaction((tx) => applyTransition(tx, Bulletin, bulletinWorkflow, { id, version, action, user: actor, visible: (r) => this.mayRead(r, actor) }));
    if (!after) throw new TisError('notFound');
    return this.detailOf(after, actor);
  }

  /** Deletes a notice that is not published, with its brands, readings and history. */
  async remove(id: string, version: number, user: RequestUser): Promise<void> {
    const actor = this.actor(user);
    await this.bus.transaction(async (tx) => {
      await applyTransition(tx, Bulletin, bulletinWorkflow, { id, version, action: 'delete', user: actor, visible: (r) => this.mayRead(r, actor) });
      await tx.manager.delete(BulletinBrand, { bulletinId: id });
      await tx.manager.delete(DocumentRead, { documentKind: bulletinWorkflow.kind, documentId: id });
    });
  }

  // --- Reading ---

  /** /BulletinList: every notice for the staff, the published ones that target the caller for everyone else; newest first. */
  async list(query: BulletinQuery, user: RequestUser): Promise<PageResult<BulletinRow>> {
    const actor = this.actor(user);
    const qb = this.ds.getRepository(Bulletin).createQueryBuilder('b');
    if (!actor.staff) this.andReadable(qb, user);
    andKeyword(qb, ['b.title'], query.keyword);
    if (query.publishState !== undefined) qb.andWhere('b.publishState = :publishState', { publishState: query.publishState });
    if (query.brandCode) {
      qb.andWhere('(b.allBrands = 1 OR EXISTS (SELECT 1 FROM bulletin_brand fb WHERE fb.bulletin_id = b.id AND fb.brand_code = :filterBrand))', { filterBrand: query.brandCode });
    }
    if (query.unread) this.andUnread(qb, user);
    if (query.startTime) qb.andWhere('b.createdAt >= :from', { from: startOfUtcDay(query.startTime) });
    if (query.endTime) qb.andWhere('b.createdAt < :to', { to: new Date(startOfUtcDay(query.endTime).getTime() + DAY_MS) });
    const { skip, take } = toSkipTake(query);
    // The staff's list (drafts too) newest written first; a reader's newest published first.
    const [rows, total] = await qb
      .orderBy(actor.staff ? 'b.createdAt' : 'b.publishTime', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { list: await this.rowsOf(rows, actor), total };
  }

  /**
   * The header and the home page: the newest published notices that target the caller (only the
   * unread ones for the header) and how many they have not opened.
   */
  async news(unreadOnly: boolean, user: RequestUser): Promise<BulletinNews> {
    const actor = this.actor(user);
    const unreadQb = this.andUnread(this.andReadable(this.ds.getRepository(Bulletin).createQueryBuilder('b'), user), user);
    const unread = await unreadQb.getCount();
    const listQb = this.andReadable(this.ds.getRepository(Bulletin).createQueryBuilder('b'), user);
    if (unreadOnly) this.andUnread(listQb, user);
    const rows = await listQb
      .orderBy('b.publishTime', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .take(unreadOnly ? BULLETINS_IN_HEADER : BULLETINS_ON_HOME)
      .getMany();
    return { unread, list: await this.rowsOf(rows, actor) };
  }

  /** /BulletinDetail: the notice if the caller may read it (404 otherwise); opening a published notice counts a reading. */
  async detail(id: string, user: RequestUser): Promise<BulletinDetail> {
    const actor = this.actor(user);
    const row = await this.readable(id, actor);
    if (isPublished(row) && row.authorCode !== actor.userCode) {
      await this.ds.transaction(async (manager) => {
        await countReading(manager, bulletinWorkflow.kind, id, { userCode: actor.userCode, fullName: actor.fullName });
        // Not a versioned update: a reading must not make an editor's copy stale.
        await manager.query('UPDATE bulletin SET times_read = times_read + 1 WHERE id = ?', [id]);
      });
      row.timesRead += 1;
    }
    return this.detailOf(row, actor);
  }

  /** Who read a notice and how often (the notice staff). */
  async readers(id: string, page: { pageNo: number; pageSize: number }, user: RequestUser): Promise<PageResult<BulletinReader>> {
    const actor = this.actor(user);
    await this.readable(id, actor);
    if (!actor.staff) throw new TisError('forbidden');
    const { skip, take } = toSkipTake(page);
    const [rows, total] = await this.ds.getRepository(DocumentRead).findAndCount({
      where: { documentKind: bulletinWorkflow.kind, documentId: id },
      order: { lastReadAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { list: rows.map((r) => ({ userCode: r.userCode, fullName: r.fullName, timesRead: r.timesRead, lastReadAt: new Date(r.lastReadAt).toISOString() })), total };
  }

  /** The publication history: publish and cancel, by whom and when, newest first. */
  async history(id: string, user: RequestUser): Promise<{ action: string; fullName: string; verifyTime: string }[]> {
    await this.readable(id, this.actor(user));
    const records = await this.ds.manager.find(VerifyRecord, { where: { documentKind: bulletinWorkflow.kind, documentId: id }, order: { id: 'DESC' } });
    return records.map((r) => ({ action: r.action, fullName: r.fullName, verifyTime: new Date(r.verifyTime).toISOString() }));
  }

  /** Sends a published notice to another account it targets; the message reads in the receiver's language. */
  async share(input: { bulletinId: string; receivingUser: string }, user: RequestUser): Promise<true> {
    const actor = this.actor(user);
    const row = await this.readable(input.bulletinId, actor);
    if (!isPublished(row)) throw businessError('bulletins.shareUnpublished');
    const [receiver] = await this.services.send<UserProfile[]>('oauth', OAUTH_USER_PROFILE, { userCodes: [input.receivingUser] });
    if (!receiver) throw businessError('error.userNotFound');
    if (receiver.userCode.toLowerCase() === actor.userCode.toLowerCase()) throw businessError('bulletins.shareSelf');
    if (!targets(row, receiver)) throw businessError('bulletins.shareNotTargeted', { userCode: receiver.userCode });
    await this.bus.transaction((tx) =>
      tx.emit(
        systemMessageRequestedV1,
        userMessageRequest({
          receivers: [receiver.userCode],
          messageType: 'system',
          textKey: 'userMessage.bulletinShared',
          params: { sender: actor.fullName, title: row.title.slice(0, USER_MESSAGE_PARAM_MAX_LENGTH) },
          link: `/BulletinDetail?id=${row.id}`,
        }),
        row.id,
      ),
    );
    return true;
  }

  /** Whether the caller (the gateway asks before it serves an attachment or an inline image) may read the files of a notice. */
  async filesReadable(id: string, user: RequestUser): Promise<boolean> {
    const row = await this.ds.getRepository(Bulletin).findOneBy({ id });
    return row !== null && this.mayRead(row, this.actor(user));
  }

  // --- Rules ---

  private async readable(id: string, actor: BulletinActor): Promise<Bulletin> {
    const row = await this.ds.getRepository(Bulletin).findOneBy({ id });
    if (!row || !this.mayRead(row, actor)) throw new TisError('notFound');
    return row;
  }

  private mayRead(row: Bulletin, actor: BulletinActor): boolean {
    return actor.staff || (isPublished(row) && targets(row, actor.user));
  }

  /** Published notices that target the caller, on alias `b`. */
  private andReadable(qb: SelectQueryBuilder<Bulletin>, user: RequestUser): SelectQueryBuilder<Bulletin> {
    qb.andWhere('b.publishState = :published AND b.discard = :kept', { published: PUBLISH_STATE.published, kept: DISCARD_FLAG.kept });
    qb.andWhere(`b.${TYPE_COLUMN[user.userType]} = 1`);
    if (user.brandCodes.length > 0) {
      qb.andWhere(
        new Brackets((w) => {
          w.where('b.allBrands = 1').orWhere('EXISTS (SELECT 1 FROM bulletin_brand rb WHERE rb.bulletin_id = b.id AND rb.brand_code IN (:...readerBrands))', { readerBrands: user.brandCodes });
        }),
      );
    }
    return qb;
  }

  /** Notices the caller has not opened and did not write, on alias `b`. */
  private andUnread(qb: SelectQueryBuilder<Bulletin>, user: RequestUser): SelectQueryBuilder<Bulletin> {
    return qb
      .andWhere('b.authorCode <> :unreadMe', { unreadMe: user.userCode })
      .andWhere('NOT EXISTS (SELECT 1 FROM document_read dr WHERE dr.document_kind = :unreadKind AND dr.document_id = b.id AND dr.user_code = :unreadMe)', { unreadKind: bulletinWorkflow.kind });
  }

  /** The brands that exist, as the vehicle service stores them; an unknown one is refused. */
  private async existingBrands(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const found = await this.services.send<string[]>('vehicle', VEHICLE_BRANDS_GET, { brandCodes: codes });
    const byLower = new Map(found.map((code) => [code.toLowerCase(), code]));
    return codes.map((code) => {
      const stored = byLower.get(code.toLowerCase());
      if (!stored) throw businessError('bulletins.brandNotFound', { brandCode: code });
      return stored;
    });
  }

  private contentColumns(input: BulletinValues, brandCodes: readonly string[]): Partial<Bulletin> {
    return {
      title: input.title,
      content: input.content,
      attachments: JSON.stringify(input.attachments.map(({ url, name }) => ({ url, name }))),
      forOem: input.userTypes.includes('oem') ? 1 : 0,
      forDealer: input.userTypes.includes('dealer') ? 1 : 0,
      forSocial: input.userTypes.includes('social') ? 1 : 0,
      allBrands: brandCodes.length === 0 ? 1 : 0,
      brandCodes: brandCodes.join(','),
    };
  }

  private async writeBrands(tx: Transaction, id: string, brandCodes: readonly string[]): Promise<void> {
    if (brandCodes.length > 0) await tx.manager.insert(BulletinBrand, brandCodes.map((brandCode) => ({ bulletinId: id, brandCode })));
  }

  /** The attachments and inline images belong to the notice from now on: read with its access. */
  private claim(id: string, input: BulletinValues): Promise<void> {
    return claimRecordFiles(this.services, [...input.attachments.map((a) => a.url), ...richTextImageUrls(input.content)], recordOwner('system', bulletinWorkflow.kind, id));
  }

  // --- Answers ---

  private async rowsOf(rows: Bulletin[], actor: BulletinActor, manager: EntityManager = this.ds.manager): Promise<BulletinRow[]> {
    const ids = rows.map((r) => r.id);
    const reads = ids.length
      ? await manager.find(DocumentRead, { select: { documentId: true }, where: { documentKind: bulletinWorkflow.kind, userCode: actor.userCode, documentId: In(ids) } })
      : [];
    const read = new Set(reads.map((r) => r.documentId));
    return rows.map((row) => this.rowOf(row, actor, read.has(row.id) || row.authorCode === actor.userCode));
  }

  private rowOf(row: Bulletin, actor: BulletinActor, read: boolean): BulletinRow {
    return {
      title: row.title,
      userTypes: userTypesOf(row),
      brandCodes: brandsOf(row),
      publishState: row.publishState,
      publishTime: row.publishTime === null ? null : new Date(row.publishTime).toISOString(),
      authorCode: row.authorCode,
      authorName: row.authorName,
      createdAt: new Date(row.createdAt).toISOString(),
      timesRead: row.timesRead,
      attachmentCount: attachmentsOf(row).length,
      read,
      actions: allowedActions(bulletinWorkflow, row, actor),
      ...versionedMeta(row),
    };
  }

  private async detailOf(row: Bulletin, actor: BulletinActor): Promise<BulletinDetail> {
    const [view] = await this.rowsOf([row], actor);
    if (!view) throw new TisError('notFound');
    return { ...view, content: row.content, attachments: attachmentsOf(row), canSeeReaders: actor.staff };
  }
}

/** Whether a notice targets an account: its user type, and one of its brands unless the notice names none (an account without brands works with every brand). */
function targets(row: Bulletin, audience: Audience): boolean {
  if (row[TYPE_COLUMN[audience.userType]] !== 1) return false;
  if (row.allBrands === 1 || audience.brandCodes.length === 0) return true;
  const brands = new Set(brandsOf(row).map((b) => b.toLowerCase()));
  return audience.brandCodes.some((b) => brands.has(b.toLowerCase()));
}
