import type { MigrationClass } from '@tis/nest';
import { Identity1700000003000 } from './1700000003000-identity.js';
import { ExternalIdentity1700000009000 } from './1700000009000-external-identity.js';
import { SecretCards1700000010000 } from './1700000010000-secret-cards.js';
import { OidcLogin1700000021000 } from './1700000021000-oidc-login.js';
import { UserListIndexes1700000062000 } from './1700000062000-user-list-indexes.js';
import { CaseInsensitiveCodes1700000070000 } from './1700000070000-case-insensitive-codes.js';

/** The oauth service's migrations, in order (after the platform's outbox tables). */
export const OAUTH_MIGRATIONS: MigrationClass[] = [Identity1700000003000, ExternalIdentity1700000009000, SecretCards1700000010000, OidcLogin1700000021000, UserListIndexes1700000062000, CaseInsensitiveCodes1700000070000];
