import type { MessageKey } from './messages/index.js';

/**
 * Personal messages (/MyMessage, spec section 2 Personal; the `messageTypeString` of section 3).
 * Services ask the system service to deliver a message through an event (events/user-message.events.ts);
 * a message keeps the KEY of its text and the params, so each reader sees it in their own language.
 * The kinds and limits live here, free of zod, so the SPA can use them without the schemas
 * (user-message.schemas.ts) in its first download.
 */

/** The kinds of messages. */
export const USER_MESSAGE_TYPES = ['security', 'account', 'system'] as const;
export type UserMessageType = (typeof USER_MESSAGE_TYPES)[number];

/** The catalogue key that names each kind (`messageTypeString`). */
export const USER_MESSAGE_TYPE_TEXT: Record<UserMessageType, MessageKey> = {
  security: 'userMessage.type.security',
  account: 'userMessage.type.account',
  system: 'userMessage.type.system',
};

/** Message texts are keys of the shared catalogue (messages/en_US.ts) under `userMessage.`. */
export type UserMessageTextKey = Extract<MessageKey, `userMessage.${string}`>;
export const USER_MESSAGE_TEXT_KEY_PATTERN = /^userMessage\.[A-Za-z0-9_.]+$/;
export const USER_MESSAGE_TEXT_KEY_MAX_LENGTH = 200;

/** One request reaches at most this many users. */
export const USER_MESSAGE_MAX_RECEIVERS = 500;
export const USER_MESSAGE_MAX_PARAMS = 10;
export const USER_MESSAGE_PARAM_MAX_LENGTH = 200;
export const USER_MESSAGE_LINK_MAX_LENGTH = 300;
export const USER_CODE_MAX_LENGTH = 64;

export const USER_MESSAGE_READ_STATES = ['read', 'unread'] as const;
export type UserMessageReadState = (typeof USER_MESSAGE_READ_STATES)[number];
