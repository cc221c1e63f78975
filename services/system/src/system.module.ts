import { Module } from '@nestjs/common';
import { PlatformModule, searchSourceController, type ServiceDefinition } from '@tis/nest';
import { ClientConfigController } from './client-config/client-config.controller.js';
import { SystemFilesController } from './files/system-files.controller.js';
import { HOMEPAGE_IMAGE_CONTROLLERS, HOMEPAGE_IMAGE_ENTITIES, HOMEPAGE_IMAGE_PROVIDERS } from './homepage-images/index.js';
import { I18N_CONTROLLERS, I18N_ENTITIES, I18N_PROVIDERS } from './i18n/index.js';
import { USER_MESSAGE_CONTROLLERS, USER_MESSAGE_ENTITIES, USER_MESSAGE_PROVIDERS } from './messages/index.js';
import { SYSTEM_MIGRATIONS } from './migrations/index.js';
import { ORGANISATION_CONTROLLERS, ORGANISATION_ENTITIES, ORGANISATION_PROVIDERS } from './organisation/organisation.js';
import { SENSITIVE_WORD_CONTROLLERS, SENSITIVE_WORD_ENTITIES, SENSITIVE_WORD_PROVIDERS } from './sensitive-words/index.js';
import { MAIL_LIST_CONTROLLERS, MAIL_LIST_ENTITIES, MAIL_LIST_PROVIDERS } from './mail-lists/index.js';
import { FAST_APP_CONTROLLERS, FAST_APP_ENTITIES, FAST_APP_PROVIDERS } from './fast-apps/index.js';
import { FEEDBACK_CONTROLLERS, FEEDBACK_ENTITIES, FEEDBACK_PROVIDERS } from './feedback/index.js';
import { BULLETIN_CONTROLLERS, BULLETIN_ENTITIES, BULLETIN_PROVIDERS, BULLETIN_SEARCH } from './bulletins/index.js';
import { LAW_CONTROLLERS, LAW_ENTITIES, LAW_PROVIDERS } from './laws/index.js';
import { TISOS_AREA_CONTROLLERS, TISOS_AREA_ENTITIES, TISOS_AREA_PROVIDERS } from './tisos-areas/index.js';
import { HELP_DOC_CONTROLLERS, HELP_DOC_ENTITIES, HELP_DOC_PROVIDERS } from './help-docs/index.js';

export const SYSTEM_SERVICE: ServiceDefinition = {
  service: 'system',
  entities: [...ORGANISATION_ENTITIES, ...I18N_ENTITIES, ...USER_MESSAGE_ENTITIES, ...HOMEPAGE_IMAGE_ENTITIES, ...SENSITIVE_WORD_ENTITIES, ...MAIL_LIST_ENTITIES, ...FAST_APP_ENTITIES, ...FEEDBACK_ENTITIES, ...BULLETIN_ENTITIES, ...LAW_ENTITIES, ...TISOS_AREA_ENTITIES, ...HELP_DOC_ENTITIES],
  migrations: SYSTEM_MIGRATIONS,
};

/** The kinds of the system service in the search (issue 17): their transitions feed the index. */
export const SYSTEM_SEARCHABLE = [BULLETIN_SEARCH];

/** The system service: users, roles, rights, organisation, languages and translations, notices, points, messages, sensitive words. */
@Module({
  imports: [PlatformModule.forService(SYSTEM_SERVICE)],
  controllers: [searchSourceController('system'), ClientConfigController, SystemFilesController, ...ORGANISATION_CONTROLLERS, ...I18N_CONTROLLERS, ...USER_MESSAGE_CONTROLLERS, ...HOMEPAGE_IMAGE_CONTROLLERS, ...SENSITIVE_WORD_CONTROLLERS, ...MAIL_LIST_CONTROLLERS, ...FAST_APP_CONTROLLERS, ...FEEDBACK_CONTROLLERS, ...BULLETIN_CONTROLLERS, ...LAW_CONTROLLERS, ...TISOS_AREA_CONTROLLERS, ...HELP_DOC_CONTROLLERS],
  providers: [...ORGANISATION_PROVIDERS, ...I18N_PROVIDERS, ...USER_MESSAGE_PROVIDERS, ...HOMEPAGE_IMAGE_PROVIDERS, ...SENSITIVE_WORD_PROVIDERS, ...MAIL_LIST_PROVIDERS, ...FAST_APP_PROVIDERS, ...FEEDBACK_PROVIDERS, ...BULLETIN_PROVIDERS, ...LAW_PROVIDERS, ...TISOS_AREA_PROVIDERS, ...HELP_DOC_PROVIDERS],
})
export class SystemServiceModule {}
