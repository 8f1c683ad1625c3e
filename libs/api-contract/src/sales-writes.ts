import * as z from 'zod/mini';
import { emailSchema } from './email-schema.ts';
import { bodyIdSchema } from './id-param.ts';
import { isoDateTimeSchema } from './iso-date-time.ts';
import { noControlCharacters } from './name-input.ts';

/** Longest lead name kept. */
export const maxLeadNameLength = 200;

/** A call's time: an ISO 8601 date-time with its offset, in the years 2000 … 2100. */
const callDateSchema = isoDateTimeSchema.check(
  z.refine((value) => value >= '2000' && value < '2101', {
    message: 'must be a date-time in the years 2000 to 2100',
  }),
);

/**
 * Body of `POST /api/appointments`: book a call with a lead for a closer (`user_id`), set by
 * `setter_id` (optional). It starts `scheduled`; the closer is notified.
 */
export const bookAppointmentRequestSchema = z.strictObject({
  user_id: bodyIdSchema,
  setter_id: z.optional(z.nullable(bodyIdSchema)),
  product_id: bodyIdSchema,
  lead_name: z.string({ message: 'is required' }).check(
    z.trim(),
    z.minLength(1, { message: 'is required' }),
    z.maxLength(maxLeadNameLength, {
      message: `must be at most ${maxLeadNameLength} characters`,
    }),
    noControlCharacters,
  ),
  lead_email: z.optional(emailSchema),
  call_date: callDateSchema,
});
export type BookAppointmentRequest = z.infer<typeof bookAppointmentRequestSchema>;

/** `data` of `DELETE /api/appointments/:id`: the call an admin deleted. */
export const deletedAppointmentSchema = z.object({ appointment_id: z.int() });
export type DeletedAppointment = z.infer<typeof deletedAppointmentSchema>;

/** Longest call logged: a day. */
export const maxCallSeconds = 86_400;

/**
 * Body of `POST /api/outbound-records`: the caller logs a message sent or a call made (with
 * whether it was answered and how long it lasted); it counts in Messages Sent / Calls Made.
 */
export const logOutboundRequestSchema = z
  .strictObject({
    type: z.enum(['message', 'call']),
    product_id: z.optional(z.nullable(bodyIdSchema)),
    answered: z.optional(z.boolean()),
    duration_seconds: z.optional(
      z.int({ message: `must be a whole number of seconds 0 … ${maxCallSeconds}` }).check(
        z.gte(0, { message: `must be a whole number of seconds 0 … ${maxCallSeconds}` }),
        z.lte(maxCallSeconds, {
          message: `must be a whole number of seconds 0 … ${maxCallSeconds}`,
        }),
      ),
    ),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.type !== 'message') return;
      for (const field of ['answered', 'duration_seconds'] as const) {
        if (body[field]) {
          context.issues.push({
            code: 'custom',
            path: [field],
            message: 'only a call has it',
            input: body[field],
          });
        }
      }
    }),
  );
export type LogOutboundRequest = z.infer<typeof logOutboundRequestSchema>;
