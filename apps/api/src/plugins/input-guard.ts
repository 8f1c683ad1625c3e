import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.ts';
import { findText } from './find-text.ts';

/**
 * Where the first NUL character (U+0000) sits in a parsed request part, as a field path such
 * as `employees.0.title` (keys count too), or null when there is none; in linear time, bytes
 * and streams not walked (find-text.ts). (The JSON parser refuses bodies nested past 64 levels
 * before this runs: docs/decisions/0061-bounded-request-parsing.md.)
 */
export function findNulCharacter(value: unknown): string | null {
  return findText(value, (text) => text.includes('\u0000'));
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
