import * as z from 'zod/mini';

/** The largest id a record can have: ids are PostgreSQL `integer` columns (2^31 − 1). */
export const maxId = 2_147_483_647;

const idMessage = `must be a positive integer id of at most ${maxId}`;

/** An integer number `min` … `max`, with one message for every way of missing it. */
const integerIn = (min: number, max: number, message: string) =>
  z.number({ message }).check(z.int({ message }), z.gte(min, { message }), z.lte(max, { message }));

/**
 * An integer written as a number or as decimal digits only (query strings are text): never
 * `0x10`, `1e3`, `+1`, ` 1`, `true` or an empty string, which `Number()` would all accept.
 */
const decimalInteger = (min: number, max: number, message: string) =>
  z.union(
    [
      integerIn(min, max, message),
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d{1,20}$/, { message })), z.transform(Number)),
        integerIn(min, max, message),
      ),
    ],
    { message },
  );

/** An id in a JSON body: an integer number 1 … 2^31 − 1 (no strings, no booleans). */
export const bodyIdSchema = integerIn(1, maxId, idMessage);

/**
 * An id from a path segment or query value, or one the API lets travel as text (a sales
 * role's `role_id`): decimal digits or a number, 1 … 2^31 − 1.
 */
export const idSchema = decimalInteger(1, maxId, idMessage);

/**
 * A whole number from a query string (`page`, `limit`), decimal digits only, `min` … `max`.
 * @param max - bounds the offsets a page number can ask the database for
 */
export const queryIntegerSchema = (min: number, max: number) =>
  decimalInteger(min, max, `must be a whole number from ${min} to ${max}`);

/** Path params `{ id }` of routes like `/api/users/:id`. */
export const idParamsSchema = z.object({ id: idSchema });

export type IdParams = z.infer<typeof idParamsSchema>;
