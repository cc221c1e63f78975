import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** The list indexes before and after: the same names, the order's columns now ending with the id and the columns of the list's scope. */
const KEYED: { table: string; name: string; before: string[]; after: string[] }[] = [
  {
    table: 'quality_feedback',
    name: 'idx_quality_feedback_discard',
    before: ['discard', 'created_at'],
    after: ['discard', 'created_at', 'id', 'author_code', 'org_code', 'department', 'submit_state', 'verify_state'],
  },
  {
    table: 'product_change',
    name: 'idx_product_change_discard',
    before: ['discard', 'created_at'],
    after: ['discard', 'created_at', 'id', 'author_code', 'org_code', 'submit_state', 'verify_state'],
  },
  { table: 'tech_prove', name: 'idx_tech_prove_created', before: ['created_at'], after: ['created_at', 'id', 'proposer_code', 'org_code', 'state', 'brand_code'] },
];

/**
 * The quality-feedback list, the product-change staff list and the technical-proof list read their
 * pages with keyPage (newest first, then by id), as the claim lists (migration 1700000095000): the
 * index of each list's fixed columns (the discard flag; none for the proofs) goes on with the
 * creation time and the id, so a page is read from the index in order, without a sort, on SQLite too
 * (its index entries end with the rowid, not the id). It also holds the columns of the caller's
 * scope (author or proposer, organisation, department, states, brand): the ids of a page come from
 * the index alone, whoever asks.
 */
export class DocumentListKeys1700000095100 implements MigrationInterface {
  name = 'DocumentListKeys1700000095100';

  async up(qr: QueryRunner): Promise<void> {
    await replace(qr, 'after');
  }

  async down(qr: QueryRunner): Promise<void> {
    await replace(qr, 'before');
  }
}

async function replace(qr: QueryRunner, to: 'before' | 'after'): Promise<void> {
  for (const index of KEYED) {
    await qr.dropIndex(index.table, index.name);
    await qr.createIndex(index.table, new TableIndex({ name: index.name, columnNames: index[to] }));
  }
}
