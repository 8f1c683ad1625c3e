import {
  successEnvelope,
  teamDashboardSchema,
  teamFilterOptionsSchema,
  teamMembersQuerySchema,
  teamMembersSchema,
  teamProductsSchema,
  teamQuerySchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireActor } from '../../../plugins/auth.ts';
import { authorize } from '../../../policy/authorize.ts';
import type { UserPrincipal } from '../../../policy/principal.ts';
import { errorResponses, ok } from '../../route-responses.ts';
import { sendTeamWorkbook, teamDownload } from './team-download.ts';
import { xlsxContentType } from './workbook-formats.ts';

/** The 200 of the workbook download in the OpenAPI document: a binary .xlsx file. */
const xlsxFileSchema = z.string().register(z.globalRegistry, {
  format: 'binary',
  description: 'The team dashboard as an Excel workbook: Summary, Products, Members, Daily',
});

/** Admins and managers only; the team is what the viewer sees of the organization. */
const teamViewer = (principal: Parameters<typeof requireActor>[0]): UserPrincipal => {
  // A person, or an API key (metrics:read) reading through its creator's eyes.
  const viewer = requireActor(principal);
  authorize(principal, 'team.read', {
    kind: 'organization',
    organizationId: viewer.organizationId,
  });
  return viewer;
};

/**
 * `GET /api/metrics/team/{filters,dashboard,products,users}`, and the dashboard as a
 * workbook (`…/dashboard/download`): the team dashboard of
 * an admin (the organization) or a manager (their team), narrowed by the filters, never
 * widened. The readings replay by the day (read-cache.ts): their "not updated" calls count the
 * days before the organization's today. The workbook is built each time.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/metrics/team/filters',
    {
      config: { readCache: true, apiKey: 'metrics:read' },
      schema: {
        tags: ['team'],
        summary: 'Options of the team filters: products, managers, status and sales roles',
        response: { 200: successEnvelope(teamFilterOptionsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await app.teamService.filterOptions(teamViewer(request.principal))),
  );

  app.get(
    '/api/metrics/team/dashboard',
    {
      config: { fairRead: true, readCache: 'day', apiKey: 'metrics:read' },
      schema: {
        tags: ['team'],
        summary: 'The team’s metrics for a range and the previous one',
        querystring: teamQuerySchema,
        response: {
          200: successEnvelope(teamDashboardSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) =>
      ok(await app.teamService.dashboard(teamViewer(request.principal), request.query)),
  );

  app.get(
    '/api/metrics/team/products',
    {
      config: { fairRead: true, readCache: 'day', apiKey: 'metrics:read' },
      schema: {
        tags: ['team'],
        summary: 'Per product: the team’s metrics, change and daily series',
        querystring: teamQuerySchema,
        response: {
          200: successEnvelope(teamProductsSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) =>
      ok(await app.teamService.products(teamViewer(request.principal), request.query)),
  );

  app.get(
    '/api/metrics/team/users',
    {
      config: { fairRead: true, readCache: 'day', apiKey: 'metrics:read' },
      schema: {
        tags: ['team'],
        summary: 'A page of the members the filters match: their metrics rows and change, sorted',
        querystring: teamMembersQuerySchema,
        response: {
          200: successEnvelope(teamMembersSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) =>
      ok(await app.teamService.members(teamViewer(request.principal), request.query)),
  );

  app.get(
    '/api/metrics/team/dashboard/download',
    {
      config: { fairRead: true, apiKey: 'metrics:read' },
      schema: {
        tags: ['team'],
        summary: 'The team dashboard of a range as an .xlsx workbook',
        querystring: teamQuerySchema,
        response: {
          200: {
            description: 'The workbook, as an attachment named after the range and filters',
            content: { [xlsxContentType]: { schema: xlsxFileSchema } },
          },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const viewer = teamViewer(request.principal);
      return sendTeamWorkbook(reply, await teamDownload(app, viewer, request.query));
    },
  );
};
