import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** One entry of the contact lists (/MailList): who to contact about a subject in an area. */
@Entity('mail_list')
@Index('uq_mail_list_code', ['mailCode'], { unique: true })
@Index('uq_mail_list_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_mail_list_area_sort', ['area', 'sortNo'])
export class MailList extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  mailCode!: string;

  @Column({ type: 'varchar', length: 50 })
  area!: string;

  @Column({ type: 'varchar', length: 100 })
  subject!: string;

  @Column({ type: 'varchar', length: 50 })
  contactName!: string;

  @Column({ type: 'varchar', length: 30 })
  phone!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  remark!: string | null;

  @Column({ type: 'integer' })
  sortNo!: number;
}

export const MAIL_LIST_ENTITIES = [MailList];
