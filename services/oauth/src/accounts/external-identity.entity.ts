import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An account's identity at an outside provider: the enterprise-chat user id ('wecom:<companyType>')
 * or an OpenID Connect subject ('oidc:<issuer>'). One provider identity maps to one account.
 */
@Entity('external_identity')
@Index('uq_external_identity_subject', ['provider', 'subject'], { unique: true })
@Index('idx_external_identity_user', ['userCode'])
export class ExternalIdentity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  provider!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
