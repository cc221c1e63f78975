import { z } from 'zod';
import type { ServiceName } from '../services.js';
import { type UserMessageParams, userMessageLinkSchema, userMessageParamsSchema } from '../user-message.schemas.js';
import {
  USER_CODE_MAX_LENGTH,
  USER_MESSAGE_MAX_RECEIVERS,
  USER_MESSAGE_TEXT_KEY_MAX_LENGTH,
  USER_MESSAGE_TEXT_KEY_PATTERN,
  USER_MESSAGE_TYPES,
  type UserMessageTextKey,
  type UserMessageType,
} from '../user-messages.js';
import { defineEvent, type EventContract } from './event-contract.js';

/**
 * "Put this message in these users' inboxes" (/MyMessage). The text travels as a catalogue key with
 * its params, never rendered: each reader sees it in their own language.
 */
export const userMessageRequestSchema = z.object({
  receivers: z.array(z.string().min(1).max(USER_CODE_MAX_LENGTH)).min(1).max(USER_MESSAGE_MAX_RECEIVERS),
  messageType: z.enum(USER_MESSAGE_TYPES),
  textKey: z.string().max(USER_MESSAGE_TEXT_KEY_MAX_LENGTH).regex(USER_MESSAGE_TEXT_KEY_PATTERN),
  params: userMessageParamsSchema,
  link: userMessageLinkSchema.optional(),
  requestedAt: z.iso.datetime(),
});
export type UserMessageRequest = z.infer<typeof userMessageRequestSchema>;

/**
 * The message-request event of one producing service: every producer has its own topic
 * (`tis.<service>.message.requested.v1`, ADR 0003: the producer owns its topic) with the same payload.
 * A new producer adds `defineUserMessageEvent('<service>')` to USER_MESSAGE_EVENTS and its topic to
 * deploy/kafka/topics.txt; the system service consumes every entry.
 */
export function defineUserMessageEvent(producer: ServiceName): EventContract<typeof userMessageRequestSchema> {
  return defineEvent({
    topic: `tis.${producer}.message.requested.v1`,
    producer,
    description: `The ${producer} service asks the system service to put a message in users' inboxes (/MyMessage).`,
    schema: userMessageRequestSchema,
  });
}

/** Messages about a user's own account: password changed or set, role changed (oauth). */
export const userMessageRequestedV1 = defineUserMessageEvent('oauth');

/** Messages about documents: a repair case shared with the receiver (document). */
export const documentMessageRequestedV1 = defineUserMessageEvent('document');

/** Messages of the system service's own records: the answer to a user's feedback (system). */
export const systemMessageRequestedV1 = defineUserMessageEvent('system');

/** Every producer's message-request event; the system service consumes them all. */
export const USER_MESSAGE_EVENTS = [userMessageRequestedV1, documentMessageRequestedV1, systemMessageRequestedV1] as const;

export interface UserMessageInput {
  receivers: readonly string[];
  messageType: UserMessageType;
  /** A key of the catalogue: the compiler checks it exists in every language. */
  textKey: UserMessageTextKey;
  params?: UserMessageParams;
  link?: string;
}

/** The payload of a message request, stamped now. */
export function userMessageRequest(input: UserMessageInput, at: Date = new Date()): UserMessageRequest {
  return {
    receivers: [...input.receivers],
    messageType: input.messageType,
    textKey: input.textKey,
    params: input.params ?? {},
    ...(input.link === undefined ? {} : { link: input.link }),
    requestedAt: at.toISOString(),
  };
}
