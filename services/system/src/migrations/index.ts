import type { MigrationClass } from '@tis/nest';
import { LanguagesTranslations1700000004000 } from './1700000004000-languages-translations.js';
import { Organisation1700000005000 } from './1700000005000-organisation.js';
import { UserMessages1700000047000 } from './1700000047000-user-messages.js';
import { HomepageImages1700000061000 } from './1700000061000-homepage-images.js';
import { CaseInsensitiveCodes1700000070000 } from './1700000070000-case-insensitive-codes.js';
import { SensitiveWords1700000083000 } from './1700000083000-sensitive-words.js';
import { DepartmentApprovers1700000084000 } from './1700000084000-department-approvers.js';

/** The system service's migrations, in order (after the platform's outbox tables). */
export const SYSTEM_MIGRATIONS: MigrationClass[] = [LanguagesTranslations1700000004000, Organisation1700000005000, UserMessages1700000047000, HomepageImages1700000061000, CaseInsensitiveCodes1700000070000, SensitiveWords1700000083000, DepartmentApprovers1700000084000];
