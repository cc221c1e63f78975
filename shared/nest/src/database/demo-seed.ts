import { Inject, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { PlatformConfig } from '../config/config.js';
import { DATA_SOURCE, PLATFORM_CONFIG, ROOT_LOGGER } from '../platform/tokens.js';

/**
 * Demo data (TIS_DEMO_DATA, the embedded start) into an empty table, in one transaction: nothing on
 * a production start or when the table holds rows. Safe on every start and replica: a replica that
 * seeded at the same moment wins, and this one's failure is then ignored. `seed` answers what it
 * created (logged with `message`).
 */
export async function seedEmptyTable(
  deps: { ds: DataSource; config: Pick<PlatformConfig, 'TIS_DEMO_DATA'>; logger: Pick<Logger, 'info'> },
  entity: EntityTarget<ObjectLiteral>,
  message: string,
  seed: (manager: EntityManager) => Promise<Record<string, number>>,
): Promise<void> {
  const repo = deps.ds.getRepository(entity);
  if (!deps.config.TIS_DEMO_DATA || (await repo.exists())) return;
  try {
    deps.logger.info(await deps.ds.transaction(seed), message);
  } catch (error) {
    if (!(await repo.exists())) throw error;
  }
}

/**
 * A provider that fills one table with demo rows at start (`seedEmptyTable`): a feature declares the
 * table, the log line and the rows; the service's data source, configuration and logger are injected.
 */
export abstract class EmptyTableSeeder implements OnModuleInit {
  protected abstract readonly table: EntityTarget<ObjectLiteral>;
  /** The log line once seeded ("demo notices created"). */
  protected abstract readonly message: string;

  constructor(
    @Inject(DATA_SOURCE) readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) readonly logger: Logger,
  ) {}

  /** Writes the demo rows; answers how many of what it created. */
  protected abstract seed(manager: EntityManager): Promise<Record<string, number>>;

  onModuleInit(): Promise<void> {
    return seedEmptyTable(this, this.table, this.message, (manager) => this.seed(manager));
  }
}
