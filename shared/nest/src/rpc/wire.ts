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

/** A domain error in its wire form: an object naming a catalogue error. */
export function isWireError(err: unknown): err is WireError {
  const name = (err as Partial<WireError> | null | undefined)?.errorName;
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, name);
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
