import { runApp } from '@tis/nest';
import { JobServiceModule } from './job.module.js';

await runApp({ name: 'job', modules: [JobServiceModule] });
