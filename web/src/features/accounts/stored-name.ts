import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';

/**
 * A name the server stores that the seeder may have given as a text key (the built-in folders of
 * the rights tree, the seeded roles): shown in the user's language when it is a known text key, as
 * typed otherwise (an administrator's own name).
 */
export function useStoredName(): (name: string) => string {
  const { t } = useText();
  const { i18n } = useTranslation();
  return useCallback((name: string) => (name !== '' && i18n.exists(name) ? t(name as TextKey) : name), [t, i18n]);
}

/** A role's name as every screen shows it: translated when seeded (a text key), its code when it has none. */
export function useRoleName(): (role: { roleCode: string | null; roleName?: string | null }) => string {
  const storedName = useStoredName();
  return useCallback((role) => (role.roleName ? storedName(role.roleName) : (role.roleCode ?? '')), [storedName]);
}
