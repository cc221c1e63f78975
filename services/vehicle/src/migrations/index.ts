import type { MigrationClass } from '@tis/nest';
import { VehicleMasterData1700000033000 } from './1700000033000-vehicle-master-data.js';
import { CaseInsensitiveCodes1700000070000 } from './1700000070000-case-insensitive-codes.js';
import { LocalizedClassificationsCarTypes1700000072000 } from './1700000072000-localized-classifications-car-types.js';
import { AlignmentStandards1700000091000 } from './1700000091000-alignment-standards.js';

/** The vehicle service's migrations, in order (after the platform's outbox tables). */
export const VEHICLE_MIGRATIONS: MigrationClass[] = [VehicleMasterData1700000033000, CaseInsensitiveCodes1700000070000, LocalizedClassificationsCarTypes1700000072000, AlignmentStandards1700000091000];
