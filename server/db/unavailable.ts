/**
 * Errors that mean the database cannot answer now (down, restarting, refusing connections, over its connection
 * limit, or a statement cut short by its timeout), as opposed to a fault in the request or the code. Drizzle wraps
 * the driver's error, so the whole `cause` chain is read.
 */
const UNAVAILABLE_CODES = new Set([
  // Node's socket errors while connecting or talking to PostgreSQL.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, cannot connect now), 53300 (too many
  // connections), 57014 (canceled: statement_timeout).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) before trying again while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/** PostgreSQL refused the text itself (SQLSTATE 22021, 22P05: a NUL byte, bytes that are not UTF-8). */
export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '22021' || code === '22P05') return true;
    current = cause;
  }
  return false;
}
