import { codeIndexesMigration } from '@tis/nest';

/** Codes unique regardless of case on SQLite too (MariaDB's collation already compares without case). The system codes: posts, departments, dealers, dealer kinds, area nodes and languages. */
export const CaseInsensitiveCodes1700000070000 = codeIndexesMigration('CaseInsensitiveCodes1700000070000', [
  { name: 'uq_post_code_ci', table: 'post', columns: ['post_code'] },
  { name: 'uq_department_code_ci', table: 'department', columns: ['department_code'] },
  { name: 'uq_agency_code_ci', table: 'agency', columns: ['agency_code'] },
  { name: 'uq_agency_kind_code_ci', table: 'agency_kind', columns: ['kind_code'] },
  { name: 'uq_area_node_code_ci', table: 'area_node', columns: ['code'] },
  { name: 'uq_language_code_ci', table: 'language', columns: ['lang_code'] },
]);
