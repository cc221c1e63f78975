import { Injectable } from '@nestjs/common';
import { APPROVAL_RESULT, type ClaimCategory, claimWorkflow, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, PUBLISH_STATE } from '@tis/contracts';
import { EmptyTableSeeder } from '@tis/nest';
import type { EntityManager } from 'typeorm';
import { DEMO_AUTHOR, type DemoStage, recordDemoHistory } from '../kernel/demo-history.js';
import { ClaimCase } from './claim.entity.js';

const SEEDER = 'seed';

interface DemoClaim {
  claimNo: string;
  stage: DemoStage;
  brandCode: string;
  seriesCode: string;
  seriesName: string;
  /** A demo vehicle of the series (services/vehicle's demo data). */
  vin: string;
  category: ClaimCategory;
  totalMileage: number;
  workingTime: number;
  faultDescription: string;
  cause: string | null;
  repairMeasures: string | null;
}

/** Claims of dealer01 (D1001, department AS-RS-E) in the three languages of the portal. */
const CLAIMS: readonly DemoClaim[] = [
  { claimNo: 'CLM-D1001-2026-0001', stage: 'published', brandCode: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', vin: 'LTPADGKN0RA000007', category: 'engine', totalMileage: 18_600, workingTime: 2.5, faultDescription: '冷车启动后发动机怠速抖动，故障灯偶发点亮。', cause: '第 3 缸点火线圈内部击穿。', repairMeasures: '更换第 3 缸点火线圈，清除故障码并试车。' },
  { claimNo: 'CLM-D1001-2026-0002', stage: 'published', brandCode: 'PC', seriesCode: 'PC-X7', seriesName: 'X7 SUV', vin: 'LTPRUX030RA000027', category: 'chassis', totalMileage: 32_150, workingTime: 3.2, faultDescription: 'Knocking noise from the front left when turning at low speed.', cause: 'Worn outer joint of the front left drive shaft.', repairMeasures: 'Replaced the front left drive shaft; road test without noise.' },
  { claimNo: 'CLM-D1001-2026-0003', stage: 'published', brandCode: 'CV', seriesCode: 'CV-T9', seriesName: 'T9 Heavy Truck', vin: 'LTC0369C0NA000081', category: 'electrical', totalMileage: 148_000, workingTime: 1.5, faultDescription: 'Motorwarnleuchte leuchtet nach Kaltstart unter -10 °C.', cause: 'Glühkerzen-Steuergerät defekt.', repairMeasures: 'Steuergerät ersetzt, Fehlerspeicher gelöscht.' },
  { claimNo: 'CLM-D1001-2026-0004', stage: 'waiting', brandCode: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', vin: 'LTPADGKN1NA000009', category: 'transmission', totalMileage: 41_300, workingTime: 4.0, faultDescription: '2 挡升 3 挡时有明显冲击。', cause: '变速箱阀体电磁阀卡滞。', repairMeasures: '更换阀体电磁阀并进行自适应学习。' },
  { claimNo: 'CLM-D1001-2026-0005', stage: 'draft', brandCode: 'PC', seriesCode: 'PC-X7', seriesName: 'X7 SUV', vin: 'LTPRUX031NA000029', category: 'body', totalMileage: 9_800, workingTime: 0.8, faultDescription: 'Water on the rear passenger floor after heavy rain.', cause: null, repairMeasures: null },
];

/** The states of a stage (the workflow's, as its actions leave them). */
function statesOf(stage: DemoStage) {
  switch (stage) {
    case 'published':
      return { submitState: DOCUMENT_SUBMIT_STATE.submitted, verifyState: APPROVAL_RESULT.approved, publishState: PUBLISH_STATE.published };
    case 'waiting':
      return { submitState: DOCUMENT_SUBMIT_STATE.submitted, verifyState: APPROVAL_RESULT.pending, publishState: PUBLISH_STATE.unpublished };
    case 'draft':
      return { submitState: DOCUMENT_SUBMIT_STATE.unsubmitted, verifyState: APPROVAL_RESULT.pending, publishState: PUBLISH_STATE.unpublished };
  }
}

/**
 * Demo claim cases (TIS_DEMO_DATA), only into an empty table: three published with their approval
 * details, one waiting for oem01's approval (/MyVerify), one draft of dealer01 (/ClaimManage).
 */
@Injectable()
export class ClaimSeeder extends EmptyTableSeeder {
  protected readonly table = ClaimCase;
  protected readonly message = 'demo claim data created';

  protected async seed(manager: EntityManager): Promise<Record<string, number>> {
    for (const [n, { stage, ...claim }] of CLAIMS.entries()) {
      const created = new Date(Date.UTC(2026, 0, 5 + n * 3, 8, 0));
      const submitted = new Date(created.getTime() + 90 * 60_000);
      const approved = new Date(submitted.getTime() + 26 * 3600_000);
      const row = await manager.save(
        manager.create(ClaimCase, {
          ...claim,
          ...DEMO_AUTHOR,
          ...statesOf(stage),
          discard: DISCARD_FLAG.kept,
          photos: null,
          submitTime: stage === 'draft' ? null : submitted,
          verifyTime: stage === 'published' ? approved : null,
          publishTime: stage === 'published' ? approved : null,
          createdAt: created,
          createdBy: SEEDER,
          updatedBy: SEEDER,
        }),
      );
      await recordDemoHistory(manager, claimWorkflow.kind, row.id, stage, submitted, approved);
    }
    return { claims: CLAIMS.length };
  }
}
