import type { LoginKind } from '@tis/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A login session; the access token carries its id. Ended sessions keep their row (revokedAt). */
@Entity('user_session')
@Index('idx_user_session_user', ['userCode', 'revokedAt'])
@Index('idx_user_session_expires', ['expiresAt'])
export class UserSession {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: LoginKind;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  revokeReason!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent!: string | null;
}
