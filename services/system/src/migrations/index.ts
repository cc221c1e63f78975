import type { MigrationClass } from '@tis/nest';
import { LanguagesTranslations1700000004000 } from './1700000004000-languages-translations.js';
import { Organisation1700000005000 } from './1700000005000-organisation.js';
import { UserMessages1700000047000 } from './1700000047000-user-messages.js';
import { HomepageImages1700000061000 } from './1700000061000-homepage-images.js';
import { CaseInsensitiveCodes1700000070000 } from './1700000070000-case-insensitive-codes.js';
import { SensitiveWords1700000083000 } from './1700000083000-sensitive-words.js';
import { DepartmentApprovers1700000084000 } from './1700000084000-department-approvers.js';
import { MailListsFastApps1700000085000 } from './1700000085000-mail-lists-fast-apps.js';
import { Feedback1700000086000 } from './1700000086000-feedback.js';
import { Bulletins1700000087000 } from './1700000087000-bulletins.js';
import { LawsTisosAreas1700000088000 } from './1700000088000-laws-tisos-areas.js';
import { HelpDocs1700000089000 } from './1700000089000-help-docs.js';

/** The system service's migrations, in order (after the platform's outbox tables). */
export const SYSTEM_MIGRATIONS: MigrationClass[] = [LanguagesTranslations1700000004000, Organisation1700000005000, UserMessages1700000047000, HomepageImages1700000061000, CaseInsensitiveCodes1700000070000, SensitiveWords1700000083000, DepartmentApprovers1700000084000, MailListsFastApps1700000085000, Feedback1700000086000, Bulletins1700000087000, LawsTisosAreas1700000088000, HelpDocs1700000089000];
