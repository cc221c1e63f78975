import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from './paging.js';
import {
  USER_MESSAGE_LINK_MAX_LENGTH,
  USER_MESSAGE_MAX_PARAMS,
  USER_MESSAGE_PARAM_MAX_LENGTH,
  USER_MESSAGE_READ_STATES,
  USER_MESSAGE_TYPES,
} from './user-messages.js';

/** Schemas of the personal inbox (/MyMessage): what the system service accepts and answers. */

/** `{name}` values of the text: short strings or numbers. */
export const userMessageParamsSchema = z
  .record(z.string().regex(/^\w{1,40}$/), z.union([z.string().max(USER_MESSAGE_PARAM_MAX_LENGTH), z.number()]))
  .refine((params) => Object.keys(params).length <= USER_MESSAGE_MAX_PARAMS, 'validation.tooLong');
export type UserMessageParams = z.infer<typeof userMessageParamsSchema>;

/** A path of the portal's SPA ('/TSBList?tsbCode=…'): never another site ('//host', 'https:'). */
export const userMessageLinkSchema = z
  .string()
  .max(USER_MESSAGE_LINK_MAX_LENGTH, 'validation.tooLong')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'validation.invalidOption');

/** One message as its receiver sees it. */
export const userMessageSchema = z.object({
  id: z.string(),
  messageType: z.enum(USER_MESSAGE_TYPES),
  /** The kind in the caller's language (spec section 3: messageTypeString). */
  messageTypeString: z.string(),
  textKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The text in the caller's language (the SPA renders textKey + params itself, so it follows a language switch). */
  text: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  /** When the change the message reports happened. */
  sentAt: z.string(),
});
export type UserMessageView = z.infer<typeof userMessageSchema>;

/** `GET systemService/myMessage/list`: the caller's messages, newest first, by read state and kind. */
export const userMessageQuerySchema = pageQuerySchema()
  .omit({ keyword: true })
  .extend({
    state: z.enum(USER_MESSAGE_READ_STATES, { error: 'validation.invalidOption' }).optional(),
    messageType: z.enum(USER_MESSAGE_TYPES, { error: 'validation.invalidOption' }).optional(),
  });
export type UserMessageQuery = z.infer<typeof userMessageQuerySchema>;
export type UserMessageQueryInput = z.input<typeof userMessageQuerySchema>;

export const userMessagePageSchema = pageResultSchema(userMessageSchema);

export const userMessageIdParamsSchema = z.object({ id: z.string().min(1).max(36) });
export type UserMessageIdParams = z.infer<typeof userMessageIdParamsSchema>;

/** The unread count (header badge) and the number "mark all read" marked. */
export const userMessageCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UserMessageCount = z.infer<typeof userMessageCountSchema>;
