import fp from 'fastify-plugin';
import { runAsActor } from '../domain/audit/index.ts';
import type { Principal } from '../policy/principal.ts';

/**
 * The person a change is recorded as: the signed-in person, or an API key's creator (the key
 * writes as them; the request id ties the row to the log line naming the key). Share links
 * change nothing.
 */
function auditActorOf(principal: Principal | null): number | null {
  if (principal?.kind === 'user') return principal.userId;
  if (principal?.kind === 'api-key') return principal.creator.userId;
  return null;
}

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
          userId: () => auditActorOf(request.principal),
          requestId: request.id,
        },
        done,
      );
    });
  },
  { name: 'audit-context', dependencies: ['auth'] },
);
