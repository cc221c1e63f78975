/**
 * The Case filter of spec section 2, shared by the repair-case and claim-case lists:
 *
 * - `CaseFilter` — keyword, case code, title, brand, series, fault-parameter dropdowns, submit /
 *   verify / publish state, last verifier post, excellent flag, area / region / district,
 *   organisation name and the created and published date ranges.
 * - `PlaceCascader` — the area / region / district cascader, loaded level by level.
 */
export {
  CaseFilter,
  type CaseFilterBaseValues,
  type CaseFilterProps,
  type CaseFilterValues,
  type FaultParameterField,
} from './case-filter';
export { PlaceCascader, type PlaceCascaderProps } from './place-cascader';
