import { declareSearchable, findPlanned, PUBLISHED_DOCUMENT, searchCodes, searchLanguage, searchTerms, searchText } from '@tis/nest';
import { RepairCase, RepairCaseStep } from './case.entities.js';
import { documentSearchScope } from '../kernel/document-search.js';

/** Published repair cases in the search (issue 17): found by their text, case code, VIN and the DTC and part codes of their rows. */
export const CASE_SEARCH = declareSearchable<RepairCase>({
  kind: 'case',
  service: 'document',
  entity: RepairCase,
  published: PUBLISHED_DOCUMENT,
  async entries(rows, manager) {
    const steps = rows.length === 0 ? [] : await findPlanned(manager, RepairCaseStep, { where: { caseId: rows.map((r) => r.id) }, order: { section: 'ASC', sno: 'ASC' } });
    return rows.map((row) => {
      const own = steps.filter((s) => s.caseId === row.id);
      return {
        title: row.title,
        text: searchText(
          row.symptom,
          row.faultPart,
          row.description,
          ...own.flatMap((s) => [s.objectSystem, s.object, s.position, s.symptom, s.parameter, s.action, s.description]),
          row.checkProcess,
          row.solution,
          row.summary,
        ),
        codes: searchCodes([row.caseCode, row.vin, row.dtcCode, ...own.flatMap((s) => [s.dtcCode, s.objectCode, s.systemCode])]),
        terms: searchTerms([row.faultPart, ...own.flatMap((s) => [s.objectSystem, s.object])]),
        language: searchLanguage(row.langCode),
        ...documentSearchScope(row),
      };
    });
  },
});
