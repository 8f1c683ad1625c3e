import * as z from 'zod/mini';

/**
 * Wraps a payload schema in the success envelope `{ status: 'success', data }`.
 * @param dataSchema - schema of `data`, in either zod flavour
 */
export function successEnvelope<T extends z.core.$ZodType>(dataSchema: T) {
  return z.object({ status: z.literal('success'), data: dataSchema });
}

/** Every failure: `{ status: 'error', message, code }`, and `choices` where a 400 has them. */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  /** One of `errorCodes`; kept open so an older client still reads a newer code. */
  code: z.string(),
  /**
   * The values the field a 400 names can take, when only the server knows them: the sheets of
   * an uploaded workbook whose sheet was missing or had no header row.
   */
  choices: z.optional(z.array(z.string())),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type SuccessEnvelope<T> = { status: 'success'; data: T };
