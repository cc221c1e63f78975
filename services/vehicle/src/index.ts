export { VehicleServiceModule, VEHICLE_SERVICE } from './vehicle.module.js';
