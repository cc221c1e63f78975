import { type CaseRichText, plainTextToRichText } from '@tis/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS: Record<CaseRichText, string> = {
  description: 'description',
  checkProcess: 'check_process',
  solution: 'solution',
  summary: 'summary',
};
const BATCH = 500;

/** Text written before the editor: no tag at all (HTML the editor wrote always starts with one). */
const isPlain = (value: string): boolean => !/^\s*</.test(value);

/**
 * The case texts became rich text (issue 15): plain texts saved before are turned into the rich
 * text they meant (spec section 5: spaces as &nbsp;, newlines as <br>, markup escaped), so the
 * reading view shows them as written. Rows are read in pages by id; down leaves the HTML.
 */
export class CaseTextsRich1700000082000 implements MigrationInterface {
  name = 'CaseTextsRich1700000082000';

  async up(qr: QueryRunner): Promise<void> {
    const columns = Object.values(COLUMNS);
    let after = '';
    for (;;) {
      const rows = (await qr.query(
        `SELECT id, ${columns.join(', ')} FROM repair_case WHERE id > ? ORDER BY id LIMIT ${BATCH}`,
        [after],
      )) as Record<string, string | null>[];
      const last = rows.at(-1);
      if (!last) return;
      for (const row of rows) {
        const changed = columns.filter((column) => {
          const value = row[column];
          return typeof value === 'string' && isPlain(value);
        });
        if (changed.length === 0) continue;
        await qr.query(`UPDATE repair_case SET ${changed.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`, [
          ...changed.map((column) => plainTextToRichText(row[column] as string) || row[column]),
          row['id'],
        ]);
      }
      after = String(last['id']);
    }
  }

  async down(): Promise<void> {
    // The HTML stays: it reads the same in the old plain-text view's place.
  }
}
