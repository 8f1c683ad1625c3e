import * as z from 'zod/mini';

/**
 * A single-use token from the address bar (`?reset=`, `?token=`). TanStack parses search values
 * as JSON, so an all-digit token arrives as a number. zod/mini: search schemas are part of the
 * first load, which must stay within the bundle budget.
 */
export const searchToken = z.pipe(
  z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  z.string().check(z.minLength(1)),
);
