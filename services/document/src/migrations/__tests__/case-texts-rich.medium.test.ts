import { randomUUID } from 'node:crypto';
import { openDatabase } from '@tis/nest';
import { startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepairCase } from '../../cases/case.entities.js';
import { DOCUMENT_SERVICE } from '../../document.module.js';
import { CaseTextsRich1700000082000 } from '../1700000082000-case-texts-rich.js';

/** Case texts saved as plain text before the editor become the rich text they meant; HTML and empty texts stay as they are. */
describe.each(TEST_DIALECTS)('migration 1700000082000 (case texts as rich text) on %s', (dialect) => {
  let server: TestDatabaseServer;
  let ds: DataSource;

  beforeAll(async () => {
    server = await startTestDatabase(dialect);
    const before = DOCUMENT_SERVICE.migrations.filter((m) => m !== CaseTextsRich1700000082000);
    ds = await openDatabase({ url: server.url('case_texts'), entities: DOCUMENT_SERVICE.entities, migrations: before });
  }, 120_000);

  afterAll(async () => {
    await ds?.destroy();
    await server?.stop();
  });

  it('converts every plain text of every case (in pages), and nothing else', async () => {
    const texts = [
      { description: 'Stalls  when cold\nafter 1 min', checkProcess: null, solution: 'Cleaned', summary: '<p>already rich</p>' },
      ...Array.from({ length: 520 }, (_, i) => ({ description: `case ${i}`, checkProcess: `check ${i}`, solution: null, summary: null })),
    ];
    const ids = texts.map(() => randomUUID());
    // Written as the service wrote them before the editor (raw: the entity's transformer is today's).
    for (const [i, text] of texts.entries()) {
      await ds.query(
        'INSERT INTO repair_case (id, version, created_by, updated_by, case_code, title, lang_code, brand_code, series_code, author_code, full_name, mileage, description, check_process, solution, summary, submit_state, verify_state, publish_state, discard) VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, 0, 2, 0, 0)',
        [ids[i], 't', 't', `RC${String(i).padStart(13, '0')}`, 'T', 'en_US', 'PC', 'PC-A5', 'dealer01', 'Li Lei', text.description, text.checkProcess, text.solution, text.summary],
      );
    }
    const runner = ds.createQueryRunner();
    await new CaseTextsRich1700000082000().up(runner);
    await runner.release();

    const first = await ds.getRepository(RepairCase).findOneByOrFail({ id: ids[0]! });
    expect([first.description, first.checkProcess, first.solution, first.summary]).toEqual(['Stalls&nbsp;&nbsp;when&nbsp;cold<br>after&nbsp;1&nbsp;min', null, 'Cleaned', '<p>already rich</p>']);
    const last = await ds.getRepository(RepairCase).findOneByOrFail({ id: ids[520]! });
    expect([last.description, last.checkProcess]).toEqual(['case&nbsp;519', 'check&nbsp;519']);
    const rows = await ds.query<{ plain: number | string }[]>("SELECT COUNT(*) AS plain FROM repair_case WHERE description NOT LIKE '<%' AND description LIKE '% %'");
    expect(Number(rows[0]?.plain)).toBe(0);
  });
});
