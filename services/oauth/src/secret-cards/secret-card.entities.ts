import { AuditedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** A batch of password cards (/SecretCardSeries). */
@Entity('secret_card_series')
@Index('uq_secret_card_series_code', ['seriesCode'], { unique: true })
@Index('uq_secret_card_series_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
export class SecretCardSeries extends AuditedEntity {
  @Column({ type: 'varchar', length: 32 })
  seriesCode!: string;

  @Column({ type: 'varchar', length: 100 })
  seriesName!: string;

  @Column({ type: 'integer' })
  cardCount!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;
}

export const SECRET_CARD_STATUSES = ['unused', 'used', 'void'] as const;
export type SecretCardStatus = (typeof SECRET_CARD_STATUSES)[number];

/**
 * A password card (/SecretCard): its number and secret activate one account, once. Only a keyed
 * hash of the secret is kept; the secrets are shown once, when the series is generated.
 */
@Entity('secret_card')
@Index('uq_secret_card_no', ['cardNo'], { unique: true })
@Index('idx_secret_card_series', ['seriesCode', 'status'])
@Index('idx_secret_card_used_by', ['usedBy'])
export class SecretCard extends AuditedEntity {
  @Column({ type: 'varchar', length: 40 })
  cardNo!: string;

  @Column({ type: 'varchar', length: 32 })
  seriesCode!: string;

  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: SecretCardStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  usedBy!: string | null;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
