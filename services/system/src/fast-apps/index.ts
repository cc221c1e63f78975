import { FastAppController } from './fast-app.controller.js';
import { FastAppResourceController, FastAppService } from './fast-app.service.js';

export { FAST_APP_ENTITIES } from './fast-app.entity.js';

/** Common applications (/FastAPP) and the home page's tiles: what the system module registers. */
export const FAST_APP_CONTROLLERS = [FastAppController, FastAppResourceController];
export const FAST_APP_PROVIDERS = [FastAppService];
