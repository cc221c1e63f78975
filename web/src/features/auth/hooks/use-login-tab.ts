import { useCallback, useState } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from '../../../app/session-storage';

/** The three login tabs (spec section 2): 0 password, 1 enterprise-chat QR, 2 OA. */
export type LoginTab = '0' | '1' | '2';
export const DEFAULT_LOGIN_TAB: LoginTab = '1';

export function parseLoginTab(stored: string | null): LoginTab {
  return stored === '0' || stored === '1' || stored === '2' ? stored : DEFAULT_LOGIN_TAB;
}

/** The last tab chosen, remembered in localStorage (tis.loginTab, default 1). */
export function useLoginTab(): [LoginTab, (tab: LoginTab) => void] {
  const [tab, setTab] = useState<LoginTab>(() => parseLoginTab(readItem(STORAGE_KEYS.loginTab)));
  const choose = useCallback((next: LoginTab) => {
    writeItem(STORAGE_KEYS.loginTab, next);
    setTab(next);
  }, []);
  return [tab, choose];
}
