import { Column, Entity, type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { VersionedEntity } from '../audited.entity.js';
import { auditColumns, idColumn, versionColumn } from '../migration-columns.js';

/** A versioned entity of every column type the data layer's tests write and read. */
@Entity('gadget')
export class Gadget extends VersionedEntity {
  @Column({ type: 'varchar', length: 100 })
  name!: string;
  @Column({ type: 'varchar', length: 20, default: 'tool' })
  kind!: string;
  @Column({ type: 'integer' })
  amount!: number;
  @Column({ type: 'boolean' })
  active!: boolean;
  @Column({ type: 'datetime', nullable: true })
  seenAt!: Date | null;
  @Column({ type: 'text', nullable: true })
  note!: string | null;
}

export class GadgetTable1700000000002 implements MigrationInterface {
  name = 'GadgetTable1700000000002';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'gadget',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'kind', type: 'varchar', length: '20', default: "'tool'" },
          { name: 'amount', type: 'integer' },
          { name: 'active', type: 'boolean' },
          { name: 'seen_at', type: 'datetime', isNullable: true },
          { name: 'note', type: 'text', isNullable: true },
        ],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('gadget');
  }
}
