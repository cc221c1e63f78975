import { declareSearchable, findPlanned, PUBLISHED_DOCUMENT, searchCodes, searchTerms, searchText } from '@tis/nest';
import { QualityFeedback, QualityFeedbackPart } from './quality-feedback.entity.js';
import { documentSearchScope } from '../kernel/document-search.js';

/** Published quality feedback in the search (issue 17): found by its text, code, VIN and the codes and names of its parts. */
export const QUALITY_FB_SEARCH = declareSearchable<QualityFeedback>({
  kind: 'qualityFb',
  service: 'document',
  entity: QualityFeedback,
  published: PUBLISHED_DOCUMENT,
  async entries(rows, manager) {
    const parts = rows.length === 0 ? [] : await findPlanned(manager, QualityFeedbackPart, { where: { feedbackId: rows.map((r) => r.id) }, order: { sno: 'ASC' } });
    return rows.map((row) => {
      const own = parts.filter((p) => p.feedbackId === row.id);
      return {
        title: row.title,
        text: searchText(row.description, row.cause, ...own.map((p) => p.partName)),
        codes: searchCodes([row.fbCode, row.vin, ...own.map((p) => p.partCode)]),
        terms: searchTerms(own.map((p) => p.partName)),
        language: null,
        ...documentSearchScope(row),
      };
    });
  },
});
