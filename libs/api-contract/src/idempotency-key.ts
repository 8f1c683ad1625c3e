import * as z from 'zod/mini';

/** The header that makes a create safe to retry (lower case, as Node reads headers). */
export const idempotencyKeyHeader = 'idempotency-key';

/** How long the server keeps a key's first answer, in hours. */
export const idempotencyKeyHours = 24;

const keyMessage = 'must be 8 to 255 visible ASCII characters (a UUID, say)';

/**
 * Headers of a create that may be retried: with an `Idempotency-Key`, a retry with the same key
 * and body within {@link idempotencyKeyHours} hours answers the first answer again and creates
 * nothing; the same key with another body is refused with 409.
 */
export const idempotentCreateHeadersSchema = z.looseObject({
  [idempotencyKeyHeader]: z.optional(
    z
      .string({ message: keyMessage })
      .check(z.regex(/^[\x21-\x7e]{8,255}$/, { message: keyMessage })),
  ),
});
