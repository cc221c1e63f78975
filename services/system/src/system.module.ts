import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { ClientConfigController } from './client-config/client-config.controller.js';
import { HOMEPAGE_IMAGE_CONTROLLERS, HOMEPAGE_IMAGE_ENTITIES, HOMEPAGE_IMAGE_PROVIDERS } from './homepage-images/index.js';
import { I18N_CONTROLLERS, I18N_ENTITIES, I18N_PROVIDERS } from './i18n/index.js';
import { USER_MESSAGE_CONTROLLERS, USER_MESSAGE_ENTITIES, USER_MESSAGE_PROVIDERS } from './messages/index.js';
import { SYSTEM_MIGRATIONS } from './migrations/index.js';
import { ORGANISATION_CONTROLLERS, ORGANISATION_ENTITIES, ORGANISATION_PROVIDERS } from './organisation/organisation.js';
import { SENSITIVE_WORD_CONTROLLERS, SENSITIVE_WORD_ENTITIES, SENSITIVE_WORD_PROVIDERS } from './sensitive-words/index.js';

export const SYSTEM_SERVICE: ServiceDefinition = {
  service: 'system',
  entities: [...ORGANISATION_ENTITIES, ...I18N_ENTITIES, ...USER_MESSAGE_ENTITIES, ...HOMEPAGE_IMAGE_ENTITIES, ...SENSITIVE_WORD_ENTITIES],
  migrations: SYSTEM_MIGRATIONS,
};

/** The system service: users, roles, rights, organisation, languages and translations, notices, points, messages, sensitive words. */
@Module({
  imports: [PlatformModule.forService(SYSTEM_SERVICE)],
  controllers: [ClientConfigController, ...ORGANISATION_CONTROLLERS, ...I18N_CONTROLLERS, ...USER_MESSAGE_CONTROLLERS, ...HOMEPAGE_IMAGE_CONTROLLERS, ...SENSITIVE_WORD_CONTROLLERS],
  providers: [...ORGANISATION_PROVIDERS, ...I18N_PROVIDERS, ...USER_MESSAGE_PROVIDERS, ...HOMEPAGE_IMAGE_PROVIDERS, ...SENSITIVE_WORD_PROVIDERS],
})
export class SystemServiceModule {}
