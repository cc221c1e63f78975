import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { PLATFORM_CONFIG, type PlatformConfig, PlatformModule, type ServiceDefinition } from '@tis/nest';
import { AccountDirectory } from './accounts/account-directory.js';
import { RightTreeController } from './admin/right-tree.controller.js';
import { RightTreeService } from './admin/right-tree.service.js';
import { RoleAdminController } from './admin/role-admin.controller.js';
import { RoleAdminService } from './admin/role-admin.service.js';
import { UserAdminController } from './admin/user-admin.controller.js';
import { UserAdminService } from './admin/user-admin.service.js';
import { RightItem, Role, RoleRight, UserAccount } from './accounts/account.entities.js';
import { ExternalIdentities } from './accounts/external-identities.js';
import { ExternalIdentity } from './accounts/external-identity.entity.js';
import { WecomClient } from './enterprise-chat/wecom.client.js';
import { SecretCardController } from './secret-cards/secret-card.controller.js';
import { SecretCard, SecretCardSeries } from './secret-cards/secret-card.entities.js';
import { SecretCardService } from './secret-cards/secret-card.service.js';
import { KeyService } from './login/key.service.js';
import { LoginController } from './login/login.controller.js';
import { LoginChallenge, LoginThrottle, OauthKey } from './login/login.entities.js';
import { LoginService } from './login/login.service.js';
import { ThrottleService } from './login/throttle.service.js';
import { OAUTH_MIGRATIONS } from './migrations/index.js';
import { OidcClient } from './oidc/oidc.client.js';
import { OidcController } from './oidc/oidc.controller.js';
import { OidcLogin } from './oidc/oidc-login.entity.js';
import { OidcService } from './oidc/oidc.service.js';
import { PrivacyAcceptance } from './privacy/privacy.entities.js';
import { PasswordReset } from './reset/reset.entities.js';
import { IdentitySeeder } from './seed/identity-seeder.js';
import { FileMailer, MAILER, SmtpMailer } from './mail/mailer.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { ResetController } from './reset/reset.controller.js';
import { ResetService } from './reset/reset.service.js';
import { UserSession } from './sessions/session.entities.js';
import { SessionService } from './sessions/session.service.js';

export const OAUTH_SERVICE: ServiceDefinition = {
  service: 'oauth',
  entities: [UserAccount, Role, RightItem, RoleRight, UserSession, OauthKey, LoginChallenge, LoginThrottle, PasswordReset, PrivacyAcceptance, ExternalIdentity, SecretCardSeries, SecretCard, OidcLogin],
  migrations: OAUTH_MIGRATIONS,
};

/** The oauth service: login (password, enterprise-chat code, OA SSO), tokens, sessions, reset, privacy policy, password cards, registration. */
@Module({
  imports: [PlatformModule.forService(OAUTH_SERVICE)],
  controllers: [LoginController, OidcController, ResetController, PrivacyController, SecretCardController, UserAdminController, RoleAdminController, RightTreeController],
  providers: [
    AccountDirectory,
    KeyService,
    ThrottleService,
    SessionService,
    LoginService,
    ResetService,
    WecomClient,
    OidcClient,
    OidcService,
    ExternalIdentities,
    SecretCardService,
    IdentitySeeder,
    UserAdminService,
    RoleAdminService,
    RightTreeService,
    {
      provide: MAILER,
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) =>
        config.TIS_SMTP_URL ? new SmtpMailer(config.TIS_SMTP_URL, config.TIS_MAIL_FROM) : new FileMailer(join(config.TIS_DATA_DIR, 'mail'), config.TIS_MAIL_FROM),
    },
  ],
})
export class OauthServiceModule {}
