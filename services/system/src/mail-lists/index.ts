import { MailListController, MailListService } from './mail-list.service.js';

export { MAIL_LIST_ENTITIES } from './mail-list.entity.js';

/** Contact lists (/MailList): what the system module registers. */
export const MAIL_LIST_CONTROLLERS = [MailListController];
export const MAIL_LIST_PROVIDERS = [MailListService];
