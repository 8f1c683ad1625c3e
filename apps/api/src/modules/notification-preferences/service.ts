import {
  defaultNotificationPreference,
  notificationTriggers,
  type NotificationPreference,
  type NotificationPreferences,
} from '@salesdash/api-contract';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { recordAudit } from '../../domain/audit/index.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

export type NotificationPreferenceService = {
  /** Every trigger once, the person's choice or the default. */
  preferences(userId: number): Promise<NotificationPreferences>;
  /** Replaces the person's choices: triggers left out go back to the default. */
  replace(
    organizationId: number,
    userId: number,
    preferences: NotificationPreference[],
  ): Promise<NotificationPreferences>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    notificationPreferenceService: NotificationPreferenceService;
  }
}

/** Creates the preference service; `emailAvailable` says whether the server sends mail at all. */
export function createNotificationPreferenceService(
  database: Database,
  emailAvailable: boolean,
): NotificationPreferenceService {
  const { db } = database;

  async function preferences(userId: number): Promise<NotificationPreferences> {
    const rows = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    const chosen = new Map(rows.map((row) => [row.trigger, row]));
    return {
      email_available: emailAvailable,
      preferences: notificationTriggers.map((trigger) => {
        const row = chosen.get(trigger);
        return row
          ? { trigger, in_app: row.inApp, email: row.email }
          : { trigger, ...defaultNotificationPreference };
      }),
    };
  }

  return {
    preferences,

    async replace(organizationId, userId, choices) {
      const before = await preferences(userId);
      await db.transaction(async (tx) => {
        await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
        // Defaults need no row: a trigger added later starts at its default for everyone.
        const kept = choices.filter(
          (choice) =>
            choice.in_app !== defaultNotificationPreference.in_app ||
            choice.email !== defaultNotificationPreference.email,
        );
        if (kept.length > 0) {
          await tx.insert(notificationPreferences).values(
            kept.map((choice) => ({
              userId,
              trigger: choice.trigger,
              inApp: choice.in_app,
              email: choice.email,
            })),
          );
        }
        await recordAudit(tx, {
          organizationId,
          action: 'user.notification_preferences_changed',
          entityType: 'user',
          entityId: userId,
          before: { preferences: before.preferences },
          after: { preferences: choices },
        });
      });
      return preferences(userId);
    },
  };
}

/** Decorates `notificationPreferenceService`. */
export const notificationPreferenceServicePlugin = fp(
  async (app) => {
    app.decorate(
      'notificationPreferenceService',
      createNotificationPreferenceService(app.db, app.mailOutbox.enabled),
    );
  },
  { name: 'notification-preference-service', dependencies: ['db', 'mail-outbox'] },
);
