import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APPROVAL_RESULT, type CaseParamNo, caseWorkflow, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, type Language, PUBLISH_STATE } from '@tis/contracts';
import { type createLogger, DATA_SOURCE, PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { DEMO_AUTHOR, recordDemoHistory } from '../kernel/demo-history.js';
import { CaseParam, RepairCase, RepairCaseStep } from './case.entities.js';

const SEEDER = 'seed';
type Logger = ReturnType<typeof createLogger>;

/** The demo case parameters: per number, the values in zh_CN, en_US and de_DE. */
const PARAMS: Record<CaseParamNo, readonly (readonly [string, string, string])[]> = {
  1: [['怠速', 'Idling', 'Leerlauf'], ['起步', 'Starting off', 'Anfahren'], ['匀速行驶', 'Constant speed', 'Konstante Fahrt'], ['加速', 'Accelerating', 'Beschleunigen'], ['制动', 'Braking', 'Bremsen']],
  2: [['踩油门', 'Pressing the accelerator', 'Gaspedal treten'], ['踩制动', 'Pressing the brake', 'Bremspedal treten'], ['转向', 'Steering', 'Lenken'], ['换挡', 'Shifting gear', 'Schalten']],
  3: [['左转', 'Turning left', 'Linkskurve'], ['右转', 'Turning right', 'Rechtskurve'], ['直行', 'Straight ahead', 'Geradeaus'], ['倒车', 'Reversing', 'Rückwärts']],
  4: [['平坦路面', 'Smooth road', 'Ebene Straße'], ['颠簸路面', 'Bumpy road', 'Holprige Straße'], ['坡道', 'Slope', 'Steigung'], ['高速公路', 'Motorway', 'Autobahn']],
  5: [['晴天', 'Sunny', 'Sonnig'], ['雨天', 'Rainy', 'Regen'], ['低温', 'Cold', 'Kälte'], ['高温', 'Hot', 'Hitze']],
  6: [['发动机舱', 'Engine bay', 'Motorraum'], ['前桥', 'Front axle', 'Vorderachse'], ['仪表板', 'Dashboard', 'Armaturenbrett'], ['后备箱', 'Boot', 'Kofferraum']],
  7: [['左侧', 'left side', 'links'], ['右侧', 'right side', 'rechts'], ['前部', 'front', 'vorne'], ['后部', 'rear', 'hinten']],
  8: [['异响', 'Abnormal noise', 'Ungewöhnliches Geräusch'], ['抖动', 'Vibration', 'Vibration'], ['故障灯亮', 'Warning lamp on', 'Warnleuchte an'], ['无法启动', 'Does not start', 'Startet nicht']],
  9: [['偶发', 'Occasional', 'Gelegentlich'], ['持续', 'Constant', 'Dauerhaft'], ['冷车时', 'When cold', 'Bei kaltem Motor']],
};
const LANGS: readonly Language[] = ['zh_CN', 'en_US', 'de_DE'];

interface DemoCase {
  code: string;
  lang: Language;
  brand: string;
  series: string;
  seriesName: string;
  title: string;
  description: string;
  solution: string;
  fault: { runningStatus: string; roadType: string; symptom: string };
  excellent: boolean;
}

/** Published demo cases written by dealer01 (D1001), approved by oem01. */
const CASES: readonly DemoCase[] = [
  { code: 'RC2026010100001', lang: 'zh_CN', brand: 'PC', series: 'PC-A5', seriesName: 'A5 Sedan', title: 'A5 冷车启动时发动机抖动', description: '客户反映冷车启动后怠速抖动明显，约 2 分钟后恢复正常。', solution: '清洗节气门并更换第 3 缸点火线圈，试车正常。', fault: { runningStatus: '怠速', roadType: '平坦路面', symptom: '抖动' }, excellent: true },
  { code: 'RC2026010100002', lang: 'en_US', brand: 'PC', series: 'PC-X7', seriesName: 'X7 SUV', title: 'X7 PHEV: knocking noise from the front axle when turning', description: 'Customer hears a knocking noise from the front left when turning at low speed.', solution: 'Replaced the front left drive shaft outer joint; road test without noise.', fault: { runningStatus: 'Constant speed', roadType: 'Bumpy road', symptom: 'Abnormal noise' }, excellent: false },
  { code: 'RC2026010100003', lang: 'de_DE', brand: 'CV', series: 'CV-T9', seriesName: 'T9 Heavy Truck', title: 'T9: Motorwarnleuchte bei Kälte', description: 'Bei Temperaturen unter -10 °C leuchtet nach dem Start die Motorwarnleuchte.', solution: 'Glühkerzen-Steuergerät ersetzt, Fehlerspeicher gelöscht.', fault: { runningStatus: 'Anfahren', roadType: 'Ebene Straße', symptom: 'Warnleuchte an' }, excellent: false },
];

/**
 * Demo data of repair cases (TIS_DEMO_DATA): the case parameters in three languages and three
 * published cases, only into empty tables.
 */
@Injectable()
export class CaseSeeder implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.TIS_DEMO_DATA) return;
    if ((await this.ds.getRepository(CaseParam).exists()) || (await this.ds.getRepository(RepairCase).exists())) return;
    try {
      await this.ds.transaction((manager) => this.seed(manager));
      this.logger.info({ cases: CASES.length }, 'demo case data created');
    } catch (error) {
      // Another replica seeded at the same moment: its rows stand.
      if (!(await this.ds.getRepository(CaseParam).exists())) throw error;
    }
  }

  private async seed(manager: EntityManager): Promise<void> {
    const audit = { createdBy: SEEDER, updatedBy: SEEDER };
    const params = Object.entries(PARAMS).flatMap(([no, values]) =>
      values.flatMap((texts, sortNo) => LANGS.map((langCode, i) => manager.create(CaseParam, { paramNo: Number(no), paramValue: texts[i], langCode, sortNo, ...audit }))),
    );
    await manager.save(params, { chunk: 100 });
    const published = new Date('2026-01-01T08:00:00Z');
    for (const c of CASES) {
      const row = await manager.save(
        manager.create(RepairCase, {
          caseCode: c.code,
          title: c.title,
          langCode: c.lang,
          brandCode: c.brand,
          seriesCode: c.series,
          seriesName: c.seriesName,
          vin: null,
          orgCode: DEMO_AUTHOR.orgCode,
          orgName: DEMO_AUTHOR.orgName,
          areaId: null,
          regionId: null,
          districtId: null,
          fullName: DEMO_AUTHOR.fullName,
          authorCode: DEMO_AUTHOR.authorCode,
          department: DEMO_AUTHOR.department,
          mileage: 12000,
          mileageElectric: null,
          ...c.fault,
          faultPart: null,
          duration: null,
          dtcCode: null,
          source: null,
          description: `<p>${c.description}</p>`,
          checkProcess: null,
          solution: `<p>${c.solution}</p>`,
          summary: null,
          isExcellent: c.excellent ? 1 : 0,
          timesRead: 0,
          lastVerifierPost: null,
          submitState: DOCUMENT_SUBMIT_STATE.submitted,
          verifyState: APPROVAL_RESULT.approved,
          publishState: PUBLISH_STATE.published,
          discard: DISCARD_FLAG.kept,
          submitTime: published,
          verifyTime: published,
          publishTime: published,
          createdAt: new Date(published.getTime() - 2 * 86_400_000),
          ...audit,
        }),
      );
      await recordDemoHistory(manager, caseWorkflow.kind, row.id, 'published', published, published);
      await manager.save(manager.create(RepairCaseStep, { caseId: row.id, section: 'fault', sno: 1, ...c.fault, description: c.description }));
      await manager.save(manager.create(RepairCaseStep, { caseId: row.id, section: 'solution', sno: 1, action: c.solution.slice(0, 200), description: null }));
    }
  }
}

