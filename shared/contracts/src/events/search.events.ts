import { searchEntryChangedSchema } from '../search.js';
import type { ServiceName } from '../services.js';
import { defineEvent, type EventContract } from './event-contract.js';

/** The services whose documents are searched (their kinds in SEARCH_READING); each sends its own entries. */
export const SEARCH_SOURCE_SERVICES = ['document', 'system'] as const satisfies readonly ServiceName[];
export type SearchSourceService = (typeof SEARCH_SOURCE_SERVICES)[number];

const contracts = new Map<SearchSourceService, EventContract<typeof searchEntryChangedSchema>>();

/**
 * `tis.<service>.searchEntry.changed.v1`: the search entry of one of the service's documents, or null
 * when it left the published ones (keyed by the document id, so one document's changes keep their order).
 */
export function searchEntryEvent(service: SearchSourceService): EventContract<typeof searchEntryChangedSchema> {
  let contract = contracts.get(service);
  if (!contract) {
    contract = defineEvent({
      topic: `tis.${service}.searchEntry.changed.v1`,
      producer: service,
      description: `The search entry of a ${service} document changed (published, changed or withdrawn).`,
      schema: searchEntryChangedSchema,
    });
    contracts.set(service, contract);
  }
  return contract;
}

export const SEARCH_EVENTS = SEARCH_SOURCE_SERVICES.map(searchEntryEvent);
