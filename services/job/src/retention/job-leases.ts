import { randomUUID } from 'node:crypto';
import { type DataSource, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import { JobLease } from './job-lease.entity.js';

/** Leases on job_lease rows, in the manner of the outbox relay: a conditional UPDATE, then a read-back. */
export class JobLeases {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(JobLease);
  }

  /** Creates the job's row on first start; a replica that loses the insert race finds the row. */
  async ensure(jobName: string, firstRunAt: Date): Promise<void> {
    if (await this.repo.existsBy({ jobName })) return;
    try {
      await this.repo.insert({ id: randomUUID(), jobName, nextRunAt: firstRunAt, leaseOwner: null, leaseUntil: null, createdBy: 'job', updatedBy: 'job' });
    } catch (err) {
      if (!(await this.repo.existsBy({ jobName }))) throw err;
    }
  }

  /**
   * Takes the lease when nobody holds it (or the holder's lease ran out) and, with `dueOnly`, the
   * job is due. Returns the token that proves the hold, or null.
   */
  async acquire(jobName: string, leaseMs: number, dueOnly: boolean): Promise<string | null> {
    const now = new Date();
    const token = randomUUID();
    const due = dueOnly ? { nextRunAt: LessThanOrEqual(now) } : {};
    await this.repo.update(
      [
        { jobName, leaseUntil: IsNull(), ...due },
        { jobName, leaseUntil: LessThan(now), ...due },
      ],
      { leaseOwner: token, leaseUntil: new Date(now.getTime() + leaseMs) },
    );
    return (await this.repo.existsBy({ jobName, leaseOwner: token })) ? token : null;
  }

  /** Extends a held lease; false when it was lost (expired and taken by another replica). */
  async renew(jobName: string, token: string, leaseMs: number): Promise<boolean> {
    await this.repo.update({ jobName, leaseOwner: token }, { leaseUntil: new Date(Date.now() + leaseMs) });
    return this.repo.existsBy({ jobName, leaseOwner: token });
  }

  /** Gives the lease back and sets the next run. */
  async release(jobName: string, token: string, nextRunAt: Date): Promise<void> {
    await this.repo.update({ jobName, leaseOwner: token }, { leaseOwner: null, leaseUntil: null, nextRunAt });
  }

  async nextRunAt(jobName: string): Promise<Date | null> {
    const row = await this.repo.findOneBy({ jobName });
    return row ? new Date(row.nextRunAt) : null;
  }
}
