import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A mailed reset link; only the sha256 of its token is kept. Single use, expiring. */
@Entity('password_reset')
@Index('idx_password_reset_user', ['userCode'])
export class PasswordReset {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
