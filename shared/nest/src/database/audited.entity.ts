import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, CreateDateColumn, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/** Every table: a server-generated id and who changed it when (ARCHITECTURE.md "Data"). */
export abstract class AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  updatedBy!: string | null;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  @BeforeInsert()
  protected assignId(): void {
    if (!this.id) this.id = randomUUID();
  }
}

/** Editable documents: optimistic locking on `version` (spec: "data state changed, reopen"). */
export abstract class VersionedEntity extends AuditedEntity {
  @VersionColumn({ type: 'integer' })
  version!: number;
}

/** id, version and who changed the row when, as every view of an editable row carries them. */
export function versionedMeta(row: VersionedEntity): { id: string; version: number; updatedAt: string; updatedBy: string | null } {
  return { id: row.id, version: row.version, updatedAt: new Date(row.updatedAt).toISOString(), updatedBy: row.updatedBy };
}
