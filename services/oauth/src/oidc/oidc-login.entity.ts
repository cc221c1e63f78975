import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An OA single sign-on that went to the provider and has not come back yet: the state, nonce and
 * PKCE verifier the answer is checked against. Kept in the database so any replica can finish it;
 * deleted when it comes back (single use) or when it is older than its lifetime.
 */
@Entity('oidc_login')
@Index('idx_oidc_login_expires', ['expiresAt'])
export class OidcLogin {
  /** sha256 of the state sent to the provider. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  stateHash!: string;

  @Column({ type: 'varchar', length: 100 })
  nonce!: string;

  @Column({ type: 'varchar', length: 100 })
  codeVerifier!: string;

  @Column({ type: 'varchar', length: 500 })
  redirectUri!: string;

  /** The privacy policy version the user accepted before leaving for the provider. */
  @Column({ type: 'varchar', length: 20 })
  privacyVersion!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  expiresAt!: Date;
}
