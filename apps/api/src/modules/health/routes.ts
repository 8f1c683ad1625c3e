import {
  errorEnvelopeSchema,
  healthSchema,
  livenessSchema,
  readinessSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';
import { sendUnavailable } from '../../operations/unavailable-answer.ts';

/**
 * How long `/health/ready` waits for `select 1`: under a second, so a balancer's probe (often a
 * 1–2 s timeout) gets a 503 rather than no answer when the database hangs.
 */
const readyDatabaseTimeoutMs = 800;

/**
 * `GET /health` (database reachable), `GET /health/live` and `GET /health/ready` (the
 * probes of a balancer or orchestrator).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => {
      try {
        await app.healthService.checkDatabase();
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        throw new ApiError(503, 'unavailable', 'Database unavailable');
      }
      return { status: 'success' as const, data: { db: 'ok' as const } };
    },
  );

  app.get(
    '/health/live',
    {
      // A probe every few seconds would drown the request log; failures still log.
      logLevel: 'warn',
      config: { public: true, servedWhileStarting: true },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (restart it when this fails)',
        response: { 200: successEnvelope(livenessSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { phase: app.readiness.phase() } }),
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      config: { public: true, servedWhileStarting: true },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: migrated, not draining, database answering (send traffic when 200)',
        response: { 200: successEnvelope(readinessSchema), 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const phase = app.readiness.phase();
      if (phase === 'starting') return sendUnavailable(reply, 'Starting: migrating the database');
      if (phase === 'draining') return sendUnavailable(reply, 'Shutting down');
      if (!(await app.healthService.databaseAnswersWithin(readyDatabaseTimeoutMs))) {
        app.log.warn('readiness: the database does not answer');
        return sendUnavailable(reply, 'Database unavailable');
      }
      return { status: 'success' as const, data: { phase, db: 'ok' as const } };
    },
  );
};
