import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id that ties together the log lines of one request and of the events it caused.
 *
 * Kept in AsyncLocalStorage only where the runtime carries it cheaply (Node >= 24, whose
 * AsyncContextFrame needs no promise hooks). On older Node, promise hooks would cost about a fifth
 * of the throughput of every request, so there the request log line and the event's own id carry
 * the correlation instead (docs/adr/0007-correlation-ids.md).
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
export const CORRELATION_IN_CONTEXT = nodeMajor >= 24 || process.execArgv.includes('--experimental-async-context-frame');

const storage = new AsyncLocalStorage<{ correlationId: string }>();

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** Runs `work` with `correlationId` on every log line and emitted event below it. */
export function withCorrelation<T>(correlationId: string, work: () => T): T {
  return CORRELATION_IN_CONTEXT ? storage.run({ correlationId }, work) : work();
}

/** For framework hooks that cannot wrap the rest of the request in a callback. */
export function enterCorrelation(correlationId: string): void {
  if (CORRELATION_IN_CONTEXT) storage.enterWith({ correlationId });
}
