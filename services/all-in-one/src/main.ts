import { runApp } from '@tis/nest';
import { allInOneOptions } from './all-in-one.js';

await runApp(allInOneOptions());
