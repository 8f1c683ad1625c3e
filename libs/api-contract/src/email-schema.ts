import * as z from 'zod/mini';

/** RFC 5321's longest forward path: no real address is longer. */
export const maxEmailLength = 254;

/** An email address as typed: trimmed, at most 254 characters, well formed. */
export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(maxEmailLength, { message: `Use at most ${maxEmailLength} characters` }),
    ),
  z.email({ message: 'Invalid email address' }),
);
