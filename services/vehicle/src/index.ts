export { VehicleServiceModule, VEHICLE_SERVICE, VEHICLE_ENTITIES } from './vehicle.module.js';
// The query builders of the lists, for the query-plan test (ADR 0015).
export { SeriesService } from './series/series.service.js';
export { ModelService } from './model/model.service.js';
export { VehicleService } from './vehicle/vehicle.service.js';
// The seeder, for the test of a re-run on an existing database.
export { VehicleSeeder } from './seed/vehicle-seeder.js';
