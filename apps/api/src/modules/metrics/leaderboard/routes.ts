import {
  leaderboardQuerySchema,
  leaderboardSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../../policy/authorize.ts';
import { actingUserOf } from '../../../policy/principal.ts';
import { errorResponses, ok } from '../../route-responses.ts';

/**
 * `GET /api/metrics/users/leaderboard` (spec §7): every member of the organization may read
 * its board (not trial users, who are no netrevenue clients), and so may a leaderboard share
 * link; nothing else about other people is in it.
 */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/metrics/users/leaderboard',
    {
      config: { share: true },
      schema: {
        tags: ['metrics'],
        summary: 'The organization’s leaderboard for a range: every category ranked',
        security: [{ bearerAuth: [] }],
        querystring: leaderboardQuerySchema,
        response: { 200: successEnvelope(leaderboardSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const principal = authorize(request.principal, 'leaderboard.read', {
        kind: 'organization',
        organizationId: request.principal?.organizationId ?? 0,
      });
      const viewer = actingUserOf(principal);
      return ok(await app.leaderboardService.board(viewer, request.query));
    },
  );
};
