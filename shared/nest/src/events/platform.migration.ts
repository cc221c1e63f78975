import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The outbox and processed-event tables every service database has. Runs first in each service. */
export class PlatformTables1700000000000 implements MigrationInterface {
  name = 'PlatformTables1700000000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'outbox_event',
        columns: [
          { name: 'seq', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'id', type: 'varchar', length: '36' },
          { name: 'topic', type: 'varchar', length: '200' },
          { name: 'event_key', type: 'varchar', length: '200' },
          { name: 'payload', type: 'text' },
          { name: 'correlation_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'occurred_at', type: 'datetime' },
          { name: 'published_at', type: 'datetime', isNullable: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'last_error', type: 'varchar', length: '1000', isNullable: true },
          { name: 'lease_owner', type: 'varchar', length: '64', isNullable: true },
          { name: 'lease_until', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('outbox_event', new TableIndex({ name: 'uq_outbox_event_id', columnNames: ['id'], isUnique: true }));
    await qr.createIndex(
      'outbox_event',
      new TableIndex({ name: 'idx_outbox_event_pending', columnNames: ['published_at', 'seq'] }),
    );
    await qr.createTable(
      new Table({
        name: 'processed_event',
        columns: [
          { name: 'consumer', type: 'varchar', length: '100', isPrimary: true },
          { name: 'event_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'topic', type: 'varchar', length: '200' },
          { name: 'processed_at', type: 'datetime' },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('processed_event');
    await qr.dropTable('outbox_event');
  }
}

/** Index for the purge of old processed-event records (OutboxRelay.purge). */
export class PlatformRetention1700000000100 implements MigrationInterface {
  name = 'PlatformRetention1700000000100';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex('processed_event', new TableIndex({ name: 'idx_processed_event_at', columnNames: ['processed_at'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('processed_event', 'idx_processed_event_at');
  }
}

/** Dead letters a consumer keeps for its operators (DeadLetter, issue 18). */
export class PlatformDeadLetters1700000000200 implements MigrationInterface {
  name = 'PlatformDeadLetters1700000000200';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'dead_letter',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'consumer_group', type: 'varchar', length: '100' },
          { name: 'topic', type: 'varchar', length: '200' },
          { name: 'event_id', type: 'varchar', length: '100' },
          { name: 'envelope', type: 'text' },
          { name: 'error', type: 'varchar', length: '1000' },
          { name: 'attempts', type: 'integer', default: 1 },
          { name: 'first_seen_at', type: 'datetime' },
          { name: 'last_seen_at', type: 'datetime' },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'handled_by', type: 'varchar', length: '64', isNullable: true },
          { name: 'handled_at', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('dead_letter', new TableIndex({ name: 'uq_dead_letter_event', columnNames: ['consumer_group', 'topic', 'event_id'], isUnique: true }));
    await qr.createIndex('dead_letter', new TableIndex({ name: 'idx_dead_letter_state', columnNames: ['state', 'first_seen_at'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('dead_letter');
  }
}

/** The platform's migrations, first in every service database. */
export const PLATFORM_MIGRATIONS = [PlatformTables1700000000000, PlatformRetention1700000000100, PlatformDeadLetters1700000000200];
