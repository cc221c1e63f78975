import { runApp } from '@tis/nest';
import { DiagnosisServiceModule } from './diagnosis.module.js';

await runApp({ name: 'diagnosis', modules: [DiagnosisServiceModule] });
