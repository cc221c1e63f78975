export declare const ROLE_ACCOUNTS: readonly ['admin', 'oem01', 'dealer01', 'dealer02', 'public01'];
export interface TokenPool {
  sessions: { userCode: string; userType: string; headers: Record<string, string> }[];
  next: () => Record<string, string>;
}
export declare function signInPool(baseUrl: string, accounts?: readonly ('admin' | 'oem01' | 'dealer01' | 'dealer02' | 'public01' | 'newuser01' | 'frozen01')[]): Promise<TokenPool>;
