import { type UserStatus, type UserType } from '@tis/contracts';
import { AuditedEntity, VersionedEntity } from '@tis/nest';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A user account (spec section 3, User). `userCode` is the login account. */
@Entity('user_account')
@Index('uq_user_account_code', ['userCode'], { unique: true })
// The list's filters, each followed by the list order (migration 1700000062000, UserAdminService.list).
@Index('idx_user_account_list_type_status', ['userType', 'status', 'userCode'])
@Index('idx_user_account_list_type', ['userType', 'userCode'])
@Index('idx_user_account_list_status', ['status', 'userCode'])
@Index('idx_user_account_list_role', ['roleCode', 'userCode'])
@Index('idx_user_account_list_agent', ['agentCode', 'userCode'])
export class UserAccount extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @Column({ type: 'varchar', length: 100 })
  userName!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 10 })
  userType!: UserType;

  @Column({ type: 'varchar', length: 10 })
  status!: UserStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  roleCode!: string | null;

  /** userAgentCode: the dealer of a service-outlet user. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  agentCode!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  departmentCode!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  postCode!: string | null;

  /** Brands the user works with, comma-separated brand codes. */
  @Column({ type: 'varchar', length: 500, default: '' })
  brandCodes!: string;

  /** First and last day the account may log in ('YYYY-MM-DD'); null means no limit. */
  @Column({ type: 'date', nullable: true })
  effectiveDate!: string | null;

  @Column({ type: 'date', nullable: true })
  expirationDate!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  passwordHash!: string | null;

  /** Null until the user sets a password of their own (first login). */
  @Column({ type: 'datetime', nullable: true })
  passwordChangedAt!: Date | null;

  /** One session at a time: a new login ends the previous one. */
  @Column({ type: 'boolean', default: false })
  singleSession!: boolean;

  @Column({ type: 'varchar', length: 10, nullable: true })
  lang!: string | null;
}

/** A role (spec section 6); users hold one role code. */
@Entity('role')
@Index('uq_role_code', ['roleCode'], { unique: true })
@Index('uq_role_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
export class Role extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  roleCode!: string;

  @Column({ type: 'varchar', length: 100 })
  roleName!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;
}

/** A node of the permission tree (spec section 6): root and children, with funLink and headApi. */
@Entity('right_item')
@Index('uq_right_item_item', ['itemId'], { unique: true })
@Index('idx_right_item_parent', ['parentItemId', 'sortNo'])
export class RightItem extends AuditedEntity {
  @Column({ type: 'integer' })
  itemId!: number;

  @Column({ type: 'integer', nullable: true })
  parentItemId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** A page key, an action key, an admin function key, or '' for a folder. */
  @Column({ type: 'varchar', length: 100, default: '' })
  funLink!: string;

  /** For actions: the api the action is allowed on (contained in the called path). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  headApi!: string | null;

  @Column({ type: 'integer', default: 0 })
  sortNo!: number;
}

/** Role-right assignment. */
@Entity('role_right')
@Index('idx_role_right_item', ['itemId'])
export class RoleRight {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  roleCode!: string;

  @PrimaryColumn({ type: 'integer' })
  itemId!: number;
}
