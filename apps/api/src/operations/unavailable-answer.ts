import type { ErrorEnvelope } from '@salesdash/api-contract';
import type { FastifyReply } from 'fastify';

/**
 * How long a client or load balancer is asked to wait before trying again: a start's
 * migrations and a database's restart both take seconds, not minutes.
 */
export const retryAfterSeconds = 5;

/** Answers 503 in the error envelope with `Retry-After`: come back soon, or try another instance. */
export function sendUnavailable(reply: FastifyReply, message: string): FastifyReply {
  const body: ErrorEnvelope = { status: 'error', code: 'unavailable', message };
  return reply.status(503).header('retry-after', String(retryAfterSeconds)).send(body);
}
