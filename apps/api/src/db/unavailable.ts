/**
 * Errors that mean "the database is away", not "the request is wrong": the network refusing or dropping the
 * connection, pg's pool giving up waiting for one, and PostgreSQL shutting down or not yet accepting. The API answers
 * them 503 with Retry-After (http/error-reply) and the pool reconnects by itself once the server is back.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

// pg's own words when the pool's connection timeout runs out or the server closes the socket mid-query.
const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /^Connection terminated/i];

/** Whether `err` (or what it wraps: Drizzle puts the driver's error in `cause`) says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = current.message;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
