import { findOnePlanned } from '@tis/nest';
import { Column, CreateDateColumn, Entity, type EntityManager, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A document a user keeps among their favorites (spec section 3, Favorite: itemType, itemCode, itemName, seriesCode). */
@Entity('favorite')
@Index('uq_favorite_item', ['userCode', 'itemType', 'itemCode'], { unique: true })
@Index('idx_favorite_user', ['userCode', 'createdAt'])
export class Favorite {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  /** The data-source type keyword of the document kind (case, claim, …). */
  @Column({ type: 'varchar', length: 32 })
  itemType!: string;

  /** The document's id. */
  @Column({ type: 'varchar', length: 36 })
  itemCode!: string;

  @Column({ type: 'varchar', length: 200 })
  itemName!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  seriesCode!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** Whether `userCode` keeps document `itemCode` of kind `itemType` among their favorites (the unique index's columns: one row at most). */
export async function isFavorite(manager: EntityManager, userCode: string, itemType: string, itemCode: string): Promise<boolean> {
  return (await findOnePlanned(manager, Favorite, { where: { userCode, itemType, itemCode } })) !== null;
}
