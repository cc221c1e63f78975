import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** The claim list indexes before and after: the same names, the order's columns now ending with the id. */
const KEYED: { name: string; before: string[]; after: string[] }[] = [
  { name: 'idx_claim_case_published', before: ['publish_state', 'discard', 'publish_time'], after: ['publish_state', 'discard', 'publish_time', 'id'] },
  { name: 'idx_claim_case_brand_published', before: ['brand_code', 'publish_state', 'discard', 'publish_time'], after: ['brand_code', 'publish_state', 'discard', 'publish_time', 'id'] },
  { name: 'idx_claim_case_series', before: ['series_code', 'publish_state'], after: ['series_code', 'publish_state', 'discard', 'publish_time', 'id'] },
  { name: 'idx_claim_case_discard', before: ['discard', 'created_at'], after: ['discard', 'created_at', 'id', 'author_code', 'org_code', 'department', 'submit_state', 'verify_state'] },
];

/**
 * The claim lists read their pages with keyPage (newest first, then by id): the index of each list's
 * scope goes on with the order and the id, so a page is read from the index in order, without a
 * sort, on SQLite too (its index entries end with the rowid, not the id). The authoring list's
 * index also holds the columns of its scope (author, organisation, department, states): the ids of
 * a page come from the index alone, whoever asks.
 */
export class ClaimListKeys1700000095000 implements MigrationInterface {
  name = 'ClaimListKeys1700000095000';

  async up(qr: QueryRunner): Promise<void> {
    await replace(qr, 'after');
  }

  async down(qr: QueryRunner): Promise<void> {
    await replace(qr, 'before');
  }
}

async function replace(qr: QueryRunner, to: 'before' | 'after'): Promise<void> {
  for (const index of KEYED) {
    await qr.dropIndex('claim_case', index.name);
    await qr.createIndex('claim_case', new TableIndex({ name: index.name, columnNames: index[to] }));
  }
}
