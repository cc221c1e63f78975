import { LawController, LawResourceController } from './law.controller.js';
import { LawService } from './law.service.js';

export { LAW_ENTITIES } from './law.entity.js';
export { LawService } from './law.service.js';
/** Regulations and standards (/Laws): what the system module registers. */
export const LAW_CONTROLLERS = [LawController, LawResourceController];
export const LAW_PROVIDERS = [LawService];
export { LAW_SEARCH } from './law.search.js';
