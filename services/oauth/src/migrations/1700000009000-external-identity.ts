import { createdAtColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Identities at outside providers (enterprise chat, OpenID Connect) mapped to accounts. */
export class ExternalIdentity1700000009000 implements MigrationInterface {
  name = 'ExternalIdentity1700000009000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'external_identity',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'provider', type: 'varchar', length: '200' },
          { name: 'subject', type: 'varchar', length: '200' },
          { name: 'user_code', type: 'varchar', length: '64' },
          createdAtColumn(qr),
        ],
      }),
    );
    await qr.createIndices('external_identity', [
      new TableIndex({ name: 'uq_external_identity_subject', columnNames: ['provider', 'subject'], isUnique: true }),
      new TableIndex({ name: 'idx_external_identity_user', columnNames: ['user_code'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('external_identity');
  }
}
