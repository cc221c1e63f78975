import { caseWorkflow, DOCUMENT_SUBMIT_STATE, NEW_DOCUMENT_STATES, PUBLISH_STATE, STOP_STATE, tsbWorkflow, APPROVAL_RESULT } from '@tis/contracts';
import { pino } from 'pino';
import { Column, Entity, type DataSource, type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaDrift } from '../../database/data-source.js';
import { auditColumns, idColumn, versionColumn } from '../../database/migration-columns.js';
import { EventBus } from '../../events/event-bus.js';
import { InProcessTransport } from '../../events/in-process.transport.js';
import { OutboxEvent, PLATFORM_ENTITIES } from '../../events/outbox.entity.js';
import { OutboxRelay } from '../../events/outbox.relay.js';
import { PLATFORM_MIGRATIONS } from '../../events/platform.migration.js';
import { startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '../../testing/index.js';
import { DocumentTransitions, type TransitionUser, verifyHistory } from '../document-transitions.js';
import { StoppableWorkflowDocument, VerifyRecord, WORKFLOW_ENTITIES, WorkflowDocument } from '../workflow-document.entity.js';
import { WORKFLOW_MIGRATIONS, workflowColumns } from '../workflow.migration.js';

/** A document kind of the test only: a case with a title, which the operation log shows. */
@Entity('test_case')
class TestCase extends WorkflowDocument {
  @Column({ type: 'varchar', length: 100 })
  title!: string;

  override operationName(): string {
    return this.title;
  }
}

@Entity('test_tsb')
class TestTsb extends StoppableWorkflowDocument {
  @Column({ type: 'varchar', length: 100 })
  title!: string;
}

class TestDocuments1700000090000 implements MigrationInterface {
  name = 'TestDocuments1700000090000';
  async up(qr: QueryRunner): Promise<void> {
    for (const [name, stoppable] of [['test_case', false], ['test_tsb', true]] as const) {
      await qr.createTable(
        new Table({
          name,
          columns: [idColumn(), ...auditColumns(qr), versionColumn(), ...workflowColumns({ stoppable }), { name: 'title', type: 'varchar', length: '100' }],
        }),
      );
    }
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('test_tsb');
    await qr.dropTable('test_case');
  }
}

const logger = pino({ level: 'silent' });
const dealer01: TransitionUser = { userCode: 'dealer01', fullName: 'Dealer One', post: null, actions: ['create', 'submit', 'edit', 'delete'], approverDepartments: [] };
const oem01: TransitionUser = { userCode: 'oem01', fullName: 'OEM One', post: 'Engineer', actions: ['verify', 'publish', 'stop'], approverDepartments: ['D1'] };
/** An approver of D1 who writes cases too. */
const oem02: TransitionUser = { userCode: 'oem02', fullName: 'OEM Two', post: 'Engineer', actions: ['create', 'submit', 'verify', 'publish'], approverDepartments: ['D1'] };

describe.each(TEST_DIALECTS)('document transitions on %s', (dialect) => {
  let server: TestDatabaseServer;
  let ds: DataSource;
  let workflow: DocumentTransitions;

  beforeAll(async () => {
    server = await startTestDatabase(dialect);
    ds = await openDatabase({
      url: server.url('workflow'),
      entities: [...PLATFORM_ENTITIES, ...WORKFLOW_ENTITIES, TestCase, TestTsb],
      migrations: [...PLATFORM_MIGRATIONS, ...WORKFLOW_MIGRATIONS, TestDocuments1700000090000],
    });
    const transport = new InProcessTransport(logger);
    const relay = new OutboxRelay(ds, transport, 'document', logger, 60_000);
    workflow = new DocumentTransitions(new EventBus('document', ds, transport, relay, 'test.document', logger));
  });
  afterAll(async () => {
    await ds.destroy();
    await server.stop();
  });

  const newCase = async (authorCode: string, title = 'Engine stalls when cold') =>
    ds.getRepository(TestCase).save(ds.getRepository(TestCase).create({ title, authorCode, department: 'D1', createdBy: authorCode, updatedBy: authorCode }));
  const records = (id: string) => ds.getRepository(VerifyRecord).find({ where: { documentId: id }, order: { id: 'ASC' } });
  const OPERATION_TOPIC = 'tis.document.operation.performed.v1';
  const outbox = async (id: string) =>
    (await ds.getRepository(OutboxEvent).find({ where: { eventKey: id }, order: { seq: 'ASC' } })).map((e) => ({ topic: e.topic, payload: JSON.parse(e.payload) as Record<string, unknown> }));
  /** The document's own events (tis.document.<kind>.<action>.v1). */
  const events = async (id: string) => (await outbox(id)).filter((e) => e.topic !== OPERATION_TOPIC);
  /** The operation records the actions emitted: module, action, user, the name shown. */
  const operations = async (id: string) =>
    (await outbox(id)).filter((e) => e.topic === OPERATION_TOPIC).map(({ payload: p }) => [p.module, p.action, p.userCode, p.targetName, p.targetId]);
  /** Everything an action could change: the row, its verify records and everything it emitted. */
  const snapshot = async (id: string) => ({ row: await ds.getRepository(TestCase).findOneBy({ id }), records: await records(id), events: await outbox(id) });

  /** The action is refused with `code` and `key`, and changes nothing. */
  async function expectRefused(id: string, attempt: () => Promise<unknown>, code: string, key: string): Promise<void> {
    const before = await snapshot(id);
    await expect(attempt()).rejects.toMatchObject({ code, key });
    expect(await snapshot(id)).toEqual(before);
  }

  it('the verify record table and a kind\'s workflow columns match their entities', async () => {
    expect(await schemaDrift(ds)).toEqual([]);
  });

  it('takes a case through submit, refusal with a remark, revision, approval and publication', async () => {
    const draft = await newCase('dealer01');
    expect(draft).toMatchObject({ ...NEW_DOCUMENT_STATES, version: 1 });
    const { id } = draft;

    const submitted = await workflow.transition(TestCase, caseWorkflow, { id, version: 1, action: 'submit', user: dealer01 });
    expect(submitted).toMatchObject({ submitState: DOCUMENT_SUBMIT_STATE.submitted, verifyState: APPROVAL_RESULT.pending, version: 2, updatedBy: 'dealer01' });
    expect(submitted?.submitTime).toBeInstanceOf(Date);
    expect(await records(id)).toHaveLength(1);
    expect((await events(id)).map((e) => e.topic)).toEqual(['tis.document.case.submit.v1']);

    // The rules of a submitted case: no second submit, no delete, not approved by its author.
    await expectRefused(id, () => workflow.transition(TestCase, caseWorkflow, { id, version: 2, action: 'submit', user: dealer01 }), '409001', 'workflow.alreadySubmitted');
    await expectRefused(id, () => workflow.transition(TestCase, caseWorkflow, { id, version: 2, action: 'delete', user: dealer01 }), '409001', 'workflow.submittedNoDelete');
    await expectRefused(id, () => workflow.transition(TestCase, caseWorkflow, { id, version: 2, action: 'publish', user: oem01 }), '409001', 'workflow.needsApproval');

    const refused = await workflow.transition(TestCase, caseWorkflow, { id, version: 2, action: 'verify', user: oem01, verdict: { approved: false, remark: 'Photos missing' } });
    expect(refused).toMatchObject({ submitState: DOCUMENT_SUBMIT_STATE.rejected, verifyState: APPROVAL_RESULT.refused, version: 3 });
    const [, refusal] = await records(id);
    expect(refusal).toMatchObject({ documentKind: 'case', action: 'verify', verifyResult: APPROVAL_RESULT.refused, verifyRemark: 'Photos missing', userCode: 'oem01', fullName: 'OEM One', post: 'Engineer' });
    expect((await events(id)).at(-1)).toEqual({
      topic: 'tis.document.case.verify.v1',
      payload: expect.objectContaining({ kind: 'case', documentId: id, action: 'verify', byUser: 'oem01', remark: 'Photos missing', states: { submitState: 2, verifyState: 0, publishState: 0, discard: 0 } }) as unknown,
    });

    // A rejected case is not submitted again as it is; the author's edit makes it a draft (ADR 0019).
    await expectRefused(id, () => workflow.transition(TestCase, caseWorkflow, { id, version: 3, action: 'submit', user: dealer01 }), '409001', 'workflow.rejectedNeedsEdit');
    await expectRefused(id, () => workflow.transition(TestCase, caseWorkflow, { id, version: 3, action: 'edit', user: { ...oem01, actions: ['edit'] }, changes: { title: 'not mine' } }), '403', 'workflow.notAuthor');
    const revised = await workflow.transition(TestCase, caseWorkflow, { id, version: 3, action: 'edit', user: dealer01, changes: { title: 'Engine stalls when cold, with photos' } });
    expect(revised).toMatchObject({ title: 'Engine stalls when cold, with photos', submitState: DOCUMENT_SUBMIT_STATE.unsubmitted, verifyState: APPROVAL_RESULT.pending, version: 4 });
    expect(await records(id)).toHaveLength(2);
    await workflow.transition(TestCase, caseWorkflow, { id, version: 4, action: 'submit', user: dealer01 });

    // A stale version: 409001, nothing changes.
    await expectRefused(id, () => workflow.transition(TestCase, caseWorkflow, { id, version: 4, action: 'verify', user: oem01, verdict: { approved: true, remark: '' } }), '409001', 'error.dataStateChanged');

    const approved = await workflow.transition(TestCase, caseWorkflow, { id, version: 5, action: 'verify', user: oem01, verdict: { approved: true, remark: '' } });
    expect(approved).toMatchObject({ submitState: DOCUMENT_SUBMIT_STATE.submitted, verifyState: APPROVAL_RESULT.approved, version: 6 });
    expect(approved?.verifyTime).toBeInstanceOf(Date);
    const published = await workflow.transition(TestCase, caseWorkflow, { id, version: 6, action: 'publish', user: oem01 });
    expect(published).toMatchObject({ publishState: PUBLISH_STATE.published, version: 7 });
    expect(published?.publishTime).toBeInstanceOf(Date);

    // A published case is not approved again, nor discarded.
    await expectRefused(id, () => workflow.transition(TestCase, caseWorkflow, { id, version: 7, action: 'verify', user: oem01, verdict: { approved: true, remark: '' } }), '409001', 'workflow.publishedNoVerify');
    await expectRefused(id, () => workflow.transition(TestCase, caseWorkflow, { id, version: 7, action: 'discard', user: dealer01 }), '409001', 'workflow.discardNeedsUnpublished');

    // One record per recorded action (the edit is not one), one event per action.
    expect((await records(id)).map((r) => [r.action, r.verifyResult])).toEqual([
      ['submit', 2], ['verify', 0], ['submit', 2], ['verify', 1], ['publish', 1],
    ]);
    expect((await events(id)).map((e) => e.topic.split('.')[3])).toEqual(['submit', 'verify', 'edit', 'submit', 'verify', 'publish']);
    // Each action is an operation record too, with the name the kind gives its rows (after an edit: the new title).
    const title = 'Engine stalls when cold';
    const revisedTitle = 'Engine stalls when cold, with photos';
    expect(await operations(id)).toEqual([
      ['case', 'submit', 'dealer01', title, id],
      ['case', 'verify', 'oem01', title, id],
      ['case', 'edit', 'dealer01', revisedTitle, id],
      ['case', 'submit', 'dealer01', revisedTitle, id],
      ['case', 'verify', 'oem01', revisedTitle, id],
      ['case', 'publish', 'oem01', revisedTitle, id],
    ]);
    const history = await verifyHistory(ds.manager, 'case', id);
    expect(history.map((h) => h.action)).toEqual(['publish', 'verify', 'submit', 'verify', 'submit']);
    expect(history[3]).toMatchObject({ verifyResult: 0, verifyRemark: 'Photos missing', fullName: 'OEM One', post: 'Engineer' });
  });

  it('nobody approves their own case, even as an approver of its department', async () => {
    const own = await newCase('oem02');
    await workflow.transition(TestCase, caseWorkflow, { id: own.id, version: 1, action: 'submit', user: oem02 });
    await expectRefused(own.id, () => workflow.transition(TestCase, caseWorkflow, { id: own.id, version: 2, action: 'verify', user: oem02, verdict: { approved: true, remark: '' } }), '403', 'workflow.ownDocument');
    await expectRefused(own.id, () => workflow.transition(TestCase, caseWorkflow, { id: own.id, version: 2, action: 'verify', user: { ...oem01, approverDepartments: ['D2'] }, verdict: { approved: true, remark: '' } }), '403', 'workflow.notApprover');
    await expectRefused(own.id, () => workflow.transition(TestCase, caseWorkflow, { id: own.id, version: 2, action: 'verify', user: { ...oem01, actions: ['publish'] }, verdict: { approved: true, remark: '' } }), '403', 'error.forbidden');
  });

  it('deletes a draft with its event, and discards only unpublished data', async () => {
    const draft = await newCase('dealer01');
    expect(await workflow.transition(TestCase, caseWorkflow, { id: draft.id, version: 1, action: 'delete', user: dealer01 })).toBeNull();
    expect(await ds.getRepository(TestCase).findOneBy({ id: draft.id })).toBeNull();
    expect((await events(draft.id)).map((e) => [e.topic, e.payload.states])).toEqual([['tis.document.case.delete.v1', null]]);
    expect(await operations(draft.id)).toEqual([['case', 'delete', 'dealer01', 'Engine stalls when cold', draft.id]]);

    const other = await newCase('dealer01');
    const discarded = await workflow.transition(TestCase, caseWorkflow, { id: other.id, version: 1, action: 'discard', user: dealer01 });
    expect(discarded).toMatchObject({ discard: 1, version: 2 });
    await expectRefused(other.id, () => workflow.transition(TestCase, caseWorkflow, { id: other.id, version: 2, action: 'submit', user: dealer01 }), '409001', 'workflow.discarded');
    expect(await workflow.transition(TestCase, caseWorkflow, { id: other.id, version: 2, action: 'delete', user: dealer01 })).toBeNull();
    expect(await ds.getRepository(VerifyRecord).countBy({ documentId: other.id })).toBe(0);
  });

  it('refuses a refusal without a remark, changing nothing', async () => {
    const draft = await newCase('dealer01');
    await workflow.transition(TestCase, caseWorkflow, { id: draft.id, version: 1, action: 'submit', user: dealer01 });
    const before = await snapshot(draft.id);
    await expect(workflow.transition(TestCase, caseWorkflow, { id: draft.id, version: 2, action: 'verify', user: oem01, verdict: { approved: false, remark: '   ' } })).rejects.toThrow(
      'workflow.remarkRequired',
    );
    expect(await snapshot(draft.id)).toEqual(before);
  });

  it('refuses a missing row with 404 and an edit of the workflow columns', async () => {
    await expect(workflow.transition(TestCase, caseWorkflow, { id: 'missing', version: 1, action: 'submit', user: dealer01 })).rejects.toMatchObject({ code: '404' });
    const draft = await newCase('dealer01');
    await expect(workflow.transition(TestCase, caseWorkflow, { id: draft.id, version: 1, action: 'edit', user: dealer01, changes: { publishState: 1 } })).rejects.toThrow('publishState');
    await expect(workflow.transition(TestCase, caseWorkflow, { id: draft.id, version: 1, action: 'submit', user: dealer01, changes: { title: 'x' } })).rejects.toThrow('only edit');
  });

  it('stops a published TSB with stop time and user; a TSB is deleted only while unsubmitted', async () => {
    const tsb = await ds.getRepository(TestTsb).save(ds.getRepository(TestTsb).create({ title: 'Recall 7', authorCode: 'dealer01', department: 'D1' }));
    expect(tsb.stopState).toBe(STOP_STATE.running);
    await workflow.transition(TestTsb, tsbWorkflow, { id: tsb.id, version: 1, action: 'submit', user: dealer01 });
    await expect(workflow.transition(TestTsb, tsbWorkflow, { id: tsb.id, version: 2, action: 'delete', user: dealer01 })).rejects.toMatchObject({ code: '409001', key: 'workflow.deleteOnlyUnsubmitted' });
    await workflow.transition(TestTsb, tsbWorkflow, { id: tsb.id, version: 2, action: 'verify', user: oem01, verdict: { approved: true, remark: 'fine' } });
    await expect(workflow.transition(TestTsb, tsbWorkflow, { id: tsb.id, version: 3, action: 'stop', user: oem01 })).rejects.toMatchObject({ code: '409001', key: 'workflow.stopNeedsPublished' });
    await workflow.transition(TestTsb, tsbWorkflow, { id: tsb.id, version: 3, action: 'publish', user: oem01 });
    const stopped = await workflow.transition(TestTsb, tsbWorkflow, { id: tsb.id, version: 4, action: 'stop', user: oem01 });
    expect(stopped).toMatchObject({ stopState: STOP_STATE.stopped, stopUser: 'oem01', version: 5 });
    expect(stopped?.stopTime).toBeInstanceOf(Date);
    expect((await events(tsb.id)).at(-1)?.payload).toMatchObject({ action: 'stop', states: { stopState: STOP_STATE.stopped, publishState: PUBLISH_STATE.published } });
    // A kind that names nothing is shown by its id.
    expect((await operations(tsb.id)).at(-1)).toEqual(['tsb', 'stop', 'oem01', tsb.id, tsb.id]);
    expect((await verifyHistory(ds.manager, 'tsb', tsb.id)).map((h) => h.action)).toEqual(['stop', 'publish', 'verify', 'submit']);
  });
});
