import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

type IndexDef = readonly [name: string, columns: string[]];

/** The account list's indexes before this migration (1700000003000-identity). */
const BEFORE: IndexDef[] = [
  ['idx_user_account_role', ['role_code']],
  ['idx_user_account_agent', ['agent_code']],
  ['idx_user_account_type_status', ['user_type', 'status']],
];

/**
 * The account list's indexes: each filter leads an index that goes on with user_code, the
 * list's order, so a page is read in index order without a sort, its ids come from the index entries
 * alone (the deferred join of UserAdminService.list) and the total counts one index range. The role
 * and dealer indexes keep their first column: look-ups by role or by dealer still use them.
 */
const AFTER: IndexDef[] = [
  ['idx_user_account_list_type_status', ['user_type', 'status', 'user_code']],
  ['idx_user_account_list_type', ['user_type', 'user_code']],
  ['idx_user_account_list_status', ['status', 'user_code']],
  ['idx_user_account_list_role', ['role_code', 'user_code']],
  ['idx_user_account_list_agent', ['agent_code', 'user_code']],
];

const indices = (defs: IndexDef[]) => defs.map(([name, columnNames]) => new TableIndex({ name, columnNames }));

/** Account list: one index per filter, ending in the list order (user_code), for deep pages. */
export class UserListIndexes1700000062000 implements MigrationInterface {
  name = 'UserListIndexes1700000062000';

  async up(qr: QueryRunner): Promise<void> {
    for (const [name] of BEFORE) await qr.dropIndex('user_account', name);
    await qr.createIndices('user_account', indices(AFTER));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const [name] of AFTER) await qr.dropIndex('user_account', name);
    await qr.createIndices('user_account', indices(BEFORE));
  }
}
