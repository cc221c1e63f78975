import { USER_TYPES, type UserType } from '@tis/contracts';
import { RICH_TEXT_COLUMN, WorkflowDocument } from '@tis/nest';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A system notice (FUNC-notice): its title, rich text and attachments, the user types and brands it
 * targets, and the workflow's states (`bulletinWorkflow`: publish, cancel, edit and delete while not
 * published). The brands it targets are rows of BulletinBrand; `brandCodes` keeps them for showing.
 */
@Entity('bulletin')
@Index('idx_bulletin_publish', ['publishState', 'publishTime'])
@Index('idx_bulletin_created', ['createdAt'])
@Index('idx_bulletin_title', ['title'])
export class Bulletin extends WorkflowDocument {
  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', transformer: RICH_TEXT_COLUMN })
  content!: string;

  /** The attachments as a JSON array of { url, name }. */
  @Column({ type: 'text' })
  attachments!: string;

  /** Read by OEM users (1) or not (0). */
  @Column({ type: 'integer' })
  forOem!: number;

  @Column({ type: 'integer' })
  forDealer!: number;

  @Column({ type: 'integer' })
  forSocial!: number;

  /** 1: no brand named, every brand's users read it. */
  @Column({ type: 'integer' })
  allBrands!: number;

  /** The brands it targets, comma-separated, as named (for showing; BulletinBrand for filtering). */
  @Column({ type: 'varchar', length: 700 })
  brandCodes!: string;

  @Column({ type: 'varchar', length: 100 })
  authorName!: string;

  @Column({ type: 'integer', default: 0 })
  timesRead!: number;

  override operationName(): string {
    return this.title;
  }
}

/** One brand a notice targets. */
@Entity('bulletin_brand')
@Index('idx_bulletin_brand_brand', ['brandCode', 'bulletinId'])
export class BulletinBrand {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  bulletinId!: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  brandCode!: string;
}

/** The flag column of each user type a notice targets. */
export const TYPE_COLUMN: Record<UserType, 'forOem' | 'forDealer' | 'forSocial'> = { oem: 'forOem', dealer: 'forDealer', social: 'forSocial' };

/** The user types a notice targets. */
export function userTypesOf(row: Bulletin): UserType[] {
  return USER_TYPES.filter((type) => row[TYPE_COLUMN[type]] === 1);
}

/** The brands a notice names (none: every brand). */
export function brandsOf(row: Bulletin): string[] {
  return row.allBrands === 1 || row.brandCodes === '' ? [] : row.brandCodes.split(',');
}
