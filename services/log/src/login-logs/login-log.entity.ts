import type { LoginKind } from '@tis/contracts';
import { AuditedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** One login attempt, successful or not (spec: /UserLoginList). Never holds a password or token. */
@Entity('login_log')
@Index('idx_login_log_at', ['loginAt'])
@Index('idx_login_log_user', ['userCode', 'loginAt'])
@Index('idx_login_log_user_name', ['userName'])
@Index('idx_login_log_success', ['success', 'loginAt'])
export class LoginLog extends AuditedEntity {
  /** As typed on the login form when the account is unknown. */
  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  /** Null when no account has that code. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  userName!: string | null;

  @Column({ type: 'varchar', length: 20 })
  kind!: LoginKind;

  /** 'success' or the reason of the refusal (wrongPassword, unknownUser, frozen, throttled, …). */
  @Column({ type: 'varchar', length: 40 })
  outcome!: string;

  /** outcome = 'success', kept apart so the success/failure filter uses an index. */
  @Column({ type: 'boolean' })
  success!: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent!: string | null;

  /** With milliseconds: attempts within one second stay in order. */
  @Column({ type: 'datetime', precision: 3 })
  loginAt!: Date;
}
