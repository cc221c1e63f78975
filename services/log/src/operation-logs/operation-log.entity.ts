import { AuditedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** One thing a user did that the portal keeps a record of (spec: /UserOperationLog). */
@Entity('operation_log')
// Date range (with module and action for the per-module counts), target, user, and the keyword's
// three columns: user code prefix, target name prefix, exact action.
@Index('idx_operation_log_occurred_action', ['occurredAt', 'module', 'action'])
@Index('idx_operation_log_target', ['targetId'])
@Index('idx_operation_log_user', ['userCode', 'occurredAt'])
@Index('idx_operation_log_target_name', ['targetName'])
@Index('idx_operation_log_action', ['action', 'occurredAt'])
export class OperationLog extends AuditedEntity {
  /** Data-source module of spec section 3 (wsm, tsb, case, …) or the producing service. */
  @Column({ type: 'varchar', length: 50 })
  module!: string;

  @Column({ type: 'varchar', length: 100 })
  action!: string;

  @Column({ type: 'varchar', length: 64 })
  targetId!: string;

  @Column({ type: 'varchar', length: 255 })
  targetName!: string;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @Column({ type: 'datetime' })
  occurredAt!: Date;

  /** The event this record came from. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  eventId!: string | null;
}
