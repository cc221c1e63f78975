import { auditColumns, createdAtColumn, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Accounts, roles, the permission tree, sessions, login challenges and throttling, resets, privacy. */
export class Identity1700000003000 implements MigrationInterface {
  name = 'Identity1700000003000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'user_account',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'user_name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '200', isNullable: true },
          { name: 'user_type', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'role_code', type: 'varchar', length: '64', isNullable: true },
          { name: 'agent_code', type: 'varchar', length: '64', isNullable: true },
          { name: 'department_code', type: 'varchar', length: '64', isNullable: true },
          { name: 'post_code', type: 'varchar', length: '64', isNullable: true },
          { name: 'brand_codes', type: 'varchar', length: '500', default: "''" },
          { name: 'effective_date', type: 'date', isNullable: true },
          { name: 'expiration_date', type: 'date', isNullable: true },
          { name: 'password_hash', type: 'varchar', length: '200', isNullable: true },
          { name: 'password_changed_at', type: 'datetime', isNullable: true },
          { name: 'single_session', type: 'boolean', default: 0 },
          { name: 'lang', type: 'varchar', length: '10', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('user_account', [
      new TableIndex({ name: 'uq_user_account_code', columnNames: ['user_code'], isUnique: true }),
      new TableIndex({ name: 'idx_user_account_role', columnNames: ['role_code'] }),
      new TableIndex({ name: 'idx_user_account_agent', columnNames: ['agent_code'] }),
      new TableIndex({ name: 'idx_user_account_type_status', columnNames: ['user_type', 'status'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'role',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'role_code', type: 'varchar', length: '64' },
          { name: 'role_name', type: 'varchar', length: '100' },
          { name: 'remark', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('role', new TableIndex({ name: 'uq_role_code', columnNames: ['role_code'], isUnique: true }));

    await qr.createTable(
      new Table({
        name: 'right_item',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'item_id', type: 'integer' },
          { name: 'parent_item_id', type: 'integer', isNullable: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'fun_link', type: 'varchar', length: '100', default: "''" },
          { name: 'head_api', type: 'varchar', length: '200', isNullable: true },
          { name: 'sort_no', type: 'integer', default: 0 },
        ],
      }),
    );
    await qr.createIndices('right_item', [
      new TableIndex({ name: 'uq_right_item_item', columnNames: ['item_id'], isUnique: true }),
      new TableIndex({ name: 'idx_right_item_parent', columnNames: ['parent_item_id', 'sort_no'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'role_right',
        columns: [
          { name: 'role_code', type: 'varchar', length: '64', isPrimary: true },
          { name: 'item_id', type: 'integer', isPrimary: true },
        ],
      }),
    );
    await qr.createIndex('role_right', new TableIndex({ name: 'idx_role_right_item', columnNames: ['item_id'] }));

    await qr.createTable(
      new Table({
        name: 'user_session',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'kind', type: 'varchar', length: '20' },
          createdAtColumn(qr),
          { name: 'expires_at', type: 'datetime' },
          { name: 'revoked_at', type: 'datetime', isNullable: true },
          { name: 'revoke_reason', type: 'varchar', length: '20', isNullable: true },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '300', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('user_session', [
      new TableIndex({ name: 'idx_user_session_user', columnNames: ['user_code', 'revoked_at'] }),
      new TableIndex({ name: 'idx_user_session_expires', columnNames: ['expires_at'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'oauth_key',
        columns: [
          { name: 'key_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'public_key', type: 'text' },
          { name: 'private_key', type: 'text' },
          createdAtColumn(qr),
        ],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'login_challenge',
        columns: [
          { name: 'nonce', type: 'varchar', length: '64', isPrimary: true },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('login_challenge', new TableIndex({ name: 'idx_login_challenge_expires', columnNames: ['expires_at'] }));

    await qr.createTable(
      new Table({
        name: 'login_throttle',
        columns: [
          { name: 'throttle_key', type: 'varchar', length: '128', isPrimary: true },
          { name: 'failures', type: 'integer' },
          { name: 'window_start', type: 'datetime' },
          { name: 'locked_until', type: 'datetime', isNullable: true },
        ],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'password_reset',
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_code', type: 'varchar', length: '64' },
          createdAtColumn(qr),
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('password_reset', new TableIndex({ name: 'idx_password_reset_user', columnNames: ['user_code'] }));

    await qr.createTable(
      new Table({
        name: 'privacy_acceptance',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'version', type: 'varchar', length: '20' },
          { name: 'accepted_at', type: 'datetime' },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('privacy_acceptance', new TableIndex({ name: 'idx_privacy_acceptance_user', columnNames: ['user_code', 'version'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of ['privacy_acceptance', 'password_reset', 'login_throttle', 'login_challenge', 'oauth_key', 'user_session', 'role_right', 'right_item', 'role', 'user_account']) {
      await qr.dropTable(table);
    }
  }
}
