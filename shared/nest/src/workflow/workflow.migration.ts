import { APPROVAL_RESULT, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, PUBLISH_STATE, STOP_STATE, VERIFY_REMARK_MAX_LENGTH } from '@tis/contracts';
import { DocumentReads1700000000901 } from './document-read.js';
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

/**
 * The columns of WorkflowDocument (and StoppableWorkflowDocument with `stoppable`) for the
 * migration that creates a document kind's table, next to idColumn, auditColumns and versionColumn.
 */
export function workflowColumns(options: { stoppable?: boolean } = {}): TableColumnOptions[] {
  const columns: TableColumnOptions[] = [
    { name: 'submit_state', type: 'integer', default: DOCUMENT_SUBMIT_STATE.unsubmitted },
    { name: 'verify_state', type: 'integer', default: APPROVAL_RESULT.pending },
    { name: 'publish_state', type: 'integer', default: PUBLISH_STATE.unpublished },
    { name: 'discard', type: 'integer', default: DISCARD_FLAG.kept },
    { name: 'author_code', type: 'varchar', length: '64' },
    { name: 'department', type: 'varchar', length: '64', isNullable: true },
    { name: 'submit_time', type: 'datetime', isNullable: true },
    { name: 'verify_time', type: 'datetime', isNullable: true },
    { name: 'publish_time', type: 'datetime', isNullable: true },
  ];
  if (options.stoppable) {
    columns.push(
      { name: 'stop_state', type: 'integer', default: STOP_STATE.running },
      { name: 'stop_time', type: 'datetime', isNullable: true },
      { name: 'stop_user', type: 'varchar', length: '64', isNullable: true },
    );
  }
  return columns;
}

/** The verify records (VerifyRecord) of a service that owns document kinds; after PLATFORM_MIGRATIONS. */
export class WorkflowTables1700000000900 implements MigrationInterface {
  name = 'WorkflowTables1700000000900';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'verify_record',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'document_kind', type: 'varchar', length: '32' },
          { name: 'document_id', type: 'varchar', length: '36' },
          { name: 'action', type: 'varchar', length: '16' },
          { name: 'verify_result', type: 'integer' },
          { name: 'verify_remark', type: 'varchar', length: String(VERIFY_REMARK_MAX_LENGTH), isNullable: true },
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'full_name', type: 'varchar', length: '100' },
          { name: 'post', type: 'varchar', length: '100', isNullable: true },
          { name: 'verify_time', type: 'datetime' },
        ],
      }),
    );
    await qr.createIndex('verify_record', new TableIndex({ name: 'idx_verify_record_document', columnNames: ['document_kind', 'document_id', 'id'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('verify_record');
  }
}

/** The workflow's migrations, after PLATFORM_MIGRATIONS in the database of a service with document kinds. */
export const WORKFLOW_MIGRATIONS = [WorkflowTables1700000000900, DocumentReads1700000000901];
