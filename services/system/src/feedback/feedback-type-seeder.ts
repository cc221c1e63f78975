import { Injectable } from '@nestjs/common';
import { EmptyTableSeeder } from '@tis/nest';
import type { EntityManager } from 'typeorm';
import { FeedbackType } from './feedback.entity.js';

const SEEDER = 'seed';

/** typeCode, typeName: what the send dialog offers on a demo installation. */
const TYPES: readonly [string, string][] = [
  ['USABILITY', 'Usability'],
  ['DATA', 'Wrong or missing data'],
  ['FEATURE', 'Feature request'],
  ['OTHER', 'Other'],
];

/**
 * Demo feedback types (TIS_DEMO_DATA, embedded start), only into an empty list; safe on every
 * start and replica (a replica that seeded at the same moment wins).
 */
@Injectable()
export class FeedbackTypeSeeder extends EmptyTableSeeder {
  protected readonly table = FeedbackType;
  protected readonly message = 'demo feedback types created';

  protected async seed(manager: EntityManager): Promise<Record<string, number>> {
    await manager.save(TYPES.map(([typeCode, typeName]) => manager.create(FeedbackType, { typeCode, typeName, remark: null, createdBy: SEEDER, updatedBy: SEEDER })));
    return { types: TYPES.length };
  }
}
