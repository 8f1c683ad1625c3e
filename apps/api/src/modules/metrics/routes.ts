import {
  idParamsSchema,
  metricsQuerySchema,
  metricsSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { authorizeRecord } from '../../policy/authorize.ts';
import { findProductResource, findUserResource } from '../../policy/load-resource.ts';
import type { Action } from '../../policy/policy.ts';
import type { Resource } from '../../policy/resource.ts';
import { errorResponses, ok } from '../route-responses.ts';
import type { ScopeSubject } from './metrics-scope.ts';

type MetricsRoute = {
  path: string;
  summary: string;
  action: Action;
  load: (db: Db, organizationId: number, id: number) => Promise<Resource | undefined>;
  subject: (id: number) => ScopeSubject;
};

const routes: MetricsRoute[] = [
  {
    path: '/api/metrics/users/:id',
    summary:
      'A person’s metrics for a range and the previous one: themselves, their manager, admins',
    action: 'user-data.read',
    load: findUserResource,
    subject: (userId) => ({ kind: 'user', userId }),
  },
  {
    path: '/api/metrics/products/:id',
    summary:
      'A product’s metrics as the viewer sees it: a manager’s team, or the organization for admins',
    action: 'product-data.read',
    load: findProductResource,
    subject: (productId) => ({ kind: 'product', productId }),
  },
];

/**
 * `GET /api/metrics/users/:id` and `GET /api/metrics/products/:id` (also with the share link
 * of that person or product). Not read-cached: `notUpdatedCalls` depends on the clock.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of routes) {
    app.get(
      route.path,
      {
        config: { share: true },
        schema: {
          tags: ['metrics'],
          summary: route.summary,
          security: [{ bearerAuth: [] }],
          params: idParamsSchema,
          querystring: metricsQuerySchema,
          response: {
            200: successEnvelope(metricsSchema),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { principal } = request;
        await authorizeRecord(app.db.db, principal, route.action, id, route.load);
        const viewer = await app.metricsService.viewerOf(principal);
        return ok(await app.metricsService.metrics(viewer, route.subject(id), request.query));
      },
    );
  }
};
