import { declareSearchable, PUBLISHED_DOCUMENT, searchCodes, searchText } from '@tis/nest';
import { ClaimCase } from './claim.entity.js';
import { documentSearchScope } from '../kernel/document-search.js';

const TITLE_LENGTH = 120;

/** Published claim cases in the search (issue 17): found by the fault, cause and repair, the claim number and the VIN. */
export const CLAIM_SEARCH = declareSearchable<ClaimCase>({
  kind: 'claim',
  service: 'document',
  entity: ClaimCase,
  published: PUBLISHED_DOCUMENT,
  entries(rows) {
    return Promise.resolve(
      rows.map((row) => ({
        // A claim has no title: its number and the start of the fault stand for one.
        title: `${row.claimNo} ${row.faultDescription.split('\n')[0]?.slice(0, TITLE_LENGTH) ?? ''}`.trim(),
        text: searchText(row.faultDescription, row.cause, row.repairMeasures),
        codes: searchCodes([row.claimNo, row.vin]),
        terms: [],
        language: null,
        ...documentSearchScope(row),
      })),
    );
  },
});
