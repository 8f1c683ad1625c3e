import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.ts';

/** A value still to look at, and how it was reached: its key, and its parent's entry. */
type Pending = { value: unknown; key: string; parent: Pending | null };

/** The field path of `entry` (`employees.0.title`), built only once a NUL is found. */
function pathOf(entry: Pending): string {
  const keys: string[] = [];
  for (let at: Pending | null = entry; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Bytes and streams are no text: a Buffer or typed array (an avatar's bytes) would be walked
 * one entry per byte, and a streamed body (an upload) is the request itself, whose object graph
 * (socket, server…) is no input and never ends.
 */
const isOpaque = (value: object): boolean =>
  ArrayBuffer.isView(value) ||
  value instanceof ArrayBuffer ||
  typeof (value as { pipe?: unknown }).pipe === 'function';

/**
 * Where the first NUL character (U+0000) sits in a parsed request part, as a field path such
 * as `employees.0.title` (keys count too), or null when there is none. The walk is depth-first
 * in key order, on an explicit stack: no recursion, so no depth can overflow the call stack,
 * and each value is visited once, so the time is linear in the size of the part. Bytes and
 * streams are not walked. (The JSON parser refuses bodies nested past 64 levels before this
 * runs: docs/decisions/0061-bounded-request-parsing.md.)
 */
export function findNulCharacter(value: unknown): string | null {
  const stack: Pending[] = [{ value, key: '', parent: null }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (entry.key.includes('\u0000')) return pathOf(entry);
    const current = entry.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(entry);
      continue;
    }
    if (typeof current !== 'object' || current === null || isOpaque(current)) continue;
    const entries = Object.entries(current);
    // Pushed last to first, so the first key is looked at (with all below it) first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      stack.push({ value: item, key, parent: entry });
    }
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the body, query or path parameters with a 400 naming
 * the field, before validation: PostgreSQL text cannot hold one, so it would otherwise end as
 * a 500 wherever a string reaches the database.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const field = findNulCharacter(value);
        if (field !== null) {
          throw new ApiError(
            400,
            'validation-error',
            `${field || part}: must not contain NUL characters`,
          );
        }
      }
    });
  },
  { name: 'input-guard' },
);
