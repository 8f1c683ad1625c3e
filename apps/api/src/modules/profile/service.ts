import { avatarPath, type Profile, type UpdateProfileRequest } from '@salesdash/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { userAvatars, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { notFound } from '../../errors/api-error.ts';
import { staleVersion } from '../../errors/stale-version.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { reencodeAvatar } from './avatar-image.ts';

/** A stored picture as `GET /api/avatars/:id` serves it. */
export type StoredAvatar = { contentType: string; image: Buffer; etag: string };

export type ProfileService = {
  /** The caller's own name and picture; 404 when they are gone. */
  get(user: UserPrincipal): Promise<Profile>;
  /**
   * Saves the caller's names. @throws ApiError 409 `stale-version` when the profile changed
   * since `version` was read
   */
  update(user: UserPrincipal, body: UpdateProfileRequest): Promise<Profile>;
  /**
   * Re-encodes and stores the caller's picture, replacing any earlier one.
   * @throws ApiError 400 naming `body` when it is not an image the server reads
   */
  setAvatar(user: UserPrincipal, upload: Buffer): Promise<Profile>;
  /** Removes the caller's picture: initials again. */
  removeAvatar(user: UserPrincipal): Promise<Profile>;
  /** The picture of `userId`, or null; the caller authorized reading that person first. */
  avatar(userId: number): Promise<StoredAvatar | null>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    profileService: ProfileService;
  }
}

function toProfile(row: typeof users.$inferSelect): Profile {
  return {
    user_id: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: row.displayName,
    version: row.profileVersion,
    profile_picture: row.profilePicture,
  };
}

/** The caller's row, locked for a change when `forUpdate`. @throws ApiError 404 */
async function ownRow(db: Db, user: UserPrincipal, forUpdate: boolean) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.userId, user.userId), eq(users.organizationId, user.organizationId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

/** The picture's part of the audit row: which picture, never its bytes. */
const pictureOf = (row: typeof users.$inferSelect) => ({ profile_picture: row.profilePicture });

/**
 * Points the caller's row at a picture (or at none: initials) and records the change, in the
 * transaction `tx` of the picture's own write.
 * @param details - what the audit row adds about the new picture
 */
async function changePicture(
  tx: Db,
  user: UserPrincipal,
  before: typeof users.$inferSelect,
  profilePicture: string | null,
  details: Record<string, unknown> = {},
): Promise<Profile> {
  const [after] = await tx
    .update(users)
    .set({
      profilePicture,
      profilePictureMode: profilePicture === null ? 'initials' : 'upload',
      updatedAt: new Date(),
    })
    .where(eq(users.userId, user.userId))
    .returning();
  if (!after) throw notFound();
  await recordAudit(tx, {
    organizationId: user.organizationId,
    action: 'user.avatar_changed',
    entityType: 'user',
    entityId: user.userId,
    before: pictureOf(before),
    after: { ...pictureOf(after), ...details },
  });
  return toProfile(after);
}

/**
 * Creates the profile service: one's own names and picture
 * (docs/decisions/0048-profile-avatars-and-organization-timezone.md).
 */
export function createProfileService(database: Database): ProfileService {
  const { db } = database;

  return {
    async get(user) {
      return toProfile(await ownRow(db, user, false));
    },

    async update(user, body) {
      return db.transaction(async (tx) => {
        const before = await ownRow(tx, user, true);
        if (before.profileVersion !== body.version) throw staleVersion('profile');
        const [after] = await tx
          .update(users)
          .set({
            firstName: body.first_name,
            lastName: body.last_name,
            // Empty: "first last" is shown (displayNameOf), following later name changes.
            displayName: body.display_name,
            profileVersion: sql`${users.profileVersion} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(users.userId, user.userId))
          .returning();
        if (!after) throw notFound();
        const { version: _before, ...beforeSnapshot } = toProfile(before);
        const { version: _after, ...afterSnapshot } = toProfile(after);
        await recordAudit(tx, {
          organizationId: user.organizationId,
          action: 'user.profile_changed',
          entityType: 'user',
          entityId: user.userId,
          before: beforeSnapshot,
          after: afterSnapshot,
        });
        return toProfile(after);
      });
    },

    async setAvatar(user, upload) {
      // Decoding is the slow part and needs no lock: it runs before the transaction.
      const avatar = await reencodeAvatar(upload);
      return db.transaction(async (tx) => {
        const before = await ownRow(tx, user, true);
        await tx
          .insert(userAvatars)
          .values({ userId: user.userId, organizationId: user.organizationId, ...avatar })
          .onConflictDoUpdate({
            target: userAvatars.userId,
            set: { ...avatar, createdAt: new Date() },
          });
        return changePicture(tx, user, before, avatarPath(user.userId, avatar.etag), {
          content_type: avatar.contentType,
          bytes: avatar.image.length,
        });
      });
    },

    async removeAvatar(user) {
      return db.transaction(async (tx) => {
        const before = await ownRow(tx, user, true);
        const removed = await tx
          .delete(userAvatars)
          .where(eq(userAvatars.userId, user.userId))
          .returning({ userId: userAvatars.userId });
        const hadPicture = before.profilePictureMode === 'upload' || removed.length > 0;
        if (!hadPicture) return toProfile(before);
        return changePicture(tx, user, before, null);
      });
    },

    async avatar(userId) {
      const [row] = await db
        .select({
          contentType: userAvatars.contentType,
          image: userAvatars.image,
          etag: userAvatars.etag,
        })
        .from(userAvatars)
        .where(eq(userAvatars.userId, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

/** Decorates `profileService`. */
export const profileServicePlugin = fp(
  async (app) => {
    app.decorate('profileService', createProfileService(app.db));
  },
  { name: 'profile-service', dependencies: ['db'] },
);
