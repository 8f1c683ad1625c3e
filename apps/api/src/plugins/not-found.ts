import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@salesdash/api-contract';
import { requestPathname } from './server-paths.ts';

/** 404 envelope naming the method and path (never the query string). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = requestPathname(request.url);
  const body: ErrorEnvelope = {
    status: 'error',
    code: 'not-found',
    message: `Route ${request.method} ${pathname} not found`,
  };
  return reply.status(404).send(body);
}
