import type { AccessLevel, LoginRequest, SignedInUser } from '@salesdash/api-contract';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { signAccessToken } from './access-token.ts';
import { verifyPassword } from './password.ts';
import { issueRefreshToken } from './refresh-token.ts';

export type AuthService = {
  /** Email + password sign-in; the email matches case-insensitively. */
  login(credentials: LoginRequest): Promise<SignedInUser>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    authService: AuthService;
  }
}

/** Creates the identity service over a database and the token signing secret. */
export function createAuthService(database: Database, jwtSecret: string): AuthService {
  const { db } = database;
  return {
    async login({ email, password }) {
      const [row] = await db
        .select({ user: users, organizationName: organizations.name })
        .from(users)
        .innerJoin(organizations, eq(organizations.organizationId, users.organizationId))
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      // Unknown emails and pending invites still pay for one scrypt run, so timing reveals nothing.
      const passwordOk = await verifyPassword(password, row?.user.passwordHash);
      if (!row || !passwordOk) {
        throw new ApiError(401, 'invalid-credential', 'Invalid email or password');
      }
      const { user } = row;
      if (!user.isActive) {
        throw new ApiError(403, 'user-disabled', 'This account has been disabled');
      }
      const access = user.access as AccessLevel;
      const accessToken = await signAccessToken(
        {
          userId: user.userId,
          organizationId: user.organizationId,
          access,
          uid: user.uid,
          email: user.email,
        },
        jwtSecret,
      );
      const refreshToken = await issueRefreshToken(db, user.userId);
      return {
        user_id: user.userId,
        access,
        is_active: user.isActive,
        organization_id: user.organizationId,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        uid: user.uid,
        display_name: user.displayName || `${user.firstName} ${user.lastName}`.trim(),
        access_token: accessToken,
        refresh_token: refreshToken,
        profile_picture: user.profilePicture,
        organization_name: row.organizationName,
        avatar: user.avatar,
        profile_picture_mode: user.profilePictureMode,
        is_netrevenue_client: user.isNetrevenueClient,
      };
    },
  };
}

/** Decorates `authService`. */
export const authServicePlugin = fp<{ jwtSecret: string }>(
  async (app, options) => {
    app.decorate('authService', createAuthService(app.db, options.jwtSecret));
  },
  { name: 'auth-service', dependencies: ['db'] },
);
