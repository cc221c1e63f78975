import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ALIGNMENT_STATE, type AlignmentValues } from '@tis/contracts';
import { EmptyTableSeeder } from '@tis/nest';
import type { EntityManager } from 'typeorm';
import { AlignmentStandard } from './alignment.entity.js';
import { scopeKeyOf, valueColumns } from './alignment.service.js';

const SEEDER = 'seed';

/** Degrees and minutes of arc as whole minutes: deg(-0, 36) is -0°36'. */
const deg = (degrees: number, minutes: number, negative = false): number => (negative ? -1 : 1) * (degrees * 60 + minutes);

/**
 * The S6 sedan's alignment table (series standard, all models), as a workshop manual gives it:
 * nominal, checking band and setting band of each parameter.
 */
const S6_SEDAN: AlignmentValues = {
  frontCamber: { nominal: deg(0, 36, true), check: 45, set: 30 },
  frontCaster: { nominal: deg(4, 30), check: 45, set: 30 },
  frontKingpin: { nominal: deg(12, 30), check: 45, set: 45 },
  frontToe: { nominal: deg(0, 5), check: 5, set: 3 },
  frontTotalToe: { nominal: deg(0, 10), check: 10, set: 5 },
  rearCamber: { nominal: deg(1, 15, true), check: 30, set: 20 },
  rearToe: { nominal: deg(0, 7), check: 5, set: 3 },
  rearTotalToe: { nominal: deg(0, 14), check: 10, set: 5 },
};

/**
 * A published demo alignment standard (TIS_DEMO_DATA): every demo VIN of the S6 sedan finds it on
 * /StandardParametersManager. Seeded as published data, so it has no review history of its own.
 */
@Injectable()
export class AlignmentSeeder extends EmptyTableSeeder {
  protected readonly table = AlignmentStandard;
  protected readonly message = 'demo alignment standards created';

  protected async seed(manager: EntityManager): Promise<Record<string, number>> {
    const now = new Date();
    await manager.insert(AlignmentStandard, {
      id: randomUUID(),
      version: 1,
      brandCode: 'YW',
      seriesCode: 'YW-S6',
      modelCode: null,
      scopeKey: scopeKeyOf('YW-S6', null),
      state: ALIGNMENT_STATE.published,
      authorCode: 'admin',
      authorName: 'Administrator',
      firstReviewerCode: null,
      remark: null,
      submitTime: now,
      publishTime: now,
      ...valueColumns(S6_SEDAN),
      createdBy: SEEDER,
      updatedBy: SEEDER,
    });
    return { standards: 1 };
  }
}
