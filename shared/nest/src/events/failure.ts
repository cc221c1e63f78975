import { TisError } from '@tis/contracts';
import { ZodError } from 'zod';

/**
 * Why something failed, as far as trying again is concerned:
 * - `transient`: the infrastructure is away (the database or a peer service is unreachable, a
 *   lock or the connection pool is busy). The same work succeeds once it is back: wait and retry
 *   for as long as it takes; an event consumer pauses, HTTP answers `serviceUnavailable` (503).
 * - `poison`: the work itself can never succeed (the event fails its contract, a handler refused
 *   it with a domain error). Retrying changes nothing: an event goes to the dead-letter topic.
 * - `unknown`: anything else (a bug, a constraint the data breaks). It may pass on a second try
 *   (a race), or never: a consumer retries it a bounded number of times, then treats it as poison.
 */
export type FailureKind = 'transient' | 'poison' | 'unknown';

/** Node's socket and DNS errors: the peer (database, service) cannot be reached right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** mysql2 and mariadb driver codes of a lost, refused or busy connection, and of lock conflicts. */
const MYSQL_CODES = new Set([
  // mysql2
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  // server errors both drivers report by name
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_CLIENT_INTERACTION_TIMEOUT',
  'CR_SERVER_GONE_ERROR',
  'CR_SERVER_LOST',
  'CR_CONN_HOST_ERROR',
  'CR_CONNECTION_ERROR',
  // mariadb (the MariaDB connector)
  'ER_GET_CONNECTION_TIMEOUT',
  'ER_CONNECTION_TIMEOUT',
  'ER_SOCKET_UNEXPECTED_CLOSE',
  'ER_SOCKET_TIMEOUT',
  'ER_CMD_CONNECTION_CLOSED',
  'ER_POOL_ALREADY_CLOSED',
  'ER_CLOSING_POOL',
]);

/**
 * MySQL and MariaDB error numbers of the same: too many connections (1040, 1203), shutdown
 * (1053), connection killed (1927), lock wait timeout (1205), deadlock (1213), idle timeout
 * (4031), server gone away or lost (2002, 2003, 2006, 2013), pool timeout and closed socket of
 * the MariaDB connector (45007, 45009, 45012, 45013, 45028).
 */
const MYSQL_ERRNOS = new Set([1040, 1203, 1053, 1927, 1205, 1213, 4031, 2002, 2003, 2006, 2013, 45007, 45009, 45012, 45013, 45028]);

/** better-sqlite3: another connection holds the database, or the file cannot be read or written. */
const SQLITE_TRANSIENT = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)(_|$)/;

/** Messages without a code: TypeORM's "not connected", mysql2's closed connection, the server gone. */
const TRANSIENT_MESSAGES = [
  /connection (with .* database )?is not (yet )?established/i,
  /query runner already released/i,
  /database connection is not open/i,
  /can't add new command when connection is in closed state/i,
  /server has gone away/i,
  /lost connection to (mysql|mariadb) server/i,
  /too many connections/i,
  /pool is closed/i,
];

/** Domain errors that say "not now" rather than "never": a peer service is away or too slow. */
const TRANSIENT_DOMAIN = new Set(['serviceUnavailable', 'gatewayTimeout']);

interface ErrorShape {
  code?: unknown;
  errno?: unknown;
  sqlState?: unknown;
  fatal?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isTransientShape(e: ErrorShape): boolean {
  const { code, errno, sqlState, fatal, message } = e;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || MYSQL_CODES.has(code) || SQLITE_TRANSIENT.test(code))) return true;
  if (typeof errno === 'number' && MYSQL_ERRNOS.has(errno)) return true;
  // SQLSTATE class 08: connection exception; 40001: serialization failure (deadlock).
  if (typeof sqlState === 'string' && (sqlState.startsWith('08') || sqlState === '40001')) return true;
  // mysql2 and mariadb mark an error that closed the connection as fatal.
  if (fatal === true) return true;
  return typeof message === 'string' && TRANSIENT_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Classifies a failure (see FailureKind). Looks through the wrappers drivers and TypeORM put around
 * the cause: a QueryFailedError's `driverError`, an error's `cause`, an AggregateError's `errors`
 * (Node reports a refused connection to every address of a host as one). Pure: reads the error only.
 */
export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof TisError) return TRANSIENT_DOMAIN.has(error.errorName) ? 'transient' : error.errorName === 'internal' ? 'unknown' : 'poison';
  if (error instanceof ZodError) return 'poison';
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const shape = current as ErrorShape;
    if (isTransientShape(shape)) return 'transient';
    pending.push(shape.driverError, shape.cause);
    if (Array.isArray(shape.errors)) pending.push(...(shape.errors as unknown[]));
  }
  return 'unknown';
}

/** True when the failure is the infrastructure's, not the work's (classifyFailure). */
export function isTransientFailure(error: unknown): boolean {
  return classifyFailure(error) === 'transient';
}
