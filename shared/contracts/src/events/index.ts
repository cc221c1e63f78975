export * from './event-contract.js';
export * from './document.events.js';
export * from './fileconverter.events.js';
export * from './oauth.events.js';
export * from './operation.events.js';
export * from './user-message.events.js';
export * from './search.events.js';
import { TECH_PROVE_EVENTS } from '../cases/tech-proof.js';
import { DOCUMENT_EVENTS } from './document.events.js';
import { fileStoredV1 } from './fileconverter.events.js';
import { loginRecordedV1, sessionRevokedV1 } from './oauth.events.js';
import { OPERATION_EVENTS } from './operation.events.js';
import { USER_MESSAGE_EVENTS } from './user-message.events.js';
import { SEARCH_EVENTS } from './search.events.js';

/** Every event contract of the portal, by topic. */
export const EVENT_CONTRACTS = [fileStoredV1, sessionRevokedV1, loginRecordedV1, ...USER_MESSAGE_EVENTS, ...OPERATION_EVENTS, ...DOCUMENT_EVENTS, ...Object.values(TECH_PROVE_EVENTS), ...SEARCH_EVENTS] as const;
