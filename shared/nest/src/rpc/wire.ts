import { ERROR_CODES, type ErrorName, TisError } from '@tis/contracts';

/** What crosses a service-to-service transport when a handler fails: the domain error's name and params. */
export interface WireError {
  errorName: ErrorName;
  params?: Record<string, string | number>;
}

export function toWire(exception: unknown): WireError {
  return exception instanceof TisError
    ? { errorName: exception.errorName, params: exception.params }
    : { errorName: 'internal' };
}

export function fromWire(err: unknown): TisError {
  if (err instanceof TisError) return err;
  const wire = err as Partial<WireError> | undefined;
  if (wire?.errorName && wire.errorName in ERROR_CODES) return new TisError(wire.errorName, wire.params);
  return new TisError('serviceUnavailable');
}
