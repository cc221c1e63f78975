import { WorkflowDocument } from '@tis/nest';
import { Column } from 'typeorm';

/**
 * The columns the document kinds of the case rules keep the same way beside the workflow's (claims,
 * quality feedback, product changes): the brand, and the author's organisation and name as they
 * were when it was written — what `canRead` and the lists' scopes read. An abstract base: each
 * kind's table has the columns under these names (its migration). Repair cases declare the same
 * columns themselves: TypeORM lists a base's columns first, and the bench's raw SQL
 * (bench/lib/list-sql.js, workflow-sql.js) names the case columns in the entity's order.
 */
export abstract class AuthoredDocument extends WorkflowDocument {
  @Column({ type: 'varchar', length: 100 })
  brandCode!: string;

  /** The author's dealer (agent code) or, for OEM authors, department. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  orgCode!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  orgName!: string | null;

  /** The author's name when the document was written. */
  @Column({ type: 'varchar', length: 100 })
  fullName!: string;
}
