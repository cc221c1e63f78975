import { runApp } from '@tis/nest';
import { DocumentServiceModule } from './document.module.js';

await runApp({ name: 'document', modules: [DocumentServiceModule] });
