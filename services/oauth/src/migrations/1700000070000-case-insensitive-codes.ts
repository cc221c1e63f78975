import { codeIndexesMigration } from '@tis/nest';

/** Codes unique regardless of case on SQLite too (MariaDB's collation already compares without case). The oauth codes an administrator types: role codes and password card series codes. */
export const CaseInsensitiveCodes1700000070000 = codeIndexesMigration('CaseInsensitiveCodes1700000070000', [
  { name: 'uq_role_code_ci', table: 'role', columns: ['role_code'] },
  { name: 'uq_secret_card_series_code_ci', table: 'secret_card_series', columns: ['series_code'] },
]);
