import { runApp } from '@tis/nest';
import { FileconverterServiceModule } from './fileconverter.module.js';

await runApp({ name: 'fileconverter', modules: [FileconverterServiceModule] });
