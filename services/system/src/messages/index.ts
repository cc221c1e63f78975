import { UserMessageController } from './user-message.controller.js';
import { UserMessageService } from './user-message.service.js';

export { USER_MESSAGE_ENTITIES } from './user-message.entity.js';

/** Personal messages (/MyMessage): what the system module registers. */
export const USER_MESSAGE_CONTROLLERS = [UserMessageController];
export const USER_MESSAGE_PROVIDERS = [UserMessageService];
