import { describe, expect, it } from 'vitest';
import { caseByIdQuery, caseStepsQuery, operationTargetName, paramsOf, runStatements, type Statement, statesAfter, transitionStatements, type TransitionInput } from './workflow-sql.js';

const DRAFT = { submitState: 0, verifyState: 2, publishState: 0, discard: 0 };
const AT = new Date('2026-11-26T11:06:51.672Z');
/** The case as caseByIdQuery answers it (the columns a search entry takes). */
const CASE_ROW = {
  RepairCase_case_code: 'RBD000000001',
  RepairCase_title: 'A5 Sedan: Vibration when idling',
  RepairCase_lang_code: 'en_US',
  RepairCase_brand_code: 'RB',
  RepairCase_series_code: 'A5',
  RepairCase_vin: 'LRBA5000000000001',
  RepairCase_symptom: 'Vibration',
  RepairCase_fault_part: 'Engine mount',
  RepairCase_description: '<p>Vibration&nbsp;at idle</p>',
  RepairCase_dtc_code: null,
  RepairCase_check_process: null,
  RepairCase_solution: 'Replaced the mount',
  RepairCase_summary: '',
};
/** A statement's parameters when none follow from reads. */
const params = (statement: Statement | undefined) => (statement ? paramsOf(statement, {}) : []);
const input = (extra: Partial<TransitionInput> = {}): TransitionInput => ({
  id: 'case-1',
  version: 1,
  action: 'submit',
  user: { userCode: 'dealer01', fullName: 'Li Lei (Dealer D1001)', post: null },
  states: DRAFT,
  at: AT,
  targetName: 'RBD000000001 A5 Sedan: Vibration when idling',
  uuid: () => 'event-id',
  row: CASE_ROW,
  ...extra,
});

describe('workflow transition SQL', () => {
  it('writes a submission as the service does on SQLite: the UPDATE with its values bound, the inserts with numbers in the SQL, times as UTC text', () => {
    const statements = transitionStatements('sqlite', input());
    const kinds = statements.map((s) => /^(SELECT "\w+"|UPDATE "\w+"|INSERT INTO "\w+")/.exec(s.sql)?.[0]);
    expect(kinds).toEqual([
      'SELECT "RepairCase"',
      'UPDATE "repair_case"',
      'INSERT INTO "verify_record"',
      'INSERT INTO "outbox_event"',
      'INSERT INTO "outbox_event"',
      'SELECT "RepairCaseStep"',
      'SELECT "Favorite"',
    ]);
    // SQLite runs one write transaction at a time: the row is read without a lock.
    expect(statements[0]?.sql).not.toContain('FOR UPDATE');
    expect(statements[1]).toEqual({
      sql: 'UPDATE "repair_case" SET "submit_state" = ?, "verify_state" = ?, "submit_time" = ?, "updated_by" = ?, "updated_at" = ?, "version" = "version" + 1 WHERE "id" = ? AND "version" = ?',
      params: [1, 2, '2026-11-26 11:06:51.672', 'dealer01', '2026-11-26 11:06:51.672', 'case-1', 1],
      versioned: true,
    });
    expect(statements[6]?.sql).toMatch(/FROM "favorite" "Favorite" WHERE \(\("Favorite"\."user_code" = \?\) AND \("Favorite"\."item_type" = \?\) AND \("Favorite"\."item_code" = \?\)\) LIMIT 1$/);
    expect(params(statements[6])).toEqual(['dealer01', 'case', 'case-1']);
    expect(statements[2]).toEqual({
      sql: 'INSERT INTO "verify_record"("id", "document_kind", "document_id", "action", "verify_result", "verify_remark", "user_code", "full_name", "post", "verify_time") VALUES (NULL, ?, ?, ?, 2, ?, ?, ?, ?, ?)',
      params: ['case', 'case-1', 'submit', null, 'dealer01', 'Li Lei (Dealer D1001)', null, '2026-11-26 11:06:51.672'],
    });
    const [, , , documentEvent, operationEvent] = statements;
    expect(documentEvent?.sql).toBe(
      'INSERT INTO "outbox_event"("seq", "id", "topic", "event_key", "payload", "correlation_id", "occurred_at", "published_at", "attempts", "last_error", "lease_owner", "lease_until") VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)',
    );
    expect(params(documentEvent).slice(0, 3)).toEqual(['event-id', 'tis.document.case.submit.v1', 'case-1']);
    expect(JSON.parse(String(params(documentEvent)[3]))).toEqual({
      kind: 'case',
      documentId: 'case-1',
      action: 'submit',
      byUser: 'dealer01',
      states: { submitState: 1, verifyState: 2, publishState: 0, discard: 0 },
      remark: null,
      occurredAt: AT.toISOString(),
    });
    expect(JSON.parse(String(params(operationEvent)[3]))).toMatchObject({ module: 'case', action: 'submit', targetId: 'case-1', targetName: 'RBD000000001 A5 Sedan: Vibration when idling' });
    expect(statements.filter((s) => s.read)).toHaveLength(3);
    expect(caseStepsQuery('sqlite', 'case-1', true).sql).toMatch(/WHERE \(\("RepairCaseStep"\."case_id" = \?\)\) ORDER BY "RepairCaseStep"\."section" ASC, "RepairCaseStep"\."sno" ASC$/);
    expect(caseByIdQuery('sqlite', 'case-1').sql).toMatch(/"RepairCase"\."last_verifier_post" AS "RepairCase_last_verifier_post" FROM "repair_case" "RepairCase" WHERE \(\("RepairCase"\."id" = \?\)\) LIMIT 1$/);
  });

  it('binds every value on MariaDB, locks the row it changes, and records the approver’s post in the UPDATE of a verify', () => {
    const statements = transitionStatements('mysql', input({ action: 'verify', version: 2, states: statesAfter(DRAFT, 'submit'), user: { userCode: 'oem01', fullName: 'Wang Fang (OEM)', post: 'TS' } }));
    expect(statements[0]?.sql).toMatch(/ LIMIT 1 FOR UPDATE$/);
    expect(statements[1]).toEqual({
      sql: 'UPDATE `repair_case` SET `verify_state` = ?, `verify_time` = ?, `last_verifier_post` = ?, `updated_by` = ?, `updated_at` = ?, `version` = `version` + 1 WHERE `id` = ? AND `version` = ?',
      params: [1, AT, 'TS', 'oem01', AT, 'case-1', 2],
      versioned: true,
    });
    expect(statements[2]?.sql).toMatch(/^INSERT INTO `verify_record`.* VALUES \(DEFAULT, \?, \?, \?, \?, \?, \?, \?, \?, \?\)$/);
    expect(params(statements[2])).toEqual(['case', 'case-1', 'verify', 1, null, 'oem01', 'Wang Fang (OEM)', 'TS', AT]);
    expect(statements[3]?.sql).toMatch(/VALUES \(DEFAULT, \?, \?, \?, \?, \?, \?, \?, \?, \?, \?, \?\)$/);
    expect(statements).toHaveLength(7);
  });

  it('writes the events as published when asked (the raw side), and publishes an approved case', () => {
    const approved = statesAfter(statesAfter(DRAFT, 'submit'), 'verify');
    const statements = transitionStatements('mysql', input({ action: 'publish', version: 3, states: approved, published: true }));
    expect(statements[1]?.sql).toContain('SET `publish_state` = ?, `publish_time` = ?');
    expect(params(statements[3])[6]).toEqual(AT);
    expect(params(transitionStatements('mysql', input())[3])[6]).toBeNull();
    expect(statesAfter(approved, 'publish')).toEqual({ submitState: 1, verifyState: 1, publishState: 1, discard: 0 });
  });

  it('puts a published case into the search: reads its rows, then sends the entry made of the case and its rows', async () => {
    const approved = statesAfter(statesAfter(DRAFT, 'submit'), 'verify');
    const statements = transitionStatements('sqlite', input({ action: 'publish', version: 3, states: approved }));
    expect(statements.map((s) => s.keep ?? null).filter(Boolean)).toEqual(['steps']);
    const stepsRead = statements[4];
    expect(stepsRead?.sql).toMatch(/WHERE \(\("RepairCaseStep"\."case_id" IN \(\?\)\)\) ORDER BY "RepairCaseStep"\."section" ASC, "RepairCaseStep"\."sno" ASC$/);
    const steps = [
      { RepairCaseStep_section: 'fault', RepairCaseStep_object_system: 'Powertrain', RepairCaseStep_object: 'Engine mount', RepairCaseStep_dtc_code: 'P0300', RepairCaseStep_object_code: null, RepairCaseStep_system_code: 'ENG' },
    ];
    const sent: [string, unknown[]][] = [];
    await runStatements(statements, async (sql, values, statement) => {
      sent.push([sql, values]);
      return statement.keep === 'steps' ? steps : [];
    });
    const [topic, payload] = [sent[5]?.[1][1], JSON.parse(String(sent[5]?.[1][3])) as Record<string, unknown>];
    expect(topic).toBe('tis.document.searchEntry.changed.v1');
    expect(payload).toEqual({
      kind: 'case',
      documentId: 'case-1',
      changedAt: AT.toISOString(),
      entry: {
        title: 'A5 Sedan: Vibration when idling',
        text: 'Vibration\nEngine mount\nVibration at idle\nPowertrain\nEngine mount\nReplaced the mount',
        codes: ['RBD000000001', 'LRBA5000000000001', 'P0300', 'ENG'],
        terms: ['Engine mount', 'Powertrain'],
        brandCode: 'RB',
        seriesCode: 'A5',
        language: 'en_US',
        userTypes: null,
        brandCodes: [],
        publishedAt: AT.toISOString(),
      },
    });
    // Other actions send no entry.
    expect(transitionStatements('sqlite', input()).some((s) => typeof s.params === 'function')).toBe(false);
  });

  it('names the case in the operation log by code and title, cut to 255 characters, never inside a surrogate pair', () => {
    expect(operationTargetName('RB0000000001', 'A5 抖动')).toBe('RB0000000001 A5 抖动');
    expect(operationTargetName('RB', 'x'.repeat(300))).toHaveLength(255);
    const name = operationTargetName('RB', `${'x'.repeat(251)}😀`);
    expect(name).toHaveLength(254);
  });
});
