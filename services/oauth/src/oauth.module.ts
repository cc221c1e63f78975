import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { OAUTH_MIGRATIONS } from './migrations/index.js';

export const OAUTH_SERVICE: ServiceDefinition = { service: 'oauth', entities: [], migrations: OAUTH_MIGRATIONS };

/** The oauth service: login (password, enterprise-chat code, OA SSO), tokens, sessions, reset, privacy policy, password cards, registration. Features arrive with their issues. */
@Module({
  imports: [PlatformModule.forService(OAUTH_SERVICE)],
})
export class OauthServiceModule {}
