import { declareSearchable, searchCodes, searchTerms, searchText } from '@tis/nest';
import { Law } from './law.entity.js';

/**
 * Every regulation in the search (issue 17; data-source keyword `law`): found by its title, category,
 * issuing body and remark, exactly by its code, and dated by the day it takes effect. /Laws lists
 * regulations of every state (repealed ones too), so the index holds them all; a result opens /Laws
 * filtered by its code (SEARCH_READING: `opensBy` code). Every reader of /Laws sees them.
 */
export const LAW_SEARCH = declareSearchable<Law>({
  kind: 'law',
  service: 'system',
  entity: Law,
  published: {},
  entries(rows) {
    return Promise.resolve(
      rows.map((row) => ({
        title: row.title,
        text: searchText(row.category, row.issuer, row.remark),
        codes: searchCodes([row.lawCode]),
        terms: searchTerms([row.category, row.issuer]),
        brandCode: null,
        seriesCode: null,
        language: null,
        userTypes: null,
        brandCodes: [],
        publishedAt: new Date(`${row.effectiveDate}T00:00:00.000Z`).toISOString(),
      })),
    );
  },
});
