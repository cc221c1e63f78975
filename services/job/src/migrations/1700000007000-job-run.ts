import { auditColumns, idColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Scheduled jobs: their lease and schedule (job_lease) and the record of each run (job_run). */
export class JobRun1700000007000 implements MigrationInterface {
  name = 'JobRun1700000007000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'job_run',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'job_name', type: 'varchar', length: '64' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'started_at', type: 'datetime' },
          { name: 'finished_at', type: 'datetime', isNullable: true },
          { name: 'result', type: 'text', isNullable: true },
          { name: 'error', type: 'varchar', length: '1000', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('job_run', new TableIndex({ name: 'idx_job_run_job', columnNames: ['job_name', 'started_at'] }));
    await qr.createTable(
      new Table({
        name: 'job_lease',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'job_name', type: 'varchar', length: '64' },
          { name: 'next_run_at', type: 'datetime' },
          { name: 'lease_owner', type: 'varchar', length: '36', isNullable: true },
          { name: 'lease_until', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('job_lease', new TableIndex({ name: 'uq_job_lease_job', columnNames: ['job_name'], isUnique: true }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('job_lease');
    await qr.dropTable('job_run');
  }
}
