import { Inject, Injectable } from '@nestjs/common';
import {
  type AgencyRef,
  agencyGetAnswerSchema,
  businessError,
  type PageResult,
  SYSTEM_AGENCY_GET,
  TisError,
  toSkipTake,
  type UserCreate,
  type UserPasswordReset,
  type UserQuery,
  type UserStatusChange,
  USER_STATUS_TRANSITIONS,
  type UserMessageInput,
  userMessageRequest,
  userMessageRequestedV1,
  type UserUpdate,
  type UserView,
} from '@tis/contracts';
import {
  containsPattern,
  DATA_SOURCE,
  EventBus,
  isUniqueViolation,
  keyPage,
  type KeyPageOptions,
  SERVICE_CLIENT,
  type ServiceClient,
  SessionResolver,
  type Transaction,
} from '@tis/nest';
import { type DataSource, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { accountState } from '../accounts/account-directory.js';
import { Role, UserAccount } from '../accounts/account.entities.js';
import { hashPassword } from '../login/password-hasher.js';
import { ThrottleService } from '../login/throttle.service.js';
import { type RevokeReason, SessionService } from '../sessions/session.service.js';
import { dayOf, isoOf } from './admin-support.js';

function view(user: UserAccount, roleName: string | null): UserView {
  return {
    id: user.id,
    userCode: user.userCode,
    userName: user.userName,
    email: user.email,
    userType: user.userType,
    status: user.status,
    roleCode: user.roleCode,
    roleName,
    userAgentCode: user.agentCode,
    brandCodes: user.brandCodes ? user.brandCodes.split(',').filter(Boolean) : [],
    effectiveDate: dayOf(user.effectiveDate),
    expirationDate: dayOf(user.expirationDate),
    passwordSet: user.passwordChangedAt !== null,
    singleSession: user.singleSession,
    version: user.version,
    createdAt: isoOf(user.createdAt),
    updatedAt: isoOf(user.updatedAt),
  };
}

/**
 * The list's filters on `qb`'s alias, in this order. Indexes: userType + status (user_type, status,
 * user_code), userType (user_type, user_code), status (status, user_code), roleCode (role_code,
 * user_code), agentCode (agent_code, user_code); no filter walks uq_user_account_code. The keyword is
 * a part of code, name or email (LIKE '%…%'): no B-tree index can find that, it is checked on the rows
 * the other filters leave.
 */
function whereUsers<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: UserQuery): SelectQueryBuilder<T> {
  const a = qb.alias;
  if (query.userType) qb.andWhere(`${a}.user_type = :userType`, { userType: query.userType });
  if (query.status) qb.andWhere(`${a}.status = :status`, { status: query.status });
  if (query.roleCode) qb.andWhere(`${a}.role_code = :roleCode`, { roleCode: query.roleCode });
  if (query.agentCode) qb.andWhere(`${a}.agent_code = :agentCode`, { agentCode: query.agentCode });
  if (query.keyword) {
    qb.andWhere(`(${a}.user_code LIKE :kw ESCAPE '!' OR ${a}.user_name LIKE :kw ESCAPE '!' OR ${a}.email LIKE :kw ESCAPE '!')`, { kw: containsPattern(query.keyword) });
  }
  return qb;
}

const usernameTaken = (): TisError => new TisError('duplicate', {}, null, 'error.usernameTaken');
const stale = (): TisError => new TisError('dataStateChanged');

/** The fields of the form that are stored as they are, for a create and an update alike. */
type AccountFields = Pick<UserAccount, 'userName' | 'email' | 'userType' | 'roleCode' | 'agentCode' | 'brandCodes' | 'effectiveDate' | 'expirationDate' | 'singleSession'>;

/**
 * User administration (/baseinfouser; spec sections 3 and 6). Changes that take an account out of
 * use (freeze, invalidate, delete, a new password, dates that end it) end its sessions in the same
 * transaction, so its live token is refused at once.
 */
@Injectable()
export class UserAdminService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(SessionResolver) private readonly resolver: SessionResolver,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  /**
   * A page of the accounts in user-code order, and their total (keyPage: a deferred join on the
   * filter's index, so a deep page steps over index entries, not rows).
   */
  async list(query: UserQuery): Promise<PageResult<UserView>> {
    const [rows, total] = await keyPage(this.ds.getRepository(UserAccount), this.listPage(query));
    const names = await this.roleNames(rows.map((r) => r.roleCode));
    return { list: rows.map((r) => view(r, r.roleCode ? (names.get(r.roleCode) ?? null) : null)), total };
  }

  /** How `list` reads a page (also for the query-plan test). */
  listPage(query: UserQuery): KeyPageOptions {
    const { skip, take } = toSkipTake(query);
    return { alias: 'u', where: (qb) => whereUsers(qb, query), orderBy: 'userCode', skip, take };
  }

  async detail(id: string): Promise<UserView> {
    const user = await this.find(id);
    const names = await this.roleNames([user.roleCode]);
    return view(user, user.roleCode ? (names.get(user.roleCode) ?? null) : null);
  }

  async create(actor: string, input: UserCreate): Promise<UserView> {
    const fields = await this.checkedFields(input, null);
    if (await this.codeTaken(input.userCode)) throw usernameTaken();
    const passwordHash = await hashPassword(input.password);
    const repo = this.ds.getRepository(UserAccount);
    const user = repo.create({
      ...fields,
      userCode: input.userCode,
      status: input.status,
      departmentCode: null,
      postCode: null,
      passwordHash,
      // Null: the first login asks the user for a password of their own (login result 10).
      passwordChangedAt: null,
      lang: null,
      createdBy: actor,
      updatedBy: actor,
    });
    try {
      await repo.insert(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    return this.detail(user.id);
  }

  async update(actor: string, id: string, input: UserUpdate): Promise<UserView> {
    const user = await this.find(id);
    if (user.version !== input.version) throw stale();
    const fields = await this.checkedFields(input, user);
    const roleChanged = fields.roleCode !== user.roleCode;
    const roleName = roleChanged && fields.roleCode ? ((await this.roleNames([fields.roleCode])).get(fields.roleCode) ?? fields.roleCode) : null;
    const revoked = await this.bus.transaction(async (tx) => {
      const result = await tx.manager.update(UserAccount, { id, version: input.version }, { ...fields, updatedBy: actor });
      if (!result.affected) throw stale();
      if (roleName !== null) await this.notify(tx, user.userCode, { messageType: 'account', textKey: 'userMessage.roleChanged', params: { admin: actor, role: roleName } });
      // Dates that end the account, or a role change, end its sessions now rather than at the next check.
      const after = Object.assign(new UserAccount(), user, fields);
      if (accountState(after) !== 'usable') return this.revoke(tx, user.userCode, 'invalid');
      return [];
    });
    this.resolver.forget(revoked);
    return this.detail(id);
  }

  async changeStatus(actor: string, id: string, change: UserStatusChange): Promise<UserView> {
    const user = await this.find(id);
    const transition = USER_STATUS_TRANSITIONS[change.action];
    if ((change.action === 'freeze' || change.action === 'invalidate') && this.isSelf(user, actor)) {
      throw businessError('auth.cannotChangeOwnAccount');
    }
    if (user.version !== change.version || !transition.from.includes(user.status)) throw stale();
    const revoked = await this.bus.transaction(async (tx) => {
      const result = await tx.manager.update(UserAccount, { id, version: change.version }, { status: transition.to, updatedBy: actor });
      if (!result.affected) throw stale();
      if (transition.to === 'frozen') return this.revoke(tx, user.userCode, 'frozen');
      if (transition.to === 'invalid') return this.revoke(tx, user.userCode, 'invalid');
      return [];
    });
    this.resolver.forget(revoked);
    return this.detail(id);
  }

  /** A password set by an administrator is temporary: the next login asks for the user's own. */
  async resetPassword(actor: string, id: string, input: UserPasswordReset): Promise<UserView> {
    const user = await this.find(id);
    const passwordHash = await hashPassword(input.password);
    const revoked = await this.bus.transaction(async (tx) => {
      await tx.manager.update(UserAccount, { id }, { passwordHash, passwordChangedAt: null, updatedBy: actor });
      await this.notify(tx, user.userCode, { messageType: 'security', textKey: 'userMessage.passwordSetByAdmin', params: { admin: actor } });
      return this.revoke(tx, user.userCode, 'passwordChanged');
    });
    this.resolver.forget(revoked);
    // A locked-out user is usually why the password is reset: the failed-login count starts again.
    await this.throttle.succeeded(user.userCode);
    return this.detail(id);
  }

  async remove(actor: string, id: string): Promise<void> {
    const user = await this.find(id);
    if (this.isSelf(user, actor)) throw businessError('auth.cannotChangeOwnAccount');
    const revoked = await this.bus.transaction(async (tx) => {
      const ids = await this.revoke(tx, user.userCode, 'deleted');
      await tx.manager.delete(UserAccount, { id });
      return ids;
    });
    this.resolver.forget(revoked);
  }

  /** A message in the user's inbox (/MyMessage), sent with the change it reports. */
  private notify(tx: Transaction, userCode: string, message: Omit<UserMessageInput, 'receivers'>): Promise<void> {
    return tx.emit(userMessageRequestedV1, userMessageRequest({ ...message, receivers: [userCode] }), userCode);
  }

  private revoke(tx: Transaction, userCode: string, reason: RevokeReason): Promise<string[]> {
    return this.sessions.revokeWithin(tx, userCode, reason);
  }

  private isSelf(user: UserAccount, actor: string): boolean {
    return user.userCode.toLowerCase() === actor.toLowerCase();
  }

  private async find(id: string): Promise<UserAccount> {
    const user = await this.ds.getRepository(UserAccount).findOneBy({ id });
    if (!user) throw new TisError('notFound');
    return user;
  }

  /** Codes compare without case: MySQL collations do, and a login must not depend on the database. */
  private async codeTaken(userCode: string): Promise<boolean> {
    const found = await this.ds
      .getRepository(UserAccount)
      .createQueryBuilder('u')
      .where('LOWER(u.user_code) = :code', { code: userCode.toLowerCase() })
      .getCount();
    return found > 0;
  }

  private async roleNames(codes: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(codes.filter((c): c is string => !!c))];
    if (wanted.length === 0) return new Map();
    const roles = await this.ds.getRepository(Role).find({ where: { roleCode: In(wanted) }, select: { roleCode: true, roleName: true } });
    return new Map(roles.map((r) => [r.roleCode, r.roleName]));
  }

  /**
   * The stored form of the account's fields: the role must exist; a service-outlet user's dealer must
   * exist and be active in the system service (checked when it is new or changes); other users have none.
   */
  private async checkedFields(input: UserCreate | UserUpdate, current: UserAccount | null): Promise<AccountFields> {
    const role = await this.ds.getRepository(Role).findOneBy({ roleCode: input.roleCode });
    if (!role) throw businessError('accounts.roleNotFound', { code: input.roleCode });
    let agentCode: string | null = null;
    if (input.userType === 'dealer' && input.userAgentCode) {
      const unchanged = current?.userType === 'dealer' && current.agentCode === input.userAgentCode;
      agentCode = unchanged ? input.userAgentCode : (await this.activeAgency(input.userAgentCode)).agencyCode;
    }
    return {
      userName: input.userName,
      email: input.email ?? null,
      userType: input.userType,
      roleCode: role.roleCode,
      agentCode,
      brandCodes: [...new Set(input.brandCodes)].join(','),
      effectiveDate: input.effectiveDate ?? null,
      expirationDate: input.expirationDate ?? null,
      singleSession: input.singleSession,
    };
  }

  private async activeAgency(code: string): Promise<AgencyRef> {
    const answer = agencyGetAnswerSchema.parse(await this.services.send('system', SYSTEM_AGENCY_GET, { agencyCodes: [code] }));
    const agency = answer.find((a) => a.agencyCode.toLowerCase() === code.toLowerCase());
    if (!agency || agency.status !== 'active') throw businessError('accounts.agencyNotFound', { code });
    return agency;
  }
}
