import {
  statementAdminMonthSchema,
  statementAdminQuerySchema,
  statementPayrollExportQuerySchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { decide } from '../../policy/policy.ts';
import { peopleSeenBy } from '../../policy/people-seen.ts';
import { errorResponses, ok } from '../route-responses.ts';

const contentTypes = { csv: 'text/csv; charset=utf-8', zip: 'application/zip' } as const;

/**
 * `GET /api/statements/admin?month=`: a month of the organization person by person (admins
 * everyone, managers their team, read-only). `GET /api/statements/admin/export`: a closed
 * month's payroll CSV or zip of PDFs (admins). A share link or an API key gets neither.
 */
export const statementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/statements/admin',
    {
      schema: {
        tags: ['statements'],
        summary:
          'A month of statements person by person, with what changed from the month before (admins everyone, managers their team, read-only)',
        querystring: statementAdminQuerySchema,
        response: {
          200: successEnvelope(statementAdminMonthSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const organization = { kind: 'organization', organizationId: user.organizationId } as const;
      authorize(user, 'statement.admin-read', organization);
      return ok(
        await app.statementService.adminMonth(
          user.organizationId,
          request.query.month,
          peopleSeenBy(user),
          decide(user, 'statement.close', organization).allow,
        ),
      );
    },
  );

  app.get(
    '/api/statements/admin/export',
    {
      schema: {
        tags: ['statements'],
        summary:
          'A closed month’s payroll export: one CSV row per statement, or a zip of every statement’s PDF (admins; 409 while the month is open)',
        querystring: statementPayrollExportQuerySchema,
        response: {
          200: z.string(),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      authorize(user, 'statement.export', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      const { month, format } = request.query;
      const file = await app.statementService.payrollFile(
        user.organizationId,
        user.userId,
        month,
        format,
      );
      return (
        reply
          .header('content-type', contentTypes[format])
          .header('content-disposition', `attachment; filename="payroll-${month}.${format}"`)
          // Pay of everyone: no shared cache or browser history keeps a copy.
          .header('cache-control', 'no-store')
          // A stream is sent as it is (no serializer); the 200 schema documents the file.
          .send(file as unknown as string)
      );
    },
  );
};
