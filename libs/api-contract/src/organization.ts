import * as z from 'zod/mini';

/** `data` of `GET /api/organizations/:id` and `PUT /api/organizations/:id`. */
export const organizationSchema = z.object({
  organization_id: z.int(),
  name: z.string(),
  seats: z.int(),
  timezone: z.string(),
  created_at: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** `data` of `GET /api/organizations/:id/seat-count`; `used` counts active users and pending invites. */
export const seatInfoSchema = z.object({
  seats: z.int(),
  used: z.int(),
  available: z.int(),
});
export type SeatInfo = z.infer<typeof seatInfoSchema>;

/** Body of `PUT /api/organizations/:id`: `{ name }` or the full organization (spec §7). */
export const updateOrganizationRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { message: 'is required' }), z.maxLength(200)),
  timezone: z.optional(
    z.string().check(
      z.refine(
        (zone) => {
          try {
            new Intl.DateTimeFormat('en-US', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        },
        { message: 'must be an IANA time zone such as America/New_York' },
      ),
    ),
  ),
});
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequestSchema>;
