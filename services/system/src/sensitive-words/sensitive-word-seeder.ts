import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type createLogger, DATA_SOURCE, PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { SensitiveWord } from './sensitive-word.entity.js';

const SEEDER = 'seed';

type Logger = ReturnType<typeof createLogger>;

/** word, remark: what a service-outlet text must not contain (fraud, gambling, odometer tampering …), in the three interface languages. */
const WORDS: readonly [string, string][] = [
  ['赌博', 'Gambling'],
  ['网络博彩', 'Gambling'],
  ['代开发票', 'Invoice fraud'],
  ['假发票', 'Invoice fraud'],
  ['洗钱', 'Money laundering'],
  ['回扣', 'Bribery'],
  ['调表', 'Odometer tampering'],
  ['假冒配件', 'Counterfeit parts'],
  ['刷单', 'Fake orders'],
  ['fake invoice', 'Invoice fraud'],
  ['money laundering', 'Money laundering'],
  ['kickback', 'Bribery'],
  ['odometer rollback', 'Odometer tampering'],
  ['counterfeit parts', 'Counterfeit parts'],
  ['online casino', 'Gambling'],
  ['Schwarzgeld', 'Money laundering'],
  ['Geldwäsche', 'Money laundering'],
  ['Schmiergeld', 'Bribery'],
  ['Scheinrechnung', 'Invoice fraud'],
  ['Tachomanipulation', 'Odometer tampering'],
  ['Produktfälschung', 'Counterfeit parts'],
];

/**
 * Demo sensitive words (TIS_DEMO_DATA, embedded start), only into an empty list; safe on every
 * start and replica (a replica that seeded at the same moment wins).
 */
@Injectable()
export class SensitiveWordSeeder implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const repo = this.ds.getRepository(SensitiveWord);
    if (!this.config.TIS_DEMO_DATA || (await repo.exists())) return;
    try {
      await this.ds.transaction((manager) => manager.save(WORDS.map(([word, remark]) => manager.create(SensitiveWord, { word: word.normalize('NFKC'), remark, createdBy: SEEDER, updatedBy: SEEDER }))));
      this.logger.info({ words: WORDS.length }, 'demo sensitive words created');
    } catch (error) {
      if (!(await repo.exists())) throw error;
    }
  }
}
