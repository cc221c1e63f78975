export * from './event-contract.js';
export * from './fileconverter.events.js';
import { fileStoredV1 } from './fileconverter.events.js';

/** Every event contract of the portal, by topic. */
export const EVENT_CONTRACTS = [fileStoredV1] as const;
