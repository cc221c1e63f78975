import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * Column sets shared by migrations, matching AuditedEntity / VersionedEntity on every dialect.
 * Defaults come from the driver so SQLite, MySQL and MariaDB each get their own spelling.
 */
export function idColumn(): TableColumnOptions {
  return { name: 'id', type: 'varchar', length: '36', isPrimary: true };
}

/** A column of TypeORM's @CreateDateColumn({ type: 'datetime' }). */
export function createdAtColumn(qr: QueryRunner, name = 'created_at'): TableColumnOptions {
  const isMysql = ['mysql', 'mariadb'].includes(qr.dataSource.options.type);
  // MySQL and MariaDB keep microseconds in audit timestamps, as TypeORM's date columns declare.
  return { name, type: 'datetime', default: qr.dataSource.driver.mappedDataTypes.createDateDefault, ...(isMysql ? { precision: 6 } : {}) };
}

export function auditColumns(qr: QueryRunner): TableColumnOptions[] {
  const types = qr.dataSource.driver.mappedDataTypes;
  const isMysql = ['mysql', 'mariadb'].includes(qr.dataSource.options.type);
  const precision = isMysql ? { precision: 6 } : {};
  return [
    { name: 'created_by', type: 'varchar', length: '64', isNullable: true },
    createdAtColumn(qr),
    { name: 'updated_by', type: 'varchar', length: '64', isNullable: true },
    {
      name: 'updated_at',
      type: 'datetime',
      default: types.updateDateDefault,
      ...precision,
      ...(isMysql ? { onUpdate: types.updateDateDefault } : {}),
    },
  ];
}

export function versionColumn(): TableColumnOptions {
  return { name: 'version', type: 'integer' };
}
