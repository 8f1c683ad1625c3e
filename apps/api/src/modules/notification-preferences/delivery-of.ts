import { defaultNotificationPreference } from '@salesdash/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

/** How a notification of `trigger` reaches a person: in the app, by email. */
export type Delivery = { inApp: boolean; email: boolean };

/**
 * The person's choice for `trigger`, read in the notifying change's transaction `db`; a trigger
 * they never chose about (or one the settings do not list) keeps the default.
 */
export async function deliveryOf(db: Db, userId: number, trigger: string): Promise<Delivery> {
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.trigger, trigger)),
    )
    .limit(1);
  return (
    row ?? {
      inApp: defaultNotificationPreference.in_app,
      email: defaultNotificationPreference.email,
    }
  );
}
