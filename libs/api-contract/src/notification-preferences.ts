import * as z from 'zod/mini';

/**
 * Every notification trigger a person can choose about: the `type` of the notifications the
 * server writes (decision 0021), in the order the settings list them.
 */
export const notificationTriggers = [
  'transaction:approved',
  'transaction:rejected',
  'transaction:refunded',
  'transaction:named',
  'adjustment:added',
  'appointment:booked',
  'appointment:named',
  'appointment:declined',
  'invite:accepted',
  'dispute:opened',
  'dispute:resolved',
] as const;
export type NotificationTrigger = (typeof notificationTriggers)[number];

export const notificationTriggerSchema = z.enum(notificationTriggers);

/** How one trigger reaches a person: in the app's notification list, by email, both or neither. */
export const notificationPreferenceSchema = z.strictObject({
  trigger: notificationTriggerSchema,
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/**
 * `data` of `GET` and `PUT /api/notification-preferences`: every trigger once, in the order of
 * `notificationTriggers`; `email_available` is false while the server sends no mail (no SMTP), so
 * email choices are kept but nothing is mailed.
 */
export const notificationPreferencesSchema = z.object({
  email_available: z.boolean(),
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * Body of `PUT /api/notification-preferences`: the person's whole choice. A trigger left out
 * goes back to its default (in the app, no email); a trigger listed twice is refused.
 */
export const notificationPreferencesUpdateSchema = z.strictObject({
  preferences: z.array(notificationPreferenceSchema).check(
    z.maxLength(notificationTriggers.length),
    z.refine((list) => new Set(list.map((preference) => preference.trigger)).size === list.length, {
      message: 'lists a trigger twice',
    }),
  ),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** A trigger's choice when the person never made one: in the app, no email. */
export const defaultNotificationPreference = { in_app: true, email: false } as const;
