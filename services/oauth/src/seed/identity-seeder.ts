import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DATA_SOURCE, PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@tis/nest';
import type { Logger } from 'pino';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { RightItem, Role, RoleRight, UserAccount } from '../accounts/account.entities.js';
import { hashPassword } from '../login/password-hasher.js';
import { ADMIN_ACCOUNT, type AccountSeed, DEMO_ACCOUNTS, DEMO_ROLES, type RoleSeed, SYSADMIN_ROLE } from './demo-accounts.js';
import { defaultRightsTree, FORMER_FOLDER_NAMES } from './rights-tree.js';

const SEEDER = 'seed';

/**
 * Brings a new installation to a usable state at start: the permission tree (missing items only),
 * the names of the seeded roles (text keys, see `renameSeededRoles`),
 * and, when there are no accounts yet, either the demo roles and accounts (TIS_DEMO_DATA) or one
 * `admin` with a generated password printed once. Safe to run on every start and on every replica.
 */
@Injectable()
export class IdentitySeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedRights();
    await this.renameSeededRoles();
    if ((await this.ds.getRepository(UserAccount).count()) > 0) return;
    try {
      await this.ds.transaction(async (manager) => {
        if (this.config.TIS_DEMO_DATA) {
          for (const role of DEMO_ROLES) await this.seedRole(manager, role);
          for (const account of DEMO_ACCOUNTS) await this.seedAccount(manager, account);
          this.logger.info({ accounts: DEMO_ACCOUNTS.map((a) => a.userCode) }, 'demo accounts created (passwords in README)');
        } else {
          await this.seedRole(manager, SYSADMIN_ROLE);
          const password = `${randomBytes(12).toString('base64url')}Aa1`;
          await this.seedAccount(manager, { ...ADMIN_ACCOUNT, password, email: '' });
          // Printed once, to the console only (never to the structured log): the operator sets a new one.
          process.stdout.write(`\nTIS: the first administrator account is "admin" with the password: ${password}\n\n`);
        }
      });
    } catch (error) {
      // Another replica seeded at the same moment: its accounts stand.
      if ((await this.ds.getRepository(UserAccount).count()) === 0) throw error;
    }
  }

  private async seedRights(): Promise<void> {
    const tree = defaultRightsTree();
    const repo = this.ds.getRepository(RightItem);
    const existing = new Map((await repo.find({ select: { itemId: true, name: true } })).map((r) => [r.itemId, r.name]));
    // Folders seeded with an English name before they were named by text keys take the key.
    for (const item of tree) {
      const former = FORMER_FOLDER_NAMES[item.name];
      if (former !== undefined && existing.get(item.itemId) === former) {
        await repo.update({ itemId: item.itemId, name: former }, { name: item.name, updatedBy: SEEDER });
      }
    }
    const missing = tree.filter((item) => !existing.has(item.itemId));
    if (missing.length === 0) return;
    try {
      await repo.save(missing.map((item) => repo.create({ ...item, createdBy: SEEDER, updatedBy: SEEDER })), { chunk: 200 });
    } catch (error) {
      if ((await repo.count()) < tree.length) throw error;
    }
  }

  /** Seeded roles that still have the English name they were seeded with take their text key. */
  private async renameSeededRoles(): Promise<void> {
    const repo = this.ds.getRepository(Role);
    for (const role of DEMO_ROLES) {
      await repo.update({ roleCode: role.roleCode, roleName: role.formerName }, { roleName: role.roleName, updatedBy: SEEDER });
    }
  }

  private async seedRole(manager: EntityManager, role: RoleSeed): Promise<void> {
    await manager.save(manager.create(Role, { roleCode: role.roleCode, roleName: role.roleName, remark: null, createdBy: SEEDER, updatedBy: SEEDER }));
    const items = await manager.find(RightItem, { where: { funLink: In([...role.funLinks]) }, select: { itemId: true } });
    await manager.insert(RoleRight, items.map((i) => ({ roleCode: role.roleCode, itemId: i.itemId })));
  }

  private async seedAccount(manager: EntityManager, account: AccountSeed): Promise<void> {
    await manager.save(
      manager.create(UserAccount, {
        userCode: account.userCode,
        userName: account.userName,
        email: account.email || null,
        userType: account.userType,
        status: account.status,
        roleCode: account.roleCode,
        agentCode: account.agentCode,
        departmentCode: null,
        postCode: null,
        brandCodes: account.brandCodes,
        effectiveDate: null,
        expirationDate: null,
        passwordHash: await hashPassword(account.password),
        passwordChangedAt: account.passwordSet ? new Date() : null,
        singleSession: false,
        lang: null,
        createdBy: SEEDER,
        updatedBy: SEEDER,
      }),
    );
  }
}
