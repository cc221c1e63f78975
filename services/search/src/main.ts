import { runApp } from '@tis/nest';
import { SearchServiceModule } from './search.module.js';

await runApp({ name: 'search', modules: [SearchServiceModule] });
