import { Inject, Injectable } from '@nestjs/common';
import { type RoleRightItem, type UserAudiencePage, type UserAudienceRequest, userAudienceRequestSchema, type UserInfo, type UserProfile } from '@tis/contracts';
import { DATA_SOURCE, sameCode } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { RightItem, RoleRight, UserAccount } from './account.entities.js';

export function brandList(value: string): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

export function userInfoOf(user: UserAccount): UserInfo {
  return {
    userCode: user.userCode,
    userName: user.userName,
    userType: user.userType,
    userAgentCode: user.agentCode,
    roleCode: user.roleCode,
    email: user.email,
    brandCodes: brandList(user.brandCodes),
    lang: user.lang,
  };
}

/** Today as 'YYYY-MM-DD' (the date columns' form). */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export type AccountState = 'usable' | 'frozen' | 'inactive' | 'invalid' | 'notYetEffective' | 'expired';

/** Whether the account may hold a session now (spec section 6: frozen, invalid or expired cannot log in). */
export function accountState(user: UserAccount, now = new Date()): AccountState {
  if (user.status === 'frozen') return 'frozen';
  if (user.status === 'invalid') return 'invalid';
  if (user.status === 'inactive') return 'inactive';
  const day = today(now);
  if (user.effectiveDate && user.effectiveDate.slice(0, 10) > day) return 'notYetEffective';
  if (user.expirationDate && user.expirationDate.slice(0, 10) < day) return 'expired';
  return 'usable';
}

/** Reads accounts and what their role may do. */
@Injectable()
export class AccountDirectory {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  findByCode(userCode: string, manager: EntityManager = this.ds.manager): Promise<UserAccount | null> {
    return manager.getRepository(UserAccount).findOneBy({ userCode });
  }

  /** The roleRight items of a role, one indexed join. */
  async rightsOf(roleCode: string | null, manager: EntityManager = this.ds.manager): Promise<RoleRightItem[]> {
    if (!roleCode) return [];
    const rows = await manager
      .getRepository(RightItem)
      .createQueryBuilder('r')
      .innerJoin(RoleRight, 'rr', 'rr.item_id = r.item_id')
      .where('rr.role_code = :roleCode', { roleCode })
      .orderBy('r.item_id')
      .select(['r.item_id AS itemId', 'r.fun_link AS funLink', 'r.head_api AS headApi'])
      .getRawMany<RoleRightItem>();
    // Raw rows: no entity objects for a list every login and session check reads.
    return rows.map((r) => ({ itemId: r.itemId, funLink: r.funLink, headApi: r.headApi }));
  }

  /** A page of the active accounts of some user types that work with one of the brands (service call `oauth.user.audience`). */
  async audience(request: UserAudienceRequest): Promise<UserAudiencePage> {
    const { userTypes, brandCodes, after, limit } = userAudienceRequestSchema.parse(request);
    const qb = this.ds
      .getRepository(UserAccount)
      .createQueryBuilder('u')
      .select(['u.userCode', 'u.brandCodes'])
      .where('u.userType IN (:...userTypes)', { userTypes })
      .andWhere('u.status = :normal', { normal: 'normal' });
    if (after !== null) qb.andWhere('u.userCode > :after', { after });
    const users = await qb.orderBy('u.userCode', 'ASC').take(limit).getMany();
    const wanted = new Set(brandCodes.map((b) => b.toLowerCase()));
    const reaches = (user: UserAccount) => {
      const own = brandList(user.brandCodes);
      return wanted.size === 0 || own.length === 0 || own.some((b) => wanted.has(b.toLowerCase()));
    };
    return { userCodes: users.filter(reaches).map((u) => u.userCode), next: users.length === limit ? (users.at(-1)?.userCode ?? null) : null };
  }

  /** The accounts with these codes regardless of case (service call `oauth.user.profile`); unknown codes are left out. */
  async profiles(userCodes: readonly string[]): Promise<UserProfile[]> {
    const codes = [...new Set(userCodes)];
    if (codes.length === 0) return [];
    const users = await this.ds.getRepository(UserAccount).find({ where: codes.map((code) => ({ userCode: sameCode(code) })) });
    return users.map((u) => ({
      userCode: u.userCode,
      userName: u.userName,
      userType: u.userType,
      status: u.status,
      agentCode: u.agentCode,
      departmentCode: u.departmentCode,
      postCode: u.postCode,
      lang: u.lang,
      brandCodes: brandList(u.brandCodes),
    }));
  }
}
