import { AuditedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/**
 * The schedule of one job and who runs it now. Every replica of the job service ticks; only the
 * one whose UPDATE takes the free lease of a due job runs it, and a crashed holder's lease expires.
 */
@Entity('job_lease')
@Index('uq_job_lease_job', ['jobName'], { unique: true })
export class JobLease extends AuditedEntity {
  @Column({ type: 'varchar', length: 64 })
  jobName!: string;

  @Column({ type: 'datetime' })
  nextRunAt!: Date;

  /** Token of the run holding the lease. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  leaseOwner!: string | null;

  @Column({ type: 'datetime', nullable: true })
  leaseUntil!: Date | null;
}
