import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { UserAccount } from './account.entities.js';
import { ExternalIdentity } from './external-identity.entity.js';

/** Accounts by their identity at an outside provider. */
@Injectable()
export class ExternalIdentities {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** The linked account; without a link, the account whose code is the provider's user id. */
  async accountOf(provider: string, subject: string): Promise<UserAccount | null> {
    const link = await this.ds.getRepository(ExternalIdentity).findOneBy({ provider, subject });
    return this.ds.getRepository(UserAccount).findOneBy({ userCode: link?.userCode ?? subject });
  }

  /** The account linked to a provider identity, or null when there is no link. */
  async linkedAccount(provider: string, subject: string): Promise<UserAccount | null> {
    const link = await this.ds.getRepository(ExternalIdentity).findOneBy({ provider, subject });
    return link ? this.ds.getRepository(UserAccount).findOneBy({ userCode: link.userCode }) : null;
  }

  /** Links a provider identity to an account (replacing an earlier link of that identity). */
  async link(provider: string, subject: string, userCode: string): Promise<void> {
    await this.ds.transaction(async (manager) => {
      await manager.delete(ExternalIdentity, { provider, subject });
      await manager.insert(ExternalIdentity, { id: randomUUID(), provider, subject, userCode });
    });
  }
}
