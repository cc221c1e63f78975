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

export const PLATFORM_ENTITIES = [OutboxEvent, ProcessedEvent];
