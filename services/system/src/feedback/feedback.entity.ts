import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** A kind of user feedback (/FeedbackType); the code is fixed once created. */
@Entity('feedback_type')
@Index('uq_feedback_type_code', ['typeCode'], { unique: true })
@Index('uq_feedback_type_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_feedback_type_name', ['typeName'])
export class FeedbackType extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  typeCode!: string;

  @Column({ type: 'varchar', length: 100 })
  typeName!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  remark!: string | null;
}

/**
 * One feedback a signed-in user sent (FUNC-feedback): its type, text and images (stored files the
 * feedback owns), who sent it from which dealer, and the one answer staff gave (null until then).
 * Sent at: `createdAt`.
 */
@Entity('feedback')
@Index('idx_feedback_sender_created', ['senderCode', 'createdAt'])
@Index('idx_feedback_created', ['createdAt'])
@Index('idx_feedback_type_created', ['typeCode', 'createdAt'])
@Index('idx_feedback_answered', ['answeredAt'])
export class Feedback extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  typeCode!: string;

  @Column({ type: 'text' })
  content!: string;

  /** The stored paths of the images (/tis/file/…), as a JSON array. */
  @Column({ type: 'text' })
  images!: string;

  @Column({ type: 'varchar', length: 64 })
  senderCode!: string;

  @Column({ type: 'varchar', length: 100 })
  senderName!: string;

  /** The sender's dealer (service-outlet users), as it was when they sent it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  orgCode!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  orgName!: string | null;

  @Column({ type: 'text', nullable: true })
  answer!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  answeredBy!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  answeredByName!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  answeredAt!: Date | null;
}

export const FEEDBACK_ENTITIES = [FeedbackType, Feedback];
