import { runApp } from '@tis/nest';
import { OauthServiceModule } from './oauth.module.js';

await runApp({ name: 'oauth', modules: [OauthServiceModule] });
