import { Injectable } from '@nestjs/common';
import { EmptyTableSeeder } from '@tis/nest';
import type { EntityManager } from 'typeorm';
import { SensitiveWord } from './sensitive-word.entity.js';

const SEEDER = 'seed';


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
export class SensitiveWordSeeder extends EmptyTableSeeder {
  protected readonly table = SensitiveWord;
  protected readonly message = 'demo sensitive words created';

  protected async seed(manager: EntityManager): Promise<Record<string, number>> {
    await manager.save(WORDS.map(([word, remark]) => manager.create(SensitiveWord, { word: word.normalize('NFKC'), remark, createdBy: SEEDER, updatedBy: SEEDER })));
    return { words: WORDS.length };
  }
}
