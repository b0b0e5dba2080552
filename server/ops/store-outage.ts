// Whether an error means the database could not be reached or could not take the write now (a
// lock held too long, a full or read-only disk, PostgreSQL down or restarting), as opposed to a
// bug or bad input. Such a request answers 503 {error} with Retry-After, never a 500, and never a
// success for something that was not stored; the next request tries the database again.
export const STORE_UNAVAILABLE_MESSAGE = 'The service cannot store this right now: please try again in a moment';
export const STORE_RETRY_AFTER_S = 5;

/** SQLite result codes of a write that may succeed later (better-sqlite3 puts them in `code`). */
const SQLITE_TRANSIENT = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|READONLY|CANTOPEN|PROTOCOL)(_|$)/;
/** PostgreSQL SQLSTATEs: 08 connection exception, 53 insufficient resources, 57P01-57P03 shutting down / starting. */
const PG_TRANSIENT = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123])$/;
/** Socket errors of the connection to the database server. */
const NET_TRANSIENT = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres errors that carry no code. */
const PG_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /^Client has encountered a connection error/];

export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (SQLITE_TRANSIENT.test(code) || PG_TRANSIENT.test(code) || NET_TRANSIENT.has(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((m) => m.test(message))) return true;
  // Node reports a refused dual-stack connect as an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => isStoreUnavailable(e, depth + 1))) return true;
  return cause !== undefined && isStoreUnavailable(cause, depth + 1);
}
