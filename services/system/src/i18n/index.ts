import { I18nSeeder } from './i18n-seeder.js';
import { LanguageController } from './language.controller.js';
import { LanguageResourceController, LanguageService } from './language.service.js';
import { TranslationBundles } from './translation-bundles.js';
import { TranslationController } from './translation.controller.js';
import { TranslationService } from './translation.service.js';

export { I18N_ENTITIES } from './i18n.entities.js';

/** Languages and translations: what the system module registers. */
export const I18N_CONTROLLERS = [LanguageController, LanguageResourceController, TranslationController];
export const I18N_PROVIDERS = [LanguageService, TranslationService, TranslationBundles, I18nSeeder];
