import { SensitiveFindController, SensitiveWordController } from './sensitive-word.controller.js';
import { SensitiveWordSeeder } from './sensitive-word-seeder.js';
import { SensitiveWordService } from './sensitive-word.service.js';

export { SENSITIVE_WORD_ENTITIES } from './sensitive-word.entity.js';

/** Sensitive words (/Sensitive) and the service call that finds them: what the system module registers. */
export const SENSITIVE_WORD_CONTROLLERS = [SensitiveWordController, SensitiveFindController];
export const SENSITIVE_WORD_PROVIDERS = [SensitiveWordService, SensitiveWordSeeder];
