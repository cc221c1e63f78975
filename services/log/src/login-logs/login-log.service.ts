import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type LoginLogQuery, type LoginLogView, loginRecordedV1, type PageResult, toSkipTake } from '@tis/contracts';
import { DATA_SOURCE, EventBus, insertRows, prefixPattern } from '@tis/nest';
import { Brackets, type DataSource } from 'typeorm';
import { dayRange } from '../log-query.js';
import { LoginLog } from './login-log.entity.js';

function view(row: LoginLog): LoginLogView {
  return {
    id: row.id,
    userCode: row.userCode,
    userName: row.userName,
    kind: row.kind,
    outcome: row.outcome,
    success: row.success,
    ip: row.ip,
    userAgent: row.userAgent,
    loginAt: new Date(row.loginAt).toISOString(),
  };
}

/** The login log: every attempt the oauth service reports, and the /UserLoginList query. */
@Injectable()
export class LoginLogService implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    // The event id is the row id: a redelivered event cannot add a second row.
    this.bus.subscribe(loginRecordedV1, 'login-log', async (login, { manager, event }) => {
      await insertRows(manager, LoginLog, {
        id: event.id,
        userCode: login.userCode.slice(0, 64),
        userName: login.userName?.slice(0, 100) ?? null,
        kind: login.kind,
        outcome: login.outcome.slice(0, 40),
        success: login.outcome === 'success',
        ip: login.ip?.slice(0, 64) ?? null,
        userAgent: login.userAgent?.slice(0, 300) ?? null,
        loginAt: new Date(login.at),
        createdBy: 'oauth',
        updatedBy: 'oauth',
      });
    });
  }

  async list(query: LoginLogQuery): Promise<PageResult<LoginLogView>> {
    const qb = this.ds.getRepository(LoginLog).createQueryBuilder('l');
    if (query.keyword) {
      // Prefix matches: each side can use its index (user code, user name); no '%x%' scan.
      const pattern = prefixPattern(query.keyword);
      qb.andWhere(
        new Brackets((or) => {
          or.where(`l.userCode LIKE :pattern ESCAPE '!'`, { pattern }).orWhere(`l.userName LIKE :pattern ESCAPE '!'`, { pattern });
        }),
      );
    }
    if (query.outcome) qb.andWhere('l.success = :success', { success: query.outcome === 'success' });
    const range = dayRange(query.startTime, query.endTime);
    if (range.from) qb.andWhere('l.loginAt >= :from', { from: range.from });
    if (range.to) qb.andWhere('l.loginAt < :to', { to: range.to });
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('l.loginAt', 'DESC').addOrderBy('l.id', 'DESC').offset(skip).limit(take).getManyAndCount();
    return { list: rows.map(view), total };
  }
}
