import type { UserMessageType } from '@tis/contracts';
import { AuditedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/**
 * One message in one user's inbox (/MyMessage). It keeps the catalogue key of its text and the
 * params, not the rendered text: every reader sees it in their own language.
 */
@Entity('user_message')
@Index('idx_user_message_receiver_read', ['receiverUserCode', 'readAt'])
@Index('idx_user_message_receiver_sent', ['receiverUserCode', 'sentAt'])
@Index('idx_user_message_receiver_type', ['receiverUserCode', 'messageType', 'sentAt'])
@Index('uq_user_message_event_receiver', ['eventId', 'receiverUserCode'], { unique: true })
export class UserMessage extends AuditedEntity {
  @Column({ type: 'varchar', length: 64 })
  receiverUserCode!: string;

  @Column({ type: 'varchar', length: 20 })
  messageType!: UserMessageType;

  /** A key of the shared catalogue (`userMessage.…`). */
  @Column({ type: 'varchar', length: 200 })
  textKey!: string;

  /** The `{name}` values of the text, as JSON. */
  @Column({ type: 'text' })
  params!: string;

  /** A path of the SPA the message points to. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  link!: string | null;

  /** The event that asked for it: a redelivered event cannot add a second copy. */
  @Column({ type: 'varchar', length: 36 })
  eventId!: string;

  /** When the producer asked for it (the time of the change it reports). */
  @Column({ type: 'datetime', precision: 3 })
  sentAt!: Date;

  /** Null while unread. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  readAt!: Date | null;
}

export const USER_MESSAGE_ENTITIES = [UserMessage];
