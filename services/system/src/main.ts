import { runApp } from '@tis/nest';
import { SystemServiceModule } from './system.module.js';

await runApp({ name: 'system', modules: [SystemServiceModule] });
