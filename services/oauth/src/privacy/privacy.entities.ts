import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A user accepted a version of the privacy policy when logging in. */
@Entity('privacy_acceptance')
@Index('idx_privacy_acceptance_user', ['userCode', 'version'])
export class PrivacyAcceptance {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @Column({ type: 'varchar', length: 20 })
  version!: string;

  @Column({ type: 'datetime' })
  acceptedAt!: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;
}
