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

/**
 * Dollars as people type them: digits with an optional `$`, comma thousands separators in
 * groups of three (`1,997.00`, `$12,500`) or none (`1997.5`), at most 2 decimals. Anything
 * else (`1,99`, `1.997,00`, `1e3`, an empty text) is not a dollar amount.
 */
const dollarText = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** A typed dollar amount as a number, or null when it is not one (`dollarText`'s rule). */
export function parseDollars(text: string): number | null {
  const typed = text.trim();
  if (!dollarText.test(typed)) return null;
  return Number(typed.replace(/[$,\s]/g, ''));
}

/**
 * A dollar amount a person typed, in a JSON body: a number as `dollarsSchema` takes it, or
 * the same written as text with thousands separators (`"1,997.00"`), which a form or a
 * script copying from a spreadsheet sends.
 */
export const dollarsInputSchema = (min: number, max: number) => {
  const amount = dollarsSchema(min, max);
  const message = `must be a dollar amount from ${min} to ${max} with at most 2 decimals`;
  return z.union(
    [
      amount,
      z.pipe(
        z.pipe(
          z.string({ message }).check(z.trim(), z.regex(dollarText, { message })),
          z.transform((text: string) => parseDollars(text) ?? Number.NaN),
        ),
        amount,
      ),
    ],
    { message },
  );
};

/** Dollars (at most 2 decimals) to integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
