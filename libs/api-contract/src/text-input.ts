import * as z from 'zod/mini';

/** Text a person must fill in: trimmed, 1 … `max` characters. */
export const requiredTextSchema = (max: number) =>
  z
    .string({ message: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'is required' }),
      z.maxLength(max, { message: `must be at most ${max} characters` }),
    );

/** Text that may be empty: trimmed, at most `max` characters. */
export const optionalTextSchema = (max: number) =>
  z
    .string({ message: 'must be text' })
    .check(z.trim(), z.maxLength(max, { message: `must be at most ${max} characters` }));
