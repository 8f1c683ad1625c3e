import * as z from 'zod/mini';

/**
 * `data` of `GET /api/organizations/:id/billing` (admins): the seats purchased and how they are
 * used. `used` = `active_people` + `pending_invites`; the self-hosted build has no payment
 * provider, so `payment_provider` is null and the operator sets `seats` (`npm run seats`).
 */
export const billingSchema = z.object({
  seats: z.int(),
  used: z.int(),
  available: z.int(),
  active_people: z.int(),
  pending_invites: z.int(),
  payment_provider: z.null(),
});
export type Billing = z.infer<typeof billingSchema>;
