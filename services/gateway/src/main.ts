import { runApp } from '@tis/nest';
import { configureGateway } from './gateway.js';

await runApp({ name: 'gateway', modules: [], configureFastify: configureGateway });
