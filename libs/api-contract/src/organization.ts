import * as z from 'zod/mini';
import { editVersionSchema } from './edit-version.ts';
import { timeZoneSchema } from './time-zone.ts';
import { noControlCharacters } from './name-input.ts';

/** `data` of `GET /api/organizations/:id` and `PUT /api/organizations/:id`. */
export const organizationSchema = z.object({
  organization_id: z.int(),
  name: z.string(),
  seats: z.int(),
  timezone: z.string(),
  created_at: z.string(),
  /** What an edit sends back: a form opened before another save gets 409. */
  version: z.int(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** `data` of `GET /api/organizations/:id/seat-count`; `used` counts active users and pending invites. */
export const seatInfoSchema = z.object({
  seats: z.int(),
  used: z.int(),
  available: z.int(),
});
export type SeatInfo = z.infer<typeof seatInfoSchema>;

/**
 * Body of `PUT /api/organizations/:id`: `{ name }` or the full organization. The web
 * sends the `version` it read, and a change saved since is refused with 409; a client that
 * sends none (such as a bare `{ name }`) overwrites.
 */
export const updateOrganizationRequestSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'is required' }),
      z.maxLength(200),
      noControlCharacters,
    ),
  timezone: z.optional(timeZoneSchema),
  version: z.optional(editVersionSchema),
});
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequestSchema>;
