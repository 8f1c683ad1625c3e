import {
  passwordProblem,
  type AccessLevel,
  type ChangePasswordRequest,
  type CurrentUser,
  type LoginRequest,
  type PasswordReset,
  type SignedInUser,
} from '@salesdash/api-contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { organizations, refreshTokens, users } from '../../db/schema/index.ts';
import { ApiError, fieldError, notFound } from '../../errors/api-error.ts';
import { signAccessToken } from '../../security/access-token.ts';
import {
  consumeActionCode,
  createActionCode,
  findLiveActionCode,
  retireActionCodes,
} from './action-code.ts';
import { createAttemptLimiter, tooManyAttempts, type AttemptLimiter } from './attempt-limiter.ts';
import { createDatabaseAttemptLimiter } from './database-attempt-limiter.ts';
import { createDatabaseFailureBackoff } from './database-failure-backoff.ts';
import { createFailureBackoff, type FailureBackoffOptions } from './failure-backoff.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../security/password.ts';
import {
  issueRefreshToken,
  type RefreshFamily,
  revokeRefreshFamily,
  revokeUserRefreshTokens,
} from './refresh-token.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';
import { displayNameOf } from '../users/display-name-of.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { SignInFailure } from '../../operations/ops-metrics.ts';
import { passwordResetMail } from '../mail/mail-texts.ts';

/** Where a request comes from, for the per-address limits. */
export type ClientInfo = { ip: string };

export type AuthService = {
  /**
   * Email + password sign-in into the account of that email (case-insensitive) whose password
   * it is; an email may have an account in several organizations. Rate limited.
   */
  login(credentials: LoginRequest, client: ClientInfo): Promise<SignedInUser>;
  /** Rotates a refresh token within its family; reuse of a rotated one revokes the family. */
  refresh(refreshToken: string): Promise<SignedInUser>;
  /** Revokes the family of a refresh token; unknown tokens are ignored. */
  logout(refreshToken: string): Promise<void>;
  /** The signed-in user without tokens. */
  currentUser(userId: number): Promise<CurrentUser>;
  /**
   * Changes the password after checking the current one; every session and open socket ends,
   * a new session starts.
   */
  changePassword(userId: number, body: ChangePasswordRequest): Promise<SignedInUser>;
  /**
   * Mails a reset link when mail is on, otherwise writes it to the server log (never to the
   * database in the clear); reveals nothing to the caller.
   */
  requestPasswordReset(email: string, client: ClientInfo): Promise<void>;
  /** Sets a new password from a single-use reset link, ends every other session, signs in. */
  resetPassword(body: PasswordReset): Promise<SignedInUser>;
  /** A fresh session (new refresh-token family) for a user. */
  signIn(userId: number): Promise<SignedInUser>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    authService: AuthService;
  }
}

export type AuthServiceOptions = {
  jwtSecret: string;
  /** A password change or reset ends every session: it closes the person's sockets too. */
  unitOfWork: UnitOfWork;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Where reset links go when mail is on; without it (or with mail off) they are logged. */
  mail?: Pick<MailOutbox, 'enabled' | 'enqueue' | 'linkTo' | 'wake'>;
  /** Sign-in attempts per client address per 15 minutes, successful ones included. */
  loginRateLimitPerIp: number;
  /**
   * Failed sign-ins per client address per 15 minutes, whatever emails they tried; absent, the
   * same as `loginRateLimitPerIp` (tests that set only that one).
   */
  loginFailuresPerIp?: number;
  loginFailuresBeforeDelay: number;
  resetRateLimitPerIp: number;
  resetRateLimitPerEmail: number;
  /** Reset requests take at least this long, known email or not, so timing reveals nothing. */
  resetRequestMinMs?: number;
  /**
   * Where the sign-in and reset counts live: in this process (one instance, the embedded
   * engine's default) or in the database, shared by every instance on it (PostgreSQL's).
   */
  limitStore?: 'memory' | 'database';
  /** Told of each refused sign-in (/metrics counts them). */
  onSignInFailure?: (reason: SignInFailure) => void;
};

const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;

const invalidCredential = () =>
  new ApiError(401, 'invalid-credential', 'Invalid email or password');
const userDisabled = () => new ApiError(403, 'user-disabled', 'This account has been disabled');
const invalidRefresh = () =>
  new ApiError(401, 'invalid-credential', 'Your session has ended; sign in again');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 400 naming `field` when a new password breaks the rules of password-rules.ts. */
export function assertPasswordAllowed(field: string, password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw fieldError(field, problem);
}

/** Users with their organization's name, filtered by `where`. */
function selectSessionUsers(db: Db, where: SQL) {
  return db
    .select({ user: users, organizationName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.organizationId, users.organizationId))
    .where(where);
}

async function loadSessionUser(db: Db, where: SQL) {
  const [row] = await selectSessionUsers(db, where).limit(1);
  return row;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof loadSessionUser>>>;

/** Every account of an email (one per organization at most), oldest first. */
function loadAccountsOf(db: Db, emailKey: string): Promise<SessionRow[]> {
  return selectSessionUsers(db, sql`lower(${users.email}) = ${emailKey}`).orderBy(
    asc(users.userId),
  );
}

/**
 * The account `password` opens among those of one email: each has its own password, checked
 * side by side. An active account wins over a deactivated one, then the oldest. Without a
 * registered account the password still pays for one scrypt run, so timing reveals nothing.
 */
async function accountOpenedBy(
  accounts: SessionRow[],
  password: string,
): Promise<SessionRow | undefined> {
  const registered = accounts.filter((row) => row.user.passwordHash !== null);
  if (registered.length === 0) {
    await verifyPassword(password, null);
    return undefined;
  }
  const opens = await Promise.all(
    registered.map((row) => verifyPassword(password, row.user.passwordHash)),
  );
  const opened = registered.filter((_, index) => opens[index]);
  return opened.find((row) => row.user.isActive) ?? opened[0];
}

function currentUserOf({ user, organizationName }: SessionRow): CurrentUser {
  return {
    user_id: user.userId,
    access: user.access as AccessLevel,
    is_active: user.isActive,
    organization_id: user.organizationId,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    uid: user.uid,
    display_name: displayNameOf(user),
    profile_picture: user.profilePicture,
    organization_name: organizationName,
    avatar: user.avatar,
    profile_picture_mode: user.profilePictureMode,
    is_netrevenue_client: user.isNetrevenueClient,
  };
}

/**
 * A burst of failed sign-ins (docs/decisions/0045-audit-log.md), in the log of each
 * organization where the email has an account: an unknown email belongs to no organization and
 * is left to the server log. The address tells the admin where the guesses came from.
 */
async function recordSignInFailures(
  db: Db,
  accounts: SessionRow[],
  failures: number,
  ip: string,
): Promise<void> {
  for (const { user } of accounts) {
    await recordAudit(db, {
      organizationId: user.organizationId,
      actorUserId: null,
      action: 'auth.sign_in_failures',
      entityType: 'user',
      entityId: user.userId,
      after: { failures, ip },
    });
  }
}

/** Creates the identity service over a database and the token signing secret. */
export function createAuthService(database: Database, options: AuthServiceOptions): AuthService {
  const { db } = database;
  const { jwtSecret } = options;
  // Several instances on PostgreSQL must count one attempt once, wherever it lands.
  const shared =
    (options.limitStore ?? (database.kind === 'postgres' ? 'database' : 'memory')) === 'database';
  const limiter = (scope: string, limit: number, windowMs: number): AttemptLimiter =>
    shared
      ? createDatabaseAttemptLimiter(database, scope, limit, windowMs)
      : createAttemptLimiter(limit, windowMs);
  const loginPerIp = limiter('login-ip', options.loginRateLimitPerIp, fifteenMinutes);
  // Failures of one address whichever emails it tries: a guesser spraying many accounts from
  // one place. Counted apart from the ceiling above, so colleagues signing in behind one
  // office address never spend a guesser's budget.
  const failuresPerIp = limiter(
    'login-ip-failure',
    options.loginFailuresPerIp ?? options.loginRateLimitPerIp,
    fifteenMinutes,
  );
  // Failures count per (email, address): a guesser slows only themselves, never the owner.
  const backoff: FailureBackoffOptions = {
    freeFailures: options.loginFailuresBeforeDelay,
    baseDelayMs: 1000,
    maxDelayMs: fifteenMinutes,
    forgetAfterMs: fifteenMinutes,
  };
  const loginFailures = shared
    ? createDatabaseFailureBackoff(database, 'login-failure', backoff)
    : createFailureBackoff(backoff);
  const resetPerIp = limiter('reset-ip', options.resetRateLimitPerIp, oneHour);
  const resetPerEmail = limiter('reset-email', options.resetRateLimitPerEmail, oneHour);
  const resetRequestMinMs = options.resetRequestMinMs ?? 300;

  async function session(row: SessionRow, family?: RefreshFamily): Promise<SignedInUser> {
    const { user } = row;
    const accessToken = await signAccessToken(
      {
        userId: user.userId,
        organizationId: user.organizationId,
        access: user.access as AccessLevel,
        uid: user.uid,
        email: user.email,
      },
      jwtSecret,
    );
    const refreshToken = await issueRefreshToken(db, user.userId, new Date(), family);
    return { ...currentUserOf(row), access_token: accessToken, refresh_token: refreshToken };
  }

  async function activeUser(userId: number): Promise<SessionRow> {
    const row = await loadSessionUser(db, eq(users.userId, userId));
    if (!row) throw notFound();
    if (!row.user.isActive) throw userDisabled();
    return row;
  }

  return {
    async login({ email, password }, client) {
      const emailKey = email.trim().toLowerCase();
      const guesser = `${emailKey}\n${client.ip}`;
      // Checked before the password: a limited try costs no scrypt run and reveals nothing.
      const wait = Math.max(
        await loginPerIp.retryAfterMs(client.ip),
        await failuresPerIp.retryAfterMs(client.ip),
        await loginFailures.retryAfterMs(guesser),
      );
      if (wait > 0) {
        options.onSignInFailure?.('throttled');
        throw tooManyAttempts(wait, 'sign-in attempts');
      }
      await loginPerIp.hit(client.ip);
      const accounts = await loadAccountsOf(db, emailKey);
      const row = await accountOpenedBy(accounts, password);
      if (!row) {
        await failuresPerIp.hit(client.ip);
        const failures = await loginFailures.fail(guesser);
        // One audit row per burst: the failure that starts the delays, not each one after it.
        if (failures === options.loginFailuresBeforeDelay) {
          await recordSignInFailures(db, accounts, failures, client.ip);
        }
        options.onSignInFailure?.('invalid-credential');
        throw invalidCredential();
      }
      if (!row.user.isActive) {
        options.onSignInFailure?.('user-disabled');
        throw userDisabled();
      }
      await loginFailures.reset(guesser);
      // The only moment the plain password is at hand: hashes of weaker parameters move up.
      if (needsRehash(row.user.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.userId, row.user.userId));
      }
      return session(row);
    },

    async refresh(refreshToken) {
      const now = new Date();
      const [token] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)))
        .limit(1);
      if (!token) throw invalidRefresh();
      const row = await loadSessionUser(db, eq(users.userId, token.userId));
      if (!row) throw invalidRefresh();
      // A deactivated person learns why, so the app can sign them out with the right message.
      if (!row.user.isActive) throw userDisabled();
      if (token.revokedAt) throw invalidRefresh();
      if (token.rotatedAt) {
        // Someone replays a token that was already exchanged: the family may be stolen.
        await revokeRefreshFamily(db, token.familyId, now);
        throw invalidRefresh();
      }
      // Past its own 30 days, or past the 90 days of its family since the sign-in.
      if (Math.min(token.expiresAt.getTime(), token.familyExpiresAt.getTime()) <= now.getTime()) {
        throw invalidRefresh();
      }
      // Conditional, so two concurrent uses of one token cannot both rotate it.
      const rotated = await db
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(
          and(
            eq(refreshTokens.refreshTokenId, token.refreshTokenId),
            sql`${refreshTokens.rotatedAt} is null`,
            sql`${refreshTokens.revokedAt} is null`,
          ),
        )
        .returning({ id: refreshTokens.refreshTokenId });
      if (rotated.length === 0) {
        await revokeRefreshFamily(db, token.familyId, now);
        throw invalidRefresh();
      }
      return session(row, token);
    },

    async logout(refreshToken) {
      const [token] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)))
        .limit(1);
      if (token) await revokeRefreshFamily(db, token.familyId);
    },

    async currentUser(userId) {
      return currentUserOf(await activeUser(userId));
    },

    async changePassword(userId, { current_password, new_password }) {
      const row = await activeUser(userId);
      if (!(await verifyPassword(current_password, row.user.passwordHash))) {
        throw new ApiError(
          400,
          'wrong-password',
          'current_password: The current password is wrong',
        );
      }
      assertPasswordAllowed('new_password', new_password, row.user.email);
      const passwordHash = await hashPassword(new_password);
      // One transaction: a crash in between must not leave old sessions or reset links alive.
      await options.unitOfWork.run(async ({ db: tx, endSessions }) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.userId, userId));
        await recordAudit(tx, {
          organizationId: row.user.organizationId,
          action: 'user.password_changed',
          entityType: 'user',
          entityId: userId,
        });
        await revokeUserRefreshTokens(tx, userId);
        await retireActionCodes(tx, userId, 'reset');
        endSessions(userId);
      });
      return session(row);
    },

    async requestPasswordReset(email, client) {
      const started = Date.now();
      const emailKey = email.trim().toLowerCase();
      const wait = Math.max(
        await resetPerIp.retryAfterMs(client.ip),
        await resetPerEmail.retryAfterMs(emailKey),
      );
      if (wait > 0) throw tooManyAttempts(wait, 'password reset requests');
      await resetPerIp.hit(client.ip);
      await resetPerEmail.hit(emailKey);
      try {
        // Pending invites have no password to reset; they finish their registration instead.
        const accounts = (await loadAccountsOf(db, emailKey)).filter(
          ({ user }) => user.isActive && user.passwordHash,
        );
        const { mail } = options;
        for (const { user, organizationName } of accounts) {
          // The link, its audit row and (when mail is on) its mail are one change: no link
          // without its mail, and no mail of a link that was never stored.
          const { token } = await db.transaction(async (tx) => {
            const code = await createActionCode(tx, {
              organizationId: user.organizationId,
              userId: user.userId,
              kind: 'reset',
              createdBy: null,
            });
            // Anonymous (anyone may ask for anyone); the admin sees who was asked for, and when.
            await recordAudit(tx, {
              organizationId: user.organizationId,
              action: 'user.password_reset_requested',
              entityType: 'user',
              entityId: user.userId,
              after: { expires_at: code.expiresAt },
            });
            if (mail?.enabled) {
              await mail.enqueue(tx, {
                organizationId: user.organizationId,
                userId: user.userId,
                kind: 'password-reset',
                to: user.email,
                ...passwordResetMail({
                  organizationName,
                  link: mail.linkTo(`/login?reset=${code.token}`),
                }),
              });
            }
            return code;
          });
          if (mail?.enabled) {
            mail.wake();
            options.log.info({ userId: user.userId }, 'password reset link mailed');
            continue;
          }
          // Only a channel no session can read: a reset link in the user's notifications
          // would let anyone holding a session take the account over.
          options.log.info(
            {
              userId: user.userId,
              email: user.email,
              organizationName,
              link: `/login?reset=${token}`,
            },
            'password reset link',
          );
        }
      } finally {
        await sleep(Math.max(0, resetRequestMinMs - (Date.now() - started)));
      }
    },

    async resetPassword({ token, password }) {
      const code = await findLiveActionCode(db, token, 'reset');
      const row = await activeUser(code.userId);
      assertPasswordAllowed('password', password, row.user.email);
      const passwordHash = await hashPassword(password);
      await options.unitOfWork.run(async ({ db: tx, endSessions }) => {
        await consumeActionCode(tx, code.actionCodeId);
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.userId, code.userId));
        // The link's holder stands for its person: they hold no session while resetting.
        await recordAudit(tx, {
          organizationId: row.user.organizationId,
          actorUserId: code.userId,
          action: 'user.password_reset',
          entityType: 'user',
          entityId: code.userId,
        });
        await revokeUserRefreshTokens(tx, code.userId);
        // A second link requested meanwhile must not reset the password again.
        await retireActionCodes(tx, code.userId, 'reset');
        endSessions(code.userId);
      });
      return session(row);
    },

    async signIn(userId) {
      return session(await activeUser(userId));
    },
  };
}

/** Decorates `authService`. */
export const authServicePlugin = fp<{ jwtSecret: string }>(
  async (app, options) => {
    app.decorate(
      'authService',
      createAuthService(app.db, {
        jwtSecret: options.jwtSecret,
        unitOfWork: app.unitOfWork,
        log: app.log,
        mail: app.mailOutbox,
        loginRateLimitPerIp: app.config.loginRateLimitPerIp,
        loginFailuresPerIp: app.config.loginFailuresPerIp,
        loginFailuresBeforeDelay: app.config.loginFailuresBeforeDelay,
        resetRateLimitPerIp: app.config.resetRateLimitPerIp,
        resetRateLimitPerEmail: app.config.resetRateLimitPerEmail,
        onSignInFailure: (reason) => app.opsMetrics.signInFailed(reason),
      }),
    );
  },
  { name: 'auth-service', dependencies: ['db', 'realtime', 'mail-outbox', 'ops-metrics'] },
);
