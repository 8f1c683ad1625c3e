import {
  leaderboardCategoryParamsSchema,
  leaderboardPageQuerySchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../../../policy/authorize.ts';
import { actingUserOf } from '../../../../policy/principal.ts';
import { errorResponses, ok } from '../../../route-responses.ts';
import type { BoardReader } from './service.ts';

/**
 * Who may read the board (docs/product-rules.md#people-and-access): every member of the
 * organization (not trial users, who are no netrevenue clients), and a leaderboard share link,
 * which has no caller entry.
 */
function boardReader(request: FastifyRequest): BoardReader {
  const principal = authorize(request.principal, 'leaderboard.read', {
    kind: 'organization',
    organizationId: request.principal?.organizationId ?? 0,
  });
  return {
    viewer: actingUserOf(principal),
    callerId: principal.kind === 'user' ? principal.userId : null,
  };
}

/**
 * `GET /api/metrics/users/leaderboard` and its "Show all" pages: the organization's shared
 * scoreboard, nothing else about other people is in it.
 */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/metrics/users/leaderboard',
    {
      config: { share: true, readCache: 'day', apiKey: 'metrics:read' },
      schema: {
        tags: ['metrics'],
        summary:
          'The organization’s leaderboard for a range: each category’s first ten, your own entry and the count',
        querystring: leaderboardQuerySchema,
        response: { 200: successEnvelope(leaderboardSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await app.leaderboardService.board(boardReader(request), request.query)),
  );

  app.get(
    '/api/metrics/users/leaderboard/:metric',
    {
      config: { share: true, readCache: 'day', apiKey: 'metrics:read' },
      schema: {
        tags: ['metrics'],
        summary: 'One category of the leaderboard, every ranked person, a page at a time',
        params: leaderboardCategoryParamsSchema,
        querystring: leaderboardPageQuerySchema,
        response: { 200: successEnvelope(leaderboardPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await app.leaderboardService.page(
          boardReader(request),
          request.params.metric,
          request.query,
        ),
      ),
  );
};
