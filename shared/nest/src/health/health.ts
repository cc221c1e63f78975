import { type BaseName, type ServiceName } from '@tis/contracts';
import type { DataSource } from 'typeorm';
import type { OutboxRelay } from '../events/outbox.relay.js';
import type { Waiting } from '../events/delivery.js';
import type { EventTransport, TransportStatus } from '../events/transport.js';
import type { ObjectStorage } from '../storage/object-storage.js';

export interface HealthReport {
  service: ServiceName;
  base: BaseName;
  /**
   * `degraded`: the service answers, but its event bus is joining its consumer groups or its
   * consumers wait for their infrastructure (events are applied late, none is lost). The health
   * route answers 200 for it (a probe must not restart a service for it) and 503 for `down`.
   */
  status: 'up' | 'degraded' | 'down';
  database: { dialect: string; status: 'up' | 'down' };
  events: { transport: string; status: TransportStatus['status']; pendingOutbox: number | null; waiting: Waiting[] };
  storage: { kind: string; status: 'up' | 'down' };
  uptimeSeconds: number;
  pid: number;
  /** What a service adds about itself (the search service: its index lag). */
  details?: Record<string, unknown>;
}

type HealthDetail = () => Promise<Record<string, unknown>> | Record<string, unknown>;
const details = new Map<ServiceName, HealthDetail>();

/** A service's own part of its health answer (one per service). */
export function registerHealthDetail(service: ServiceName, detail: HealthDetail): void {
  details.set(service, detail);
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
  const bus = deps.transport.status();
  const events = { transport: deps.transport.kind, status: bus.status, pendingOutbox: pending ?? null, waiting: bus.waiting };
  const storage = { kind: deps.storage.kind, status: storageUp ? 'up' : 'down' } as const;
  const detail = details.get(service);
  const extra = detail && dbUp ? await probe(async () => detail()) : undefined;
  const down = database.status === 'down' || events.status === 'down' || storage.status === 'down';
  return {
    service,
    base,
    status: down ? 'down' : events.status === 'up' ? 'up' : 'degraded',
    database,
    events,
    storage,
    uptimeSeconds: Math.round(process.uptime()),
    pid: process.pid,
    ...(extra ? { details: extra } : {}),
  };
}
