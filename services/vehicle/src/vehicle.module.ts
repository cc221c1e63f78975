import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { VEHICLE_MIGRATIONS } from './migrations/index.js';

export const VEHICLE_SERVICE: ServiceDefinition = { service: 'vehicle', entities: [], migrations: VEHICLE_MIGRATIONS };

/** The vehicle service: brands, series, models, configurations, VIN registry, EPC. Features arrive with their issues. */
@Module({
  imports: [PlatformModule.forService(VEHICLE_SERVICE)],
})
export class VehicleServiceModule {}
