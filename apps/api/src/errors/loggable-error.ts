import { errorMessage } from './error-message.ts';

/** What a log line or a stored reason may say about an error. */
export type LoggableError = {
  name: string;
  /** A database error's SQLSTATE (`23514`), or a connection error's code (`ECONNRESET`). */
  code?: string;
  /** The schema names a database error points at: never a value of the row. */
  constraint?: string;
  table?: string;
  column?: string;
  /** Only for errors that are not the database's. */
  message?: string;
};

type ErrorFields = {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  parameters?: unknown;
  detail?: unknown;
  cause?: unknown;
};

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * An error as it may be logged. A database error's message, `detail` and parameters quote the
 * row it failed on (drizzle's "Failed query: … params: …", PostgreSQL's "Failing row contains
 * (…)": a customer's email and name), so of an error that is, or wraps, the database's only
 * its code and the constraint, table and column names are kept. Any other error keeps its name
 * and message, which our own code words.
 */
export function loggableError(error: unknown): LoggableError {
  const chain: ErrorFields[] = [];
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') break;
    chain.push(current as ErrorFields);
    current = (current as ErrorFields).cause;
  }
  const fromDatabase = chain.some(
    (link) =>
      (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) ||
      'query' in link ||
      'params' in link ||
      'parameters' in link ||
      'detail' in link,
  );
  const first = chain[0];
  const name = textOf(first?.name) ?? 'Error';
  if (!fromDatabase) return { name, message: errorMessage(error, 300) };
  const found = (field: 'code' | 'constraint' | 'table' | 'column') =>
    chain.map((link) => textOf(link[field])).find((value) => value !== undefined);
  const loggable: LoggableError = { name };
  for (const field of ['code', 'constraint', 'table', 'column'] as const) {
    const value = found(field);
    if (value !== undefined) loggable[field] = value;
  }
  return loggable;
}
