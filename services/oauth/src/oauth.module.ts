import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { AccountDirectory } from './accounts/account-directory.js';
import { RightItem, Role, RoleRight, UserAccount } from './accounts/account.entities.js';
import { KeyService } from './login/key.service.js';
import { LoginController } from './login/login.controller.js';
import { LoginChallenge, LoginThrottle, OauthKey } from './login/login.entities.js';
import { LoginService } from './login/login.service.js';
import { ThrottleService } from './login/throttle.service.js';
import { OAUTH_MIGRATIONS } from './migrations/index.js';
import { PrivacyAcceptance } from './privacy/privacy.entities.js';
import { PasswordReset } from './reset/reset.entities.js';
import { IdentitySeeder } from './seed/identity-seeder.js';
import { UserSession } from './sessions/session.entities.js';
import { SessionService } from './sessions/session.service.js';

export const OAUTH_SERVICE: ServiceDefinition = {
  service: 'oauth',
  entities: [UserAccount, Role, RightItem, RoleRight, UserSession, OauthKey, LoginChallenge, LoginThrottle, PasswordReset, PrivacyAcceptance],
  migrations: OAUTH_MIGRATIONS,
};

/** The oauth service: login (password, enterprise-chat code, OA SSO), tokens, sessions, reset, privacy policy, password cards, registration. */
@Module({
  imports: [PlatformModule.forService(OAUTH_SERVICE)],
  controllers: [LoginController],
  providers: [AccountDirectory, KeyService, ThrottleService, SessionService, LoginService, IdentitySeeder],
})
export class OauthServiceModule {}
