/**
 * The Document filter of spec section 2, shared by the document, TSB and labor lists, and the
 * field kit the case filter is made of too:
 *
 * - `DocumentFilter` — brand, series, up to 5 free-text fields, verify / publish / submit state,
 *   discard flag, date range, department, user type and VIN.
 * - `StateField`, `OptionsField`, `TextField` — a coded state, a dropdown and a text field of a
 *   filter bar; `STATE_LABELS` — the translated labels of the states (spec section 4).
 * - `checkExtraFields` — the check of the fields a using screen adds.
 */
export {
  DocumentFilter,
  MAX_DOCUMENT_TEXT_FIELDS,
  type DocumentFilterBaseValues,
  type DocumentFilterProps,
  type DocumentFilterValues,
  type DocumentTextField,
} from './document-filter';
export {
  checkExtraFields,
  OptionsField,
  STATE_LABELS,
  StateField,
  TextField,
  type ExtraFieldDefinition,
  type FilterOption,
  type FilterUserType,
  type StateLabelSet,
} from './filter-field-kit';
