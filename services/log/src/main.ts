import { runApp } from '@tis/nest';
import { LogServiceModule } from './log.module.js';

await runApp({ name: 'log', modules: [LogServiceModule] });
