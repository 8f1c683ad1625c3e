/**
 * Errors that say the database server cannot be reached or is going away (a restart, a
 * failover), not that the statement was wrong: the request may well succeed a moment later.
 * SQLSTATE class 08 (connection exceptions), 57P01–57P03 (shut down by the administrator, a
 * crash, not accepting connections yet), the socket's own errors and node-postgres' words for
 * a connection that ended or could not be had in time.
 */
const unavailableCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client network socket disconnected/,
];

/** Whether `error` (or what it wraps, as drizzle's query errors do) is the database being away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || unavailableCodes.has(code)))
      return true;
    if (typeof message === 'string' && unavailableMessages.some((words) => words.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
