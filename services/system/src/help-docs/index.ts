import { HelpDocController, HelpDocResourceController } from './help-doc.controller.js';
import { HelpDocService } from './help-doc.service.js';
import { HelpDocSeeder } from './help-doc-seeder.js';

export { HELP_DOC_ENTITIES } from './help-doc.entity.js';
export { HELP_DOC_MODULE, HelpDocService } from './help-doc.service.js';
/** Help documents (/HelperEditorList, /HelperDoc): what the system module registers. */
export const HELP_DOC_CONTROLLERS = [HelpDocResourceController, HelpDocController];
export const HELP_DOC_PROVIDERS = [HelpDocService, HelpDocSeeder];
