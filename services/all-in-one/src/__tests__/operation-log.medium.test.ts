import { Inject, Injectable, Module } from '@nestjs/common';
import { caseWorkflow, type OperationLogView, type OperationModuleCount, type PageResult, vinCheckDigit } from '@tis/contracts';
import {
  auditColumns,
  DATA_SOURCE,
  DocumentTransitions,
  EventBus,
  idColumn,
  PlatformModule,
  type TransitionRequest,
  type TransitionUser,
  versionColumn,
  WORKFLOW_ENTITIES,
  WORKFLOW_MIGRATIONS,
  workflowColumns,
  WorkflowDocument,
} from '@tis/nest';
import { call, eventually, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { DocumentServiceModule } from '@tis/service-document';
import { Column, type DataSource, Entity, type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MODULES } from '../all-in-one.js';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/** A document kind of this test only, on the caseWorkflow: a title the operation log shows. */
@Entity('op_test_case')
class OpTestCase extends WorkflowDocument {
  @Column({ type: 'varchar', length: 100 })
  title!: string;

  override operationName(): string {
    return this.title;
  }
}

class OpTestCases1700000099000 implements MigrationInterface {
  name = 'OpTestCases1700000099000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'op_test_case',
        columns: [idColumn(), ...auditColumns(qr), versionColumn(), ...workflowColumns({ stoppable: false }), { name: 'title', type: 'varchar', length: '100' }],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('op_test_case');
  }
}

/** The test kind's drafts and its workflow actions, on the document service's own bus. */
@Injectable()
class OpTestCases {
  private readonly workflow: DocumentTransitions;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) bus: EventBus,
  ) {
    this.workflow = new DocumentTransitions(bus);
  }

  draft(title: string, authorCode: string): Promise<OpTestCase> {
    const repo = this.ds.getRepository(OpTestCase);
    return repo.save(repo.create({ title, authorCode, department: 'D1', createdBy: authorCode, updatedBy: authorCode }));
  }

  transition(request: TransitionRequest<OpTestCase>): Promise<OpTestCase | null> {
    return this.workflow.transition(OpTestCase, caseWorkflow, request);
  }
}

/** Stands in for the document service: the same service name, bus and outbox, with the test kind only. */
@Module({
  imports: [
    PlatformModule.forService({ service: 'document', entities: [...WORKFLOW_ENTITIES, OpTestCase], migrations: [...WORKFLOW_MIGRATIONS, OpTestCases1700000099000] }),
  ],
  providers: [OpTestCases],
})
class TestDocumentModule {}

const dealer01: TransitionUser = { userCode: 'dealer01', fullName: 'Dealer One', post: null, actions: ['create', 'submit', 'edit', 'delete'], approverDepartments: [] };
const oem01: TransitionUser = { userCode: 'oem01', fullName: 'OEM One', post: 'Engineer', actions: ['verify', 'publish'], approverDepartments: ['D1'] };

/** A VIN whose 9th character is its check digit. */
function testVin(serial: number): string {
  const body = `TBLS1M1A0RA${String(serial).padStart(6, '0')}`;
  const digit = vinCheckDigit(body);
  if (digit === null) throw new Error(`bad test VIN ${body}`);
  return `${body.slice(0, 8)}${digit}${body.slice(9)}`;
}

type Row = { id: string; version: number } & Record<string, unknown>;
/** A record as the assertions compare it, in a fixed order (records of one second have no order on MariaDB). */
type Record4 = [action: string, module: string, userCode: string, targetName: string];
const byAction = (records: readonly OperationLogView[]): Record4[] =>
  records.map((r): Record4 => [r.action, r.module, r.userCode, r.targetName]).sort((a, b) => a[0].localeCompare(b[0]) || a[3].localeCompare(b[3]));

/**
 * The operation log written by the kit (spec section 2 Logs, /UserOperationLog): every write of a
 * resource (VersionedCrudService), every workflow action of a document kind (applyTransition) and
 * the writes of the hand-written services reach the log service through the bus, with the user who
 * did it; a refused write records nothing.
 */
describe.each(TEST_DIALECTS)('operation log on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let admin: string;
  const base = (): string => portal.base;
  const { ok, api } = apiClient('/tis/api/', base, () => admin);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    portal = await startEmbeddedPortal({
      name: 'oplog',
      dialect,
      env: { TIS_OUTBOX_POLL_MS: '100' },
      modules: [...SERVICE_MODULES.filter((m) => m !== DocumentServiceModule), TestDocumentModule],
    });
    admin = await loginAs(base(), 'admin');
  }, 120_000);

  afterAll(() => portal?.stop());

  /** The records matching `filter` once there are `count` of them (the log service consumes the events after commit). */
  async function records(filter: Record<string, string>, count: number): Promise<OperationLogView[]> {
    const query = new URLSearchParams({ ...filter, pageSize: '50' }).toString();
    const page = await eventually(async () => {
      const found = await ok<PageResult<OperationLogView>>('GET', `logService/operationLog/list?${query}`);
      return found.total >= count ? found : undefined;
    }, 10_000, `${count} operation records of ${query}`);
    expect(page.total, query).toBe(count);
    return page.list;
  }

  it('records the add, change and delete of a post with module, action, user and name, and nothing for a refused write', async () => {
    const post = await ok<Row>('POST', 'systemService/post', { postCode: 'OPL-1', postName: 'Operation post', remark: null });
    expect((await api('POST', 'systemService/post', { postCode: 'opl-1', postName: 'Again', remark: null })).body.code).toBe('409002');
    expect((await api('PUT', `systemService/post/${post.id}`, { postName: 'Stale', remark: null, version: post.version + 1 })).body.code).toBe('409001');
    await ok('PUT', `systemService/post/${post.id}`, { postName: 'Operation post (changed)', remark: 'x', version: post.version });
    expect(await ok('DELETE', `systemService/post/${post.id}`)).toBe(true);

    const list = await records({ targetId: post.id }, 3);
    expect(byAction(list)).toEqual([
      ['create', 'post', 'admin', 'OPL-1 Operation post'],
      ['delete', 'post', 'admin', 'OPL-1 Operation post (changed)'],
      ['update', 'post', 'admin', 'OPL-1 Operation post (changed)'],
    ]);
    // The module filter and the per-module summary see them too.
    expect((await records({ module: 'post', keyword: 'OPL-1' }, 3)).every((r) => r.targetId === post.id)).toBe(true);
    const summary = await ok<PageResult<OperationModuleCount>>('GET', `logService/operationLog/byModule?module=post&startTime=${day(-1)}&endTime=${day(1)}`);
    expect(summary.list.map((s) => s.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('records each workflow action of a document kind with the user who took it, and nothing for a refused one', async () => {
    const cases = portal.app.get(OpTestCases);
    const draft = await cases.draft('Brake noise when cold', 'dealer01');
    const { id } = draft;
    await cases.transition({ id, version: 1, action: 'submit', user: dealer01 });
    await cases.transition({ id, version: 2, action: 'verify', user: oem01, verdict: { approved: true, remark: '' } });
    await cases.transition({ id, version: 3, action: 'publish', user: oem01 });
    await expect(cases.transition({ id, version: 4, action: 'discard', user: dealer01 })).rejects.toMatchObject({ key: 'workflow.discardNeedsUnpublished' });
    const gone = await cases.draft('Draft to delete', 'dealer01');
    expect(await cases.transition({ id: gone.id, version: 1, action: 'delete', user: dealer01 })).toBeNull();

    expect(byAction(await records({ module: 'case', targetId: id }, 3))).toEqual([
      ['publish', 'case', 'oem01', 'Brake noise when cold'],
      ['submit', 'case', 'dealer01', 'Brake noise when cold'],
      ['verify', 'case', 'oem01', 'Brake noise when cold'],
    ]);
    expect(byAction(await records({ targetId: gone.id }, 1))).toEqual([['delete', 'case', 'dealer01', 'Draft to delete']]);
    expect((await records({ userCode: 'oem01', module: 'case' }, 2)).map((r) => r.targetId)).toEqual([id, id]);
  });

  it('records the writes of the hand-written services: languages, translations, homepage images, VIN shields, password cards', async () => {
    await ok('POST', 'systemService/language', { langCode: 'fr_FR', langName: 'Français', supported: true, sortNo: 4 });
    const [language] = (await ok<PageResult<Row>>('GET', 'systemService/language/list?keyword=fr_FR')).list;
    await ok('PUT', `systemService/language/${language!.id}`, { langName: 'Französisch', supported: true, sortNo: 4, version: language!.version });
    await ok('POST', 'systemService/translation', { key: 'test.operation.hello', langCode: 'fr_FR', value: 'Bonjour' });
    const [text] = (await ok<PageResult<Row>>('GET', 'systemService/translation/search?keyword=test.operation.hello')).list;
    await ok('DELETE', `systemService/translation/${text!.id}`);
    await ok('DELETE', `systemService/language/${language!.id}`);
    expect(byAction(await records({ module: 'language' }, 3))).toEqual([
      ['create', 'language', 'admin', 'fr_FR Français'],
      ['delete', 'language', 'admin', 'fr_FR Französisch'],
      ['update', 'language', 'admin', 'fr_FR Französisch'],
    ]);
    expect(byAction(await records({ module: 'translation' }, 2))).toEqual([
      ['create', 'translation', 'admin', 'test.operation.hello fr_FR'],
      ['delete', 'translation', 'admin', 'test.operation.hello fr_FR'],
    ]);

    const upload = multipartBody('file', 'banner.png', 'image/png', sizedPng(1600, 400));
    const stored = await call<{ url: string }>(`${base()}/tis/api/fileconverter/upload?category=image`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': upload.contentType },
      body: upload.body,
    });
    const image = await ok<Row>('POST', 'systemService/homepageImage', { title: 'Operation banner', imageUrl: stored.body.data!.url, link: null, sortNo: 1, enabled: true });
    await ok('PUT', `systemService/homepageImage/${image.id}`, { title: 'Operation banner 2', imageUrl: stored.body.data!.url, link: null, sortNo: 1, enabled: false, version: image.version });
    await ok('DELETE', `systemService/homepageImage/${image.id}`);
    expect(byAction(await records({ targetId: image.id }, 3))).toEqual([
      ['create', 'homepageImage', 'admin', 'Operation banner'],
      ['delete', 'homepageImage', 'admin', 'Operation banner 2'],
      ['update', 'homepageImage', 'admin', 'Operation banner 2'],
    ]);

    const vin = testVin(1);
    const shield = await ok<Row>('POST', 'vehicleService/vinShield', { vin, remark: 'stolen' });
    expect((await api('POST', 'vehicleService/vinShield', { vin, remark: null })).body.code).toBe('409002');
    await ok('PUT', `vehicleService/vinShield/${shield.id}`, { remark: 'found', version: shield.version });
    await ok('DELETE', `vehicleService/vinShield/${shield.id}`);
    expect(byAction(await records({ targetId: shield.id }, 3))).toEqual([
      ['create', 'vinShield', 'admin', vin],
      ['delete', 'vinShield', 'admin', vin],
      ['update', 'vinShield', 'admin', vin],
    ]);

    const generated = await ok<{ series: { id: string } }>('POST', 'oauthService/secretCardSeries/create', { seriesCode: 'OPL2026', seriesName: 'Operation cards', cardCount: 2 });
    const [card] = (await ok<PageResult<{ id: string; cardNo: string }>>('GET', 'oauthService/secretCard/list?seriesCode=OPL2026')).list;
    expect(await ok('POST', 'oauthService/secretCard/void', { id: card!.id })).toBe(true);
    expect(byAction(await records({ targetId: generated.series.id }, 1))).toEqual([['create', 'secretCardSeries', 'admin', 'OPL2026 Operation cards']]);
    expect(byAction(await records({ targetId: card!.id }, 1))).toEqual([['discard', 'secretCard', 'admin', card!.cardNo]]);
  });
});
