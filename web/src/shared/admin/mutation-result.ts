import { notifyResult, type ResultCallback } from '../../api/notify-result';
import type { ClientEnvironment } from '../../api/client-environment';
import { clientEnvironment } from '../../api/client-environment';
import { textKey } from '../../i18n/keys';
import { SUCCESS_CODE } from '@tis/contracts';

/** What an RTK Query mutation trigger resolves to. */
export type MutationResult = { data: unknown } | { error: unknown };

export interface SettleOptions {
  /** Messages for numeric results 2, 3, … (spec section 8: index result − 2). */
  callbacks?: readonly ResultCallback[];
  /**
   * For endpoints that answer the saved object instead of true: which answers mean success.
   * Without it the spec's generic notifier decides (true, 'ok' and 1 are success).
   */
  isSuccess?: (data: unknown) => boolean;
  environment?: ClientEnvironment;
}

/** The message of an answer that is a non-success envelope, else null. */
function businessRefusal(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('code' in data)) return null;
  const { code, mesg } = data as { code: unknown; mesg?: unknown };
  if (typeof code !== 'string' || code === SUCCESS_CODE || code === '200') return null;
  return typeof mesg === 'string' ? mesg : '';
}

/**
 * Shows the result of a save or delete with the generic result notifier (spec section 8) and
 * answers whether it succeeded. A failed request has shown its message already (the client's
 * code handling), so it only answers false.
 */
export function settleMutation(result: MutationResult, options: SettleOptions = {}): boolean {
  if ('error' in result) return false;
  const env = options.environment ?? clientEnvironment();
  // A business refusal (409001 data changed, 409002 duplicate, 409003 in use, …) comes back as its
  // whole envelope: the general client returns a non-success answer without data to the screen.
  const refusal = businessRefusal(result.data);
  if (refusal !== null) {
    env.notifier.message('warning', refusal === '' ? env.translate(textKey('error.operationFailed')) : refusal);
    return false;
  }
  if (options.isSuccess?.(result.data)) {
    notifyResult(true, options.callbacks, env);
    return true;
  }
  return notifyResult(result.data, options.callbacks, env).level === 'success';
}

/** Saves answer the saved record, deletes true. */
function isSaved(data: unknown): boolean {
  return data === true || (typeof data === 'object' && data !== null);
}

/** The result of a save (the saved record) or a delete (true) of a maintenance screen. */
export function settleSave(result: MutationResult): boolean {
  return settleMutation(result, { isSuccess: isSaved });
}
