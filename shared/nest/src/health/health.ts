import { type BaseName, type ServiceName } from '@tis/contracts';
import type { DataSource } from 'typeorm';
import type { OutboxRelay } from '../events/outbox.relay.js';
import type { EventTransport } from '../events/transport.js';
import type { ObjectStorage } from '../storage/object-storage.js';

export interface HealthReport {
  service: ServiceName;
  base: BaseName;
  status: 'up' | 'down';
  database: { dialect: string; status: 'up' | 'down' };
  events: { transport: string; status: 'up' | 'down'; pendingOutbox: number | null };
  storage: { kind: string; status: 'up' | 'down' };
  uptimeSeconds: number;
  pid: number;
}

async function probe<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

/** Reports a service's database, event bus and storage as they answer right now. */
export async function healthOf(
  service: ServiceName,
  base: BaseName,
  deps: { ds: DataSource; transport: EventTransport; relay: OutboxRelay; storage: ObjectStorage },
): Promise<HealthReport> {
  const dbUp = await probe(async () => {
    await deps.ds.query('SELECT 1');
    return true;
  });
  const pending = dbUp ? await probe(() => deps.relay.pending()) : undefined;
  const storageUp = await probe(() => deps.storage.isUp());
  const database = { dialect: deps.ds.options.type, status: dbUp ? 'up' : 'down' } as const;
  const events = { transport: deps.transport.kind, status: deps.transport.isUp() ? 'up' : 'down', pendingOutbox: pending ?? null } as const;
  const storage = { kind: deps.storage.kind, status: storageUp ? 'up' : 'down' } as const;
  return {
    service,
    base,
    status: database.status === 'up' && events.status === 'up' && storage.status === 'up' ? 'up' : 'down',
    database,
    events,
    storage,
    uptimeSeconds: Math.round(process.uptime()),
    pid: process.pid,
  };
}
