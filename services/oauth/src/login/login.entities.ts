import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** The RSA key pair passwords are encrypted with; every replica uses the newest one. */
@Entity('oauth_key')
export class OauthKey {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  keyId!: string;

  @Column({ type: 'text' })
  publicKey!: string;

  @Column({ type: 'text' })
  privateKey!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** A single-use nonce the password ciphertext must carry: a replayed or late ciphertext fails. */
@Entity('login_challenge')
@Index('idx_login_challenge_expires', ['expiresAt'])
export class LoginChallenge {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  nonce!: string;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;
}

/** Failed-login counter per account (`u:<code>`) and per client IP (`ip:<addr>`). */
@Entity('login_throttle')
export class LoginThrottle {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  throttleKey!: string;

  @Column({ type: 'integer' })
  failures!: number;

  @Column({ type: 'datetime' })
  windowStart!: Date;

  @Column({ type: 'datetime', nullable: true })
  lockedUntil!: Date | null;
}
