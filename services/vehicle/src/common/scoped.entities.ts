import { VersionedEntity } from '@tis/nest';
import { Column } from 'typeorm';

/**
 * A row of one series: the series code and its brand. The brand is the series' brand, fixed with
 * it, and kept on the row so the brand filter of every list is answered from an index.
 */
export abstract class SeriesScoped extends VersionedEntity {
  @Column({ type: 'varchar', length: 32 })
  brandCode!: string;

  @Column({ type: 'varchar', length: 64 })
  seriesCode!: string;
}

/** A row of one model of a series (the model's series and brand, fixed with the model). */
export abstract class ModelScoped extends SeriesScoped {
  @Column({ type: 'varchar', length: 64 })
  modelCode!: string;
}
