import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An event written in the same transaction as the change it announces (transactional outbox). */
@Entity('outbox_event')
@Index('idx_outbox_event_pending', ['publishedAt', 'seq'])
export class OutboxEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  seq!: number;

  @Index('uq_outbox_event_id', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  topic!: string;

  @Column({ type: 'varchar', length: 200 })
  eventKey!: string;

  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  correlationId!: string | null;

  @Column({ type: 'datetime' })
  occurredAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  leaseOwner!: string | null;

  @Column({ type: 'datetime', nullable: true })
  leaseUntil!: Date | null;
}

/** A delivered event a consumer has handled; a redelivery finds it and has no second effect. */
@Entity('processed_event')
@Index('idx_processed_event_at', ['processedAt'])
export class ProcessedEvent {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  consumer!: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  eventId!: string;

  @Column({ type: 'varchar', length: 200 })
  topic!: string;

  @Column({ type: 'datetime' })
  processedAt!: Date;
}

/**
 * What became of a dead letter: `open` (waits for an operator), `replaying` (an operator asked for
 * a replay; the consumer applies it on its next pass), `replayed` (applied), `discarded`.
 */
export const DEAD_LETTER_STATES = ['open', 'replaying', 'replayed', 'discarded'] as const;
export type DeadLetterState = (typeof DEAD_LETTER_STATES)[number];

/**
 * An event a consumer group could not apply (it failed its contract, the handler refused it, or
 * failed for an unknown reason again and again), kept in the consumer's database until an operator
 * replays or discards it (`dead-letters` command, deploy/README.md). One row per group and event;
 * a second delivery of the same event counts in `attempts`.
 */
@Entity('dead_letter')
@Index('uq_dead_letter_event', ['consumerGroup', 'topic', 'eventId'], { unique: true })
@Index('idx_dead_letter_state', ['state', 'firstSeenAt'])
export class DeadLetter {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  consumerGroup!: string;

  @Column({ type: 'varchar', length: 200 })
  topic!: string;

  /** The event's id, or `kafka:<partition>:<offset>` for a message that is not an event at all. */
  @Column({ type: 'varchar', length: 100 })
  eventId!: string;

  /** The delivered message as received (the event envelope's JSON). */
  @Column({ type: 'text' })
  envelope!: string;

  @Column({ type: 'varchar', length: 1000 })
  error!: string;

  /** Deliveries (and replays) that ended here. */
  @Column({ type: 'integer', default: 1 })
  attempts!: number;

  @Column({ type: 'datetime' })
  firstSeenAt!: Date;

  @Column({ type: 'datetime' })
  lastSeenAt!: Date;

  @Column({ type: 'varchar', length: 16 })
  state!: DeadLetterState;

  /** The operator who asked for the replay or discarded it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  handledBy!: string | null;

  /** When the operator acted; for a replayed letter, when the consumer applied it. */
  @Column({ type: 'datetime', nullable: true })
  handledAt!: Date | null;
}

export const PLATFORM_ENTITIES = [OutboxEvent, ProcessedEvent, DeadLetter];
