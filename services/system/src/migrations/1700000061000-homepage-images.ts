import { auditColumns, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Homepage images (/MainpageImageList): the carousel of the home page. */
export class HomepageImages1700000061000 implements MigrationInterface {
  name = 'HomepageImages1700000061000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'homepage_image',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'title', type: 'varchar', length: '100' },
          { name: 'image_url', type: 'varchar', length: '300' },
          { name: 'link', type: 'varchar', length: '300', isNullable: true },
          { name: 'sort_no', type: 'integer' },
          { name: 'enabled', type: 'boolean' },
          { name: 'start_date', type: 'varchar', length: '10', isNullable: true },
          { name: 'end_date', type: 'varchar', length: '10', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('homepage_image', [
      new TableIndex({ name: 'idx_homepage_image_enabled_sort', columnNames: ['enabled', 'sort_no'] }),
      new TableIndex({ name: 'idx_homepage_image_sort', columnNames: ['sort_no'] }),
      new TableIndex({ name: 'idx_homepage_image_title', columnNames: ['title'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('homepage_image');
  }
}
