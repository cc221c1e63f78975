import { type MigrationInterface, type QueryRunner, Table, TableIndex, Column, Entity, Index, PrimaryGeneratedColumn, type EntityManager } from 'typeorm';

/**
 * Who read a published document and how often (spec: timesRead and a reader list): one row per
 * document and reader, in the database of the service that owns the document kind.
 */
@Entity('document_read')
@Index('uq_document_read_reader', ['documentKind', 'documentId', 'userCode'], { unique: true })
@Index('idx_document_read_last', ['documentKind', 'documentId', 'lastReadAt'])
export class DocumentRead {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  documentKind!: string;

  @Column({ type: 'varchar', length: 36 })
  documentId!: string;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  /** The reader's name when they last read it. */
  @Column({ type: 'varchar', length: 100 })
  fullName!: string;

  @Column({ type: 'integer' })
  timesRead!: number;

  @Column({ type: 'datetime' })
  lastReadAt!: Date;
}

/**
 * Counts one reading of a document by `reader`: their row's count and time, in `manager`'s
 * transaction. Answers whether it was their first reading. One statement each on every dialect: a
 * reader who opens it twice at once still counts twice and keeps one row.
 */
export async function countReading(manager: EntityManager, kind: string, documentId: string, reader: { userCode: string; fullName: string }, at = new Date()): Promise<boolean> {
  const updated = await manager
    .createQueryBuilder()
    .update(DocumentRead)
    .set({ timesRead: () => 'times_read + 1', lastReadAt: at, fullName: reader.fullName })
    .where('document_kind = :kind AND document_id = :documentId AND user_code = :userCode', { kind, documentId, userCode: reader.userCode })
    .execute();
  if (updated.affected) return false;
  try {
    await manager.insert(DocumentRead, { documentKind: kind, documentId, userCode: reader.userCode, fullName: reader.fullName, timesRead: 1, lastReadAt: at });
    return true;
  } catch {
    // Another request of the same reader inserted the row first: count on it.
    await manager
      .createQueryBuilder()
      .update(DocumentRead)
      .set({ timesRead: () => 'times_read + 1', lastReadAt: at })
      .where('document_kind = :kind AND document_id = :documentId AND user_code = :userCode', { kind, documentId, userCode: reader.userCode })
      .execute();
    return false;
  }
}

/** The readers of documents (DocumentRead); after WorkflowTables1700000000900. */
export class DocumentReads1700000000901 implements MigrationInterface {
  name = 'DocumentReads1700000000901';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'document_read',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'document_kind', type: 'varchar', length: '32' },
          { name: 'document_id', type: 'varchar', length: '36' },
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'full_name', type: 'varchar', length: '100' },
          { name: 'times_read', type: 'integer' },
          { name: 'last_read_at', type: 'datetime' },
        ],
      }),
    );
    await qr.createIndices('document_read', [
      new TableIndex({ name: 'uq_document_read_reader', columnNames: ['document_kind', 'document_id', 'user_code'], isUnique: true }),
      new TableIndex({ name: 'idx_document_read_last', columnNames: ['document_kind', 'document_id', 'last_read_at'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('document_read');
  }
}
