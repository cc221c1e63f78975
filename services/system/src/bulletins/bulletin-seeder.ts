import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NEW_DOCUMENT_STATES, PUBLISH_STATE } from '@tis/contracts';
import { EmptyTableSeeder } from '@tis/nest';
import type { EntityManager } from 'typeorm';
import { Bulletin } from './bulletin.entity.js';

const SEEDER = 'seed';

/** title, content: the published notices of a demo installation, for every user type and brand. */
const NOTICES: readonly [string, string][] = [
  [
    '欢迎使用 TIS 售后技术信息平台',
    '<p>维修手册、技术通报、配件目录、工时、维修案例和索赔案例都在这里。</p><ul><li>新的公告会显示在首页和页头的喇叭图标下，打开后即为已读。</li><li>有改进建议请点击页头的<strong>反馈</strong>按钮告诉我们。</li></ul>',
  ],
  ['周日晚间系统维护', '<p>本周日 23:00 至 23:30 平台升级维护，请提前保存草稿；登录状态不受影响。</p>'],
];

/**
 * Demo notices (TIS_DEMO_DATA, embedded start), only into an empty list; safe on every start and
 * replica (a replica that seeded at the same moment wins).
 */
@Injectable()
export class BulletinSeeder extends EmptyTableSeeder {
  protected readonly table = Bulletin;
  protected readonly message = 'demo notices created';

  protected async seed(manager: EntityManager): Promise<Record<string, number>> {
    const now = Date.now();
    await manager.insert(
      Bulletin,
      NOTICES.map(([title, content], i) => ({
        id: randomUUID(),
        version: 1,
        ...NEW_DOCUMENT_STATES,
        publishState: PUBLISH_STATE.published,
        title,
        content,
        attachments: '[]',
        forOem: 1,
        forDealer: 1,
        forSocial: 1,
        allBrands: 1,
        brandCodes: '',
        authorCode: 'admin',
        authorName: 'Administrator',
        department: null,
        submitTime: null,
        verifyTime: null,
        // The first is the newest.
        publishTime: new Date(now - i * 60_000),
        timesRead: 0,
        createdBy: SEEDER,
        updatedBy: SEEDER,
      })),
    );
    return { notices: NOTICES.length };
  }
}
