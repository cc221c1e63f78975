import type { EventEnvelope } from '@tis/contracts';
import type { Waiting } from './delivery.js';

export type DeliveryHandler = (event: EventEnvelope) => Promise<void>;

/**
 * Applies several events of one consumer group, in their order, all or none (one transaction).
 * Throws when any of them cannot be applied so: the transport then hands them over one by one.
 */
export type BatchHandler = (events: EventEnvelope[]) => Promise<void>;

/** A message its consumer group cannot apply, to be kept where an operator finds it. */
export interface DeadLetterNote {
  topic: string;
  /** The event's id, or `kafka:<partition>:<offset>` for a message that is not an event at all. */
  eventId: string;
  /** The message as delivered (the envelope's JSON). */
  envelope: string;
  error: unknown;
}

/** Keeps a dead letter in the consumer's own database (EventBus); resolves once it is stored. */
export type DeadLetterSink = (letter: DeadLetterNote) => Promise<void>;

/**
 * What a transport is doing: `joining` its consumer groups (HTTP is served meanwhile), `up`,
 * `degraded` while consumers wait for their infrastructure (`waiting` says where and why), or
 * `down` (not started, or stopped).
 */
export interface TransportStatus {
  status: 'up' | 'joining' | 'degraded' | 'down';
  waiting: Waiting[];
}

/**
 * Moves published events from outbox relays to consumers.
 * `publish` resolves only once the events are safe: acknowledged by every broker replica,
 * or (in-process) handled by every subscribed consumer. Until then the outbox keeps them.
 */
export interface EventTransport {
  readonly kind: 'inprocess' | 'kafka';
  publish(events: EventEnvelope[]): Promise<void>;
  /**
   * Registers a consumer group's handler for a topic; call before start(). A poison event is given
   * to `deadLetters` (waiting while its database is away) before the transport goes past it.
   */
  subscribe(group: string, topic: string, handler: DeliveryHandler, deadLetters?: DeadLetterSink): void;
  /**
   * A group that can apply several of its events at once (a transport that delivers in batches
   * tries it first for a batch of more than one of the group's events; the others ignore it).
   */
  applyTogether?(group: string, handler: BatchHandler): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): TransportStatus;
}

export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');
