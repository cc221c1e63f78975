import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/**
 * One image of the home page's carousel (/MainpageImageList, spec sections 2 and 9). Dates are
 * 'YYYY-MM-DD' strings: they compare the same on every database.
 */
@Entity('homepage_image')
@Index('idx_homepage_image_enabled_sort', ['enabled', 'sortNo'])
@Index('idx_homepage_image_sort', ['sortNo'])
@Index('idx_homepage_image_title', ['title'])
export class HomepageImage extends VersionedEntity {
  @Column({ type: 'varchar', length: 100 })
  title!: string;

  /** The stored upload: /tis/file/<key>. */
  @Column({ type: 'varchar', length: 300 })
  imageUrl!: string;

  /** A path inside the portal the image opens, or none. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  link!: string | null;

  @Column({ type: 'integer' })
  sortNo!: number;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  /** First day shown ('YYYY-MM-DD'); null: from now on. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  startDate!: string | null;

  /** Last day shown; null: open-ended. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  endDate!: string | null;
}

export const HOMEPAGE_IMAGE_ENTITIES = [HomepageImage];
