import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.ts';

/**
 * Where the first NUL character (U+0000) sits in a parsed request part, as a field path such
 * as `employees.0.title` (keys count too), or null when there is none.
 */
export function findNulCharacter(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  // A streamed body (an upload) is the request itself: its object graph (socket, server…) is
  // no input to look through, and walking it would never end.
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (key.includes('\u0000')) return here.join('.');
    const found = findNulCharacter(item, here);
    if (found !== null) return found;
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
