import { BulletinController } from './bulletin.controller.js';
import { Bulletin, BulletinBrand } from './bulletin.entity.js';
import { BulletinMessenger } from './bulletin-messenger.js';
import { BulletinSeeder } from './bulletin-seeder.js';
import { BulletinService } from './bulletin.service.js';
import { WORKFLOW_ENTITIES } from '@tis/nest';

/** System notices (/BulletinList, /BulletinDetail, the header and home page news): what the system module registers. */
export const BULLETIN_ENTITIES = [Bulletin, BulletinBrand, ...WORKFLOW_ENTITIES];
export const BULLETIN_CONTROLLERS = [BulletinController];
export { BULLETIN_SEARCH } from './bulletin.search.js';
export const BULLETIN_PROVIDERS = [BulletinService, BulletinSeeder, BulletinMessenger];
