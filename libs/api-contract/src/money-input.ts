import * as z from 'zod/mini';

/** The largest amount a body may carry, in dollars: ten million, far above any single deal. */
export const maxDollars = 10_000_000;

/**
 * A dollar amount in a JSON body: a number with at most 2 decimals, `min` … `max`. The server
 * stores it as integer cents (`toCents`), so no float is ever summed.
 */
export const dollarsSchema = (min: number, max: number) => {
  const message = `must be a dollar amount from ${min} to ${max} with at most 2 decimals`;
  return z.number({ message }).check(
    z.gte(min, { message }),
    z.lte(max, { message }),
    // Declared in the OpenAPI document too (multipleOf 0.01); zod's check is float-safe.
    z.multipleOf(0.01, { message }),
  );
};

/** Dollars (at most 2 decimals) to integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
