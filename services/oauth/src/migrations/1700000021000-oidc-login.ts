import { createdAtColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** OA single sign-ons on their way through the OpenID Connect provider. */
export class OidcLogin1700000021000 implements MigrationInterface {
  name = 'OidcLogin1700000021000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'oidc_login',
        columns: [
          { name: 'state_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'nonce', type: 'varchar', length: '100' },
          { name: 'code_verifier', type: 'varchar', length: '100' },
          { name: 'redirect_uri', type: 'varchar', length: '500' },
          { name: 'privacy_version', type: 'varchar', length: '20' },
          createdAtColumn(qr),
          { name: 'expires_at', type: 'datetime' },
        ],
      }),
    );
    await qr.createIndex('oidc_login', new TableIndex({ name: 'idx_oidc_login_expires', columnNames: ['expires_at'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('oidc_login');
  }
}
