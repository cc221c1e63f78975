import type { MigrationClass } from '@tis/nest';
import { VehicleMasterData1700000033000 } from './1700000033000-vehicle-master-data.js';

/** The vehicle service's migrations, in order (after the platform's outbox tables). */
export const VEHICLE_MIGRATIONS: MigrationClass[] = [VehicleMasterData1700000033000];
