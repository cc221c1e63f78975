import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AgencyStatus } from '@tis/contracts';
import { type createLogger, DATA_SOURCE, PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { Agency, AgencyKind, AreaNode, Department, DepartmentApprover, Post, ROOT_PARENT_ID } from './organisation.entities.js';

const SEEDER = 'seed';

type Logger = ReturnType<typeof createLogger>;

const KINDS: readonly [code: string, name: string][] = [
  ['4S', '4S dealer (sales, service, parts, survey)'],
  ['ASC', 'Authorised service centre'],
  ['QSP', 'Quick service point'],
  ['OSD', 'Overseas distributor'],
];

/** area code, name → region code, name → district code, name. */
const TREE: readonly [string, string, readonly [string, string, readonly [string, string][]][]][] = [
  ['CN-E', 'East China', [
    ['CN-E-SH', 'Shanghai', [['CN-E-SH-PD', 'Pudong'], ['CN-E-SH-MH', 'Minhang']]],
    ['CN-E-JS', 'Jiangsu', [['CN-E-JS-NJ', 'Nanjing'], ['CN-E-JS-SZ', 'Suzhou']]],
    ['CN-E-ZJ', 'Zhejiang', [['CN-E-ZJ-HZ', 'Hangzhou'], ['CN-E-ZJ-NB', 'Ningbo']]],
  ]],
  ['CN-S', 'South China', [
    ['CN-S-GD', 'Guangdong', [['CN-S-GD-GZ', 'Guangzhou'], ['CN-S-GD-SZ', 'Shenzhen']]],
    ['CN-S-FJ', 'Fujian', [['CN-S-FJ-XM', 'Xiamen']]],
  ]],
  ['CN-N', 'North China', [
    ['CN-N-BJ', 'Beijing', [['CN-N-BJ-HD', 'Haidian'], ['CN-N-BJ-CY', 'Chaoyang']]],
    ['CN-N-TJ', 'Tianjin', [['CN-N-TJ-BH', 'Binhai']]],
  ]],
  ['CN-W', 'West China', [
    ['CN-W-SC', 'Sichuan', [['CN-W-SC-CD', 'Chengdu']]],
    ['CN-W-CQ', 'Chongqing', [['CN-W-CQ-YB', 'Yubei']]],
  ]],
  ['EU', 'Europe', [
    ['EU-DE', 'Germany', [['EU-DE-BY', 'Bavaria'], ['EU-DE-NW', 'North Rhine-Westphalia']]],
  ]],
];

/** code, name, parent code. */
const DEPARTMENTS: readonly [string, string, string | null][] = [
  ['AS', 'After-Sales Service Department', null],
  ['AS-TECH', 'Technical Support Section', 'AS'],
  ['AS-TRAIN', 'Service Training Section', 'AS'],
  ['AS-PARTS', 'Parts Logistics Section', 'AS'],
  ['AS-RS-E', 'Regional Service Office East', 'AS'],
  ['AS-RS-S', 'Regional Service Office South', 'AS'],
  ['AS-RS-N', 'Regional Service Office North', 'AS'],
  ['AS-RS-W', 'Regional Service Office West', 'AS'],
  ['AS-OS', 'Overseas Service Office', 'AS'],
  ['QA', 'Quality Assurance Department', null],
];

/** The demo user who approves the documents of every department. */
const DEMO_APPROVER = 'oem01';

const POSTS: readonly [string, string][] = [
  ['TS', 'Technical supervisor'],
  ['TSS', 'Technical support section chief'],
  ['ENG', 'Service engineer'],
  ['SM', 'Service manager'],
  ['SA', 'Service advisor'],
  ['TECH', 'Workshop technician'],
  ['CLERK', 'Warranty claims clerk'],
];

interface DealerSeed {
  code: string;
  name: string;
  kind: string;
  country: string;
  /** District code; its region and area follow from the tree. */
  district: string;
  department: string;
  status: AgencyStatus;
  address: string;
  contact: string;
  phone: string;
}

/** D1001 and D2002 are the agent codes of the demo users dealer01 and dealer02. */
const DEALERS: readonly DealerSeed[] = [
  { code: 'D1001', name: 'Shanghai Pudong Xinghai Auto 4S', kind: '4S', country: 'China', district: 'CN-E-SH-PD', department: 'AS-RS-E', status: 'active', address: '1888 Zhangyang Road, Pudong, Shanghai', contact: 'Li Lei', phone: '021-5888 1001' },
  { code: 'D1002', name: 'Suzhou Jinji Lake Auto Service', kind: 'ASC', country: 'China', district: 'CN-E-JS-SZ', department: 'AS-RS-E', status: 'active', address: '66 Xinghu Street, Suzhou', contact: 'Xu Ming', phone: '0512-6288 1002' },
  { code: 'D1003', name: 'Hangzhou West Lake Motors 4S', kind: '4S', country: 'China', district: 'CN-E-ZJ-HZ', department: 'AS-RS-E', status: 'active', address: '501 Tianmushan Road, Hangzhou', contact: 'Shen Yu', phone: '0571-8866 1003' },
  { code: 'D2002', name: 'Guangzhou Tianhe Mingde Auto 4S', kind: '4S', country: 'China', district: 'CN-S-GD-GZ', department: 'AS-RS-S', status: 'active', address: '233 Huangpu Avenue West, Tianhe, Guangzhou', contact: 'Zhao Min', phone: '020-3888 2002' },
  { code: 'D2003', name: 'Shenzhen Nanshan Quick Service', kind: 'QSP', country: 'China', district: 'CN-S-GD-SZ', department: 'AS-RS-S', status: 'active', address: '18 Keji South Road, Nanshan, Shenzhen', contact: 'Lin Tao', phone: '0755-2666 2003' },
  { code: 'D3001', name: 'Beijing Haidian Huabei Auto 4S', kind: '4S', country: 'China', district: 'CN-N-BJ-HD', department: 'AS-RS-N', status: 'active', address: '9 Xisanhuan North Road, Haidian, Beijing', contact: 'Wang Qiang', phone: '010-8256 3001' },
  { code: 'D3002', name: 'Tianjin Binhai Auto Service', kind: 'ASC', country: 'China', district: 'CN-N-TJ-BH', department: 'AS-RS-N', status: 'inactive', address: '120 Xingang Road, Binhai, Tianjin', contact: 'Guo Hui', phone: '022-2566 3002' },
  { code: 'D4001', name: 'Chengdu Jinsha Auto Service', kind: 'ASC', country: 'China', district: 'CN-W-SC-CD', department: 'AS-RS-W', status: 'active', address: '77 Qingyang Avenue, Chengdu', contact: 'Deng Lin', phone: '028-8766 4001' },
  { code: 'E5001', name: 'Munich Auto Service GmbH', kind: 'OSD', country: 'Germany', district: 'EU-DE-BY', department: 'AS-OS', status: 'active', address: 'Landsberger Straße 300, 80687 München', contact: 'Anna Weber', phone: '+49 89 5500 5001' },
];

/**
 * Demo organisation data (TIS_DEMO_DATA, embedded start): dealer kinds, the area tree, departments
 * (oem01 approves for each), posts and the dealers of the demo users. Only into empty tables;
 * safe on every start and replica.
 * It runs at module init, before the application-bootstrap seeders of the service: on SQLite one
 * connection cannot hold two transactions at once.
 */
@Injectable()
export class OrganisationSeeder implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.TIS_DEMO_DATA || !(await this.isEmpty())) return;
    try {
      await this.ds.transaction((manager) => this.seed(manager));
      this.logger.info({ dealers: DEALERS.map((d) => d.code) }, 'demo organisation data created');
    } catch (error) {
      // Another replica seeded at the same moment: its rows stand.
      if (await this.isEmpty()) throw error;
    }
  }

  private async isEmpty(): Promise<boolean> {
    for (const entity of [AgencyKind, Agency, AreaNode, Post, Department]) {
      if (await this.ds.getRepository(entity).exists()) return false;
    }
    return true;
  }

  private async seed(manager: EntityManager): Promise<void> {
    const audit = { createdBy: SEEDER, updatedBy: SEEDER };
    await manager.save(KINDS.map(([kindCode, kindName]) => manager.create(AgencyKind, { kindCode, kindName, ...audit })));

    const nodes: AreaNode[] = [];
    const node = (level: AreaNode['level'], parentId: string, code: string, name: string): AreaNode => {
      const n = manager.create(AreaNode, { id: randomUUID(), level, parentId, code, name, ...audit });
      nodes.push(n);
      return n;
    };
    /** district code → [area id, region id, district id] */
    const paths = new Map<string, [string, string, string]>();
    for (const [areaCode, areaName, regions] of TREE) {
      const area = node('area', ROOT_PARENT_ID, areaCode, areaName);
      for (const [regionCode, regionName, districts] of regions) {
        const region = node('region', area.id, regionCode, regionName);
        for (const [districtCode, districtName] of districts) {
          paths.set(districtCode, [area.id, region.id, node('district', region.id, districtCode, districtName).id]);
        }
      }
    }
    await manager.save(nodes, { chunk: 100 });

    await manager.save(DEPARTMENTS.map(([departmentCode, departmentName, parentCode]) => manager.create(Department, { departmentCode, departmentName, parentCode, ...audit })));
    await manager.insert(DepartmentApprover, DEPARTMENTS.map(([departmentCode]) => ({ departmentCode, userCode: DEMO_APPROVER, sortNo: 0 })));
    await manager.save(POSTS.map(([postCode, postName]) => manager.create(Post, { postCode, postName, remark: null, ...audit })));

    await manager.save(
      DEALERS.map((d) => {
        const path = paths.get(d.district);
        if (!path) throw new Error(`demo dealer ${d.code}: unknown district ${d.district}`);
        const [areaId, regionId, districtId] = path;
        return manager.create(Agency, {
          agencyCode: d.code,
          agencyName: d.name,
          kindCode: d.kind,
          country: d.country,
          areaId,
          regionId,
          districtId,
          serviceDepartment: d.department,
          status: d.status,
          address: d.address,
          contactPerson: d.contact,
          contactPhone: d.phone,
          ...audit,
        });
      }),
    );
  }
}
