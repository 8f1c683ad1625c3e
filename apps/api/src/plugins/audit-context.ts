import fp from 'fastify-plugin';
import { runAsActor } from '../domain/audit/index.ts';

/**
 * Makes each request the default author of the audit rows its handler's services write
 * (domain/audit): the signed-in person, read from the principal when a row is written, and the
 * request id. In `preValidation`, after the body is parsed: the parser's stream events run
 * outside the async context an `onRequest` hook would have set.
 */
export const auditContextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      runAsActor(
        {
          userId: () => (request.principal?.kind === 'user' ? request.principal.userId : null),
          requestId: request.id,
        },
        done,
      );
    });
  },
  { name: 'audit-context', dependencies: ['auth'] },
);
