import { Injectable } from '@nestjs/common';
import { richTextToPlain } from '@tis/contracts';
import { EmptyTableSeeder, sanitizeRichText } from '@tis/nest';
import type { EntityManager } from 'typeorm';
import { HelpDoc } from './help-doc.entity.js';

const SEEDER = 'seed';

interface DemoDoc {
  title: string;
  content: string;
  children?: DemoDoc[];
}

/** The demo help of one language: a chapter "getting started" with three pages. */
const DEMO_HELP: Readonly<Record<'zh_CN' | 'en_US', DemoDoc>> = {
  zh_CN: {
    title: '快速入门',
    content: '<p>本章介绍售后技术信息门户最常用的操作：登录、查找维修案例和发送反馈。</p>',
    children: [
      {
        title: '登录',
        content:
          '<h2>用账号和密码登录</h2><ol><li>打开门户登录页，在右上角选择界面语言。</li><li>输入<strong>账号</strong>和<strong>密码</strong>，勾选隐私政策后点击“登录”。</li><li>首次登录或密码超过三个月时，系统会要求修改密码：新密码至少 8 位，须包含大写字母、小写字母和数字。</li></ol><p>也可以切换到“企业微信扫码”或“OA 单点登录”标签页登录。忘记密码时，点击“重置密码”，填写邮箱和账号，按邮件中的链接设置新密码。</p>',
      },
      {
        title: '查找维修案例',
        content:
          '<h2>在案例列表中查找</h2><p>从首页的“案例”图标进入案例列表，可按<strong>关键字</strong>、案例编号、品牌、车系、故障部位以及发布时间筛选。</p><ul><li>关键字同时匹配标题、故障现象和解决措施。</li><li>输入 17 位 VIN 可自动带出品牌和车系。</li><li>点击标题查看完整案例，可收藏、分享或打印（打印件带水印）。</li></ul>',
      },
      {
        title: '发送反馈',
        content:
          '<h2>告诉我们哪里需要改进</h2><p>点击页面顶部的“反馈”按钮，选择反馈类型，写下问题或建议，最多可附 9 张截图（jpg、png，单张不超过 20 MB）。</p><p>工作人员回复后，回复会出现在“我的消息”中，也可以在反馈面板中查看自己提交过的反馈。</p>',
      },
    ],
  },
  en_US: {
    title: 'Getting started',
    content: '<p>This chapter explains what you do most often on the after-sales technical information portal: logging in, finding a repair case and sending feedback.</p>',
    children: [
      {
        title: 'Logging in',
        content:
          '<h2>Log in with your account and password</h2><ol><li>Open the portal\'s login page and choose the language at the top right.</li><li>Enter your <strong>account</strong> and <strong>password</strong>, tick the privacy policy and click "Log in".</li><li>On your first login, or when your password is older than three months, the portal asks for a new password: at least 8 characters with upper case, lower case and digits.</li></ol><p>You can also log in on the enterprise-chat QR code tab or with OA single sign-on. If you forgot your password, click "Reset password", enter your email and account, and follow the link in the email.</p>',
      },
      {
        title: 'Finding a repair case',
        content:
          '<h2>Search the case list</h2><p>Open the case list from the "Case" icon on the home page. Filter by <strong>keyword</strong>, case code, brand, series, fault part and publish date.</p><ul><li>The keyword matches the title, the symptom and the solution.</li><li>Enter a 17-character VIN to fill in the brand and series.</li><li>Click a title to read the whole case; you can add it to your favorites, share it or print it (prints carry a watermark).</li></ul>',
      },
      {
        title: 'Sending feedback',
        content:
          '<h2>Tell us what to improve</h2><p>Click "Feedback" at the top of the page, choose the kind of feedback, describe the problem or idea and attach up to 9 screenshots (jpg or png, at most 20 MB each).</p><p>When staff answer, the answer arrives in "My messages"; the feedback panel also lists everything you have sent.</p>',
      },
    ],
  },
};

/**
 * Demo help documents (TIS_DEMO_DATA, embedded start) in zh_CN and en_US, only into an empty
 * table; safe on every start and replica (a replica that seeded at the same moment wins).
 */
@Injectable()
export class HelpDocSeeder extends EmptyTableSeeder {
  protected readonly table = HelpDoc;
  protected readonly message = 'demo help documents created';

  protected async seed(manager: EntityManager): Promise<Record<string, number>> {
    let documents = 0;
    for (const [langCode, chapter] of Object.entries(DEMO_HELP)) documents += await this.seedDoc(manager, langCode, chapter, null, 1);
    return { documents };
  }

  private async seedDoc(manager: EntityManager, langCode: string, doc: DemoDoc, parentId: string | null, sortNo: number): Promise<number> {
    const content = sanitizeRichText(doc.content);
    const saved = await manager.save(
      manager.create(HelpDoc, { title: doc.title, parentId, langCode, sortNo, visible: 1, content, contentPlain: richTextToPlain(content), createdBy: SEEDER, updatedBy: SEEDER }),
    );
    let count = 1;
    for (const [index, child] of (doc.children ?? []).entries()) count += await this.seedDoc(manager, langCode, child, saved.id, (index + 1) * 10);
    return count;
  }
}
