import type { z } from 'zod';
import type { ServiceName } from '../services.js';

/** A topic name: tis.<service>.<entity>.<event>.v<N>. */
export type Topic = `tis.${ServiceName}.${string}.${string}.v${number}`;

export interface EventContract<S extends z.ZodType = z.ZodType> {
  readonly topic: Topic;
  readonly producer: ServiceName;
  readonly schema: S;
  readonly description: string;
}

export function defineEvent<S extends z.ZodType>(contract: EventContract<S>): EventContract<S> {
  return contract;
}

export type EventPayload<C extends EventContract> = z.infer<C['schema']>;

/** What travels on the bus: metadata around a validated payload. */
export interface EventEnvelope<P = unknown> {
  /** Unique id (uuid); consumers record it to ignore redeliveries. */
  id: string;
  topic: string;
  /** Partition key: events with the same key keep their order. */
  key: string;
  occurredAt: string;
  producer: string;
  correlationId?: string;
  payload: P;
}
