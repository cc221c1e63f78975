import { TECH_PROVE_STATE } from '@tis/contracts';
import { declareSearchable, findPlanned, searchCodes, searchText } from '@tis/nest';
import { TechProve, TechProvePart } from './tech-proof.entity.js';

/** The states in which a proof is read beyond its proposer, organisation and the staff: proven and closed. */
export const TECH_PROVE_PUBLIC_STATES: readonly number[] = [TECH_PROVE_STATE.proven, TECH_PROVE_STATE.closed];

/** Proven and closed technical proofs in the search (issue 17): found by their text, code and part codes. */
export const TECH_PROVE_SEARCH = declareSearchable<TechProve>({
  kind: 'techProve',
  service: 'document',
  entity: TechProve,
  published: { state: TECH_PROVE_PUBLIC_STATES },
  async entries(rows, manager) {
    const parts = rows.length === 0 ? [] : await findPlanned(manager, TechProvePart, { where: { proveId: rows.map((r) => r.id) }, order: { sno: 'ASC' } });
    return rows.map((row) => ({
      title: row.title,
      text: searchText(row.description),
      codes: searchCodes([row.proveCode, row.modelCode, ...parts.filter((p) => p.proveId === row.id).map((p) => p.partCode)]),
      terms: [],
      brandCode: row.brandCode,
      seriesCode: row.seriesCode,
      language: null,
      userTypes: null,
      brandCodes: [],
      publishedAt: row.updatedAt.toISOString(),
    }));
  },
});
