import { ERROR_CODES, type ErrorName, isMessageKey, type MessageKey, TisError } from '@tis/contracts';

/** What crosses a service-to-service transport when a handler fails: the domain error's name and params. */
export interface WireError {
  errorName: ErrorName;
  params?: Record<string, string | number>;
  /** The message key when it is not the code's catalogue message. */
  key?: MessageKey;
}

export function toWire(exception: unknown): WireError {
  return exception instanceof TisError
    ? { errorName: exception.errorName, params: exception.params, key: exception.key }
    : { errorName: 'internal' };
}

export function fromWire(err: unknown): TisError {
  if (err instanceof TisError) return err;
  const wire = err as Partial<WireError> | undefined;
  if (wire?.errorName && wire.errorName in ERROR_CODES) {
    const key = wire.key && isMessageKey(wire.key) ? wire.key : undefined;
    return new TisError(wire.errorName, wire.params, undefined, key);
  }
  return new TisError('serviceUnavailable');
}
