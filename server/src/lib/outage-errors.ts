import type { ErrorCode } from '@umka/contracts';

/** The file system is out of space (or the owner's quota): nothing about the request was wrong. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

/**
 * The database could not be reached or dropped the connection: a socket refused or cut, PostgreSQL shutting down
 * (57P01 admin_shutdown, 57P02 crash_shutdown), starting up (57P03 cannot_connect_now), or the class 08 connection
 * exceptions. The pool throws the broken client away, so a later request gets a fresh connection.
 */
const CONNECTION_LOST = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * pg reports without a code a connection that ended under a query, a client used after that (a ROLLBACK on it), and a
 * pool that could not open one in time.
 */
const CONNECTION_LOST_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null ? String(Reflect.get(error, 'code') ?? '') : '';
}

export function isDiskFull(error: unknown): boolean {
  return DISK_FULL.has(codeOf(error));
}

export function isConnectionLost(error: unknown): boolean {
  const code = codeOf(error);
  if (CONNECTION_LOST.has(code) || code.startsWith('08')) return true;
  return error instanceof Error && CONNECTION_LOST_MESSAGE.test(error.message);
}

/**
 * The catalogue code for a failure of the server's own resources rather than of the request: the client is told what
 * happened (503, try again; 507, no space) instead of a bare "something went wrong". Null for every other error.
 */
export function outageCode(error: unknown): ErrorCode | null {
  let cause = error;
  // A wrapped error (a cause of a cause) still tells: a few levels, never a loop.
  for (let depth = 0; depth < 3 && typeof cause === 'object' && cause !== null; depth++) {
    if (isDiskFull(cause)) return 'STORAGE_FULL';
    if (isConnectionLost(cause)) return 'DATABASE_UNAVAILABLE';
    cause = Reflect.get(cause, 'cause');
  }
  return null;
}
