/**
 * Errors that mean "the database cannot be reached right now" (docs/decisions/017): a refused
 * or broken connection, PostgreSQL shutting down or starting up, a pool that cannot connect in
 * time. Such a request answers 503 SERVICE_UNAVAILABLE instead of 500; once the database is
 * back, new connections are made and answers recover without a restart.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections;
// class 08 is "connection exception".
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES =
  /connection terminated|not queryable|connection timeout|timeout exceeded when trying to connect|terminating connection due to|the database system is (starting up|shutting down|in recovery mode)|server closed the connection unexpectedly/i;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (MESSAGES.test(err.message)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}
