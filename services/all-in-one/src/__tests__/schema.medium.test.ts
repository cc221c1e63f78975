import { openDatabase, PLATFORM_ENTITIES, PLATFORM_MIGRATIONS, PlatformTables1700000000000, schemaDrift, type ServiceDefinition } from '@tis/nest';
import { startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import { DIAGNOSIS_SERVICE } from '@tis/service-diagnosis';
import { DOCUMENT_SERVICE } from '@tis/service-document';
import { FILECONVERTER_SERVICE } from '@tis/service-fileconverter';
import { JOB_SERVICE } from '@tis/service-job';
import { LOG_SERVICE } from '@tis/service-log';
import { OAUTH_SERVICE } from '@tis/service-oauth';
import { SEARCH_SERVICE } from '@tis/service-search';
import { SYSTEM_SERVICE } from '@tis/service-system';
import { VEHICLE_SERVICE } from '@tis/service-vehicle';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVICES: ServiceDefinition[] = [
  OAUTH_SERVICE,
  SYSTEM_SERVICE,
  VEHICLE_SERVICE,
  DOCUMENT_SERVICE,
  DIAGNOSIS_SERVICE,
  JOB_SERVICE,
  LOG_SERVICE,
  SEARCH_SERVICE,
  FILECONVERTER_SERVICE,
];

/** An entity whose column no migration creates: the drift check must see it. */
@Entity('outbox_event')
class DriftedOutbox {
  @PrimaryColumn({ type: 'integer' })
  seq!: number;
  @Column({ type: 'varchar', length: 10 })
  notInAnyMigration!: string;
}

describe.each(TEST_DIALECTS)('schema on %s', (dialect) => {
  let server: TestDatabaseServer;
  beforeAll(async () => {
    server = await startTestDatabase(dialect);
  });
  afterAll(async () => {
    await server.stop();
  });

  it.each(SERVICES.map((s) => [s.service, s] as const))('%s: migrations create exactly what the entities describe, and revert', async (_name, def) => {
    const migrations = [...PLATFORM_MIGRATIONS, ...def.migrations];
    const ds = await openDatabase({ url: server.url(`schema_${def.service}`), entities: [...PLATFORM_ENTITIES, ...def.entities], migrations });
    expect(await schemaDrift(ds)).toEqual([]);
    for (let i = 0; i < migrations.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    const left = [];
    for (const { tableName } of ds.entityMetadatas) if (await runner.hasTable(tableName)) left.push(tableName);
    await runner.release();
    expect(left).toEqual([]);
    await ds.destroy();
  });

  it('notices an entity that the migrations do not match', async () => {
    const ds = await openDatabase({ url: server.url('schema_drifted'), entities: [DriftedOutbox], migrations: [PlatformTables1700000000000] });
    expect((await schemaDrift(ds)).join('\n')).toMatch(/not_in_any_migration/);
    await ds.destroy();
  });
});
