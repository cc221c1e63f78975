export { SystemServiceModule, SYSTEM_SERVICE } from './system.module.js';
export { CONTENT_VERSION_MAX_AGE_MS } from './i18n/translation-bundles.js';
