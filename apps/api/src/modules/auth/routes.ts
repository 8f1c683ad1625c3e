import {
  acknowledgedSchema,
  actionTokenParamsSchema,
  changePasswordRequestSchema,
  completeRegistrationRequestSchema,
  currentUserSchema,
  invitationSchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  refreshRequestSchema,
  signedInUserSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import { findUserResource, userResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * Sign-in, session renewal, sign-out, the current user, password change and reset, and the
 * invite link's registration (the invite service of modules/users/invite answers those two).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: {
          200: successEnvelope(signedInUserSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => ok(await app.authService.login(request.body, { ip: request.ip })),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new session (the old token is rotated)',
        body: refreshRequestSchema,
        response: { 200: successEnvelope(signedInUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await app.authService.refresh(request.body.refresh_token)),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the refresh token and its family',
        body: refreshRequestSchema,
        response: { 200: successEnvelope(acknowledgedSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      await app.authService.logout(request.body.refresh_token);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { readCache: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: successEnvelope(currentUserSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      // One's own record always passes; the call keeps every route going through the policy.
      // The principal was read as the person is now, so it is the resource too: no second read.
      authorize(user, 'user.read', userResource(user));
      return ok(await app.authService.currentUser(user.userId));
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password (requires the current one); starts a new session',
        body: changePasswordRequestSchema,
        response: { 200: successEnvelope(signedInUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      await authorizeRecord(app.db.db, user, 'user.read', user.userId, findUserResource);
      return ok(await app.authService.changePassword(user.userId, request.body));
    },
  );

  app.post(
    '/api/auth/reset-request',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Request a password reset link (always answers ok)',
        body: passwordResetRequestSchema,
        response: { 200: successEnvelope(acknowledgedSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.authService.requestPasswordReset(request.body.email, { ip: request.ip });
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/api/auth/reset',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link and sign in',
        body: passwordResetSchema,
        response: { 200: successEnvelope(signedInUserSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => ok(await app.authService.resetPassword(request.body)),
  );

  app.get(
    '/api/auth/invite/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Who an invite link is for',
        params: actionTokenParamsSchema,
        response: { 200: successEnvelope(invitationSchema), ...errorResponses(400) },
      },
    },
    async (request) => ok(await app.inviteService.invitation(request.params.token)),
  );

  app.post(
    '/api/auth/complete-registration',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set name and password from an invite link and sign in',
        body: completeRegistrationRequestSchema,
        response: { 200: successEnvelope(signedInUserSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => ok(await app.inviteService.completeRegistration(request.body)),
  );
};
