import { createCodeIndexes, dropCodeIndexes } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** The default language (DEFAULT_LANGUAGE) when this migration was written: the rows that exist become its rows. */
const EXISTING_ROWS_LANGUAGE = 'zh_CN';

interface Localized {
  table: string;
  code: string;
  /** The indexes of one row per code, without a language. */
  before: TableIndex[];
  /** The indexes of one row per code and language (the unique one first). */
  after: TableIndex[];
}

const TABLES: Localized[] = [
  {
    table: 'vehicle_classification',
    code: 'classification_code',
    before: [new TableIndex({ name: 'uq_vehicle_classification_code', columnNames: ['classification_code'], isUnique: true })],
    after: [
      new TableIndex({ name: 'uq_vehicle_classification_code_lang', columnNames: ['classification_code', 'lang_code'], isUnique: true }),
      new TableIndex({ name: 'idx_vehicle_classification_lang', columnNames: ['lang_code', 'parent_code', 'sort_no'] }),
    ],
  },
  {
    table: 'vehicle_car_type',
    code: 'cartype_code',
    before: [
      new TableIndex({ name: 'uq_vehicle_car_type_code', columnNames: ['cartype_code'], isUnique: true }),
      new TableIndex({ name: 'idx_vehicle_car_type_name', columnNames: ['cartype_name'] }),
    ],
    after: [
      new TableIndex({ name: 'uq_vehicle_car_type_code_lang', columnNames: ['cartype_code', 'lang_code'], isUnique: true }),
      new TableIndex({ name: 'idx_vehicle_car_type_lang', columnNames: ['lang_code', 'cartype_code'] }),
    ],
  },
];

/** The SQLite-only index of a code without case (CaseInsensitiveCodes1700000070000), before and after the language. */
function codeIndex({ table, code }: Localized, withLanguage: boolean) {
  return withLanguage ? { name: `uq_${table}_code_lang_ci`, table, columns: [code, 'lang_code'] } : { name: `uq_${table}_code_ci`, table, columns: [code] };
}

/**
 * Vehicle classifications and car types in each language, like kinds and energy types (spec
 * section 3: langCode + name): a `lang_code` column, the code unique per language. The rows that
 * exist become the default language's rows; the other languages of a code fall back to them until
 * they get their own (the seeder adds the seeded codes' languages).
 */
export class LocalizedClassificationsCarTypes1700000072000 implements MigrationInterface {
  name = 'LocalizedClassificationsCarTypes1700000072000';

  async up(qr: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await dropCodeIndexes(qr, [codeIndex(t, false)]);
      for (const index of t.before) await qr.dropIndex(t.table, index);
      await qr.addColumn(t.table, new TableColumn({ name: 'lang_code', type: 'varchar', length: '20', isNullable: true }));
      await qr.query(`UPDATE ${t.table} SET lang_code = '${EXISTING_ROWS_LANGUAGE}'`);
      await qr.changeColumn(t.table, 'lang_code', new TableColumn({ name: 'lang_code', type: 'varchar', length: '20' }));
      await qr.createIndices(t.table, t.after);
      await createCodeIndexes(qr, [codeIndex(t, true)]);
    }
  }

  /** One row per code again: the default language's row where the code has one, else its first row. */
  async down(qr: QueryRunner): Promise<void> {
    for (const t of [...TABLES].reverse()) {
      const { table, code } = t;
      await dropCodeIndexes(qr, [codeIndex(t, true)]);
      for (const index of t.after) await qr.dropIndex(table, index);
      // The derived tables let MySQL and MariaDB read the table they delete from.
      await qr.query(
        `DELETE FROM ${table} WHERE lang_code <> '${EXISTING_ROWS_LANGUAGE}' AND ${code} IN (SELECT c FROM (SELECT ${code} AS c FROM ${table} WHERE lang_code = '${EXISTING_ROWS_LANGUAGE}') d)`,
      );
      await qr.query(`DELETE FROM ${table} WHERE id NOT IN (SELECT keep FROM (SELECT MIN(id) AS keep FROM ${table} GROUP BY ${code}) d)`);
      await qr.dropColumn(table, 'lang_code');
      await qr.createIndices(table, t.before);
      await createCodeIndexes(qr, [codeIndex(t, false)]);
    }
  }
}
