import type { JobRunStatus } from '@tis/contracts';
import { AuditedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** One run of a scheduled job: when, how it ended, what it did (/LogManage shows the last purge). */
@Entity('job_run')
@Index('idx_job_run_job', ['jobName', 'startedAt'])
export class JobRun extends AuditedEntity {
  @Column({ type: 'varchar', length: 64 })
  jobName!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: JobRunStatus;

  @Column({ type: 'datetime' })
  startedAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt!: Date | null;

  /** What the run did, as JSON (counts per table, cutoff). */
  @Column({ type: 'text', nullable: true })
  result!: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error!: string | null;
}
