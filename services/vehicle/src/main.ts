import { runApp } from '@tis/nest';
import { VehicleServiceModule } from './vehicle.module.js';

await runApp({ name: 'vehicle', modules: [VehicleServiceModule] });
