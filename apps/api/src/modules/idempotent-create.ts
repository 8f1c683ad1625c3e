import { createHash } from 'node:crypto';
import { idempotencyKeyHeader, idempotencyKeyHours } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { UnitOfWork } from '../realtime/unit-of-work.ts';
import type { UserPrincipal } from '../policy/principal.ts';
import { ok } from './route-responses.ts';
import { rowsOf } from '../db/rows-of.ts';
import { ApiError } from '../errors/api-error.ts';

/** Who sent a create, on which route, with which key and body. */
export type IdempotentRequest = {
  organizationId: number;
  userId: number;
  /** `METHOD path` of the route, so one key may serve on another route. */
  scope: string;
  /** The `Idempotency-Key` header; without one every request creates. */
  key: string | undefined;
  body: unknown;
};

/** An answer to send: the first one again when `replayed`. */
export type IdempotentAnswer<T, S extends number> = { statusCode: S; body: T; replayed: boolean };

const keyReused = () =>
  new ApiError(
    409,
    'idempotency-key-reused',
    'This Idempotency-Key was already used with another request; send a new key',
  );

/**
 * Runs `create` at most once per key: inside the create's own transaction `db`, it first
 * claims the key (a concurrent request with the same key waits on the row and then finds the
 * answer), then stores the answer beside it. A create that fails rolls the claim back with it,
 * so a retry after a 400 or a 500 runs again. Keys older than {@link idempotencyKeyHours}
 * hours are forgotten. The same key with another body is refused with 409.
 */
export async function idempotentCreate<T, S extends number>(
  db: Db,
  request: IdempotentRequest,
  create: () => Promise<{ statusCode: S; body: T }>,
): Promise<IdempotentAnswer<T, S>> {
  const { key } = request;
  if (key === undefined) return { ...(await create()), replayed: false };
  const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
  await db.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${request.userId}
    AND created_at < now() - make_interval(hours => ${idempotencyKeyHours})`);
  const claimed = await rowsOf(
    db,
    sql`INSERT INTO idempotency_keys (user_id, scope, key, organization_id, request_hash, status_code, response)
      VALUES (${request.userId}, ${request.scope}, ${key}, ${request.organizationId}, ${requestHash}, 0, 'null')
      ON CONFLICT DO NOTHING RETURNING 1`,
  );
  if (claimed.length === 0) {
    const [first] = await rowsOf<{ request_hash: string; status_code: S; response: T }>(
      db,
      sql`SELECT request_hash, status_code, response FROM idempotency_keys
        WHERE user_id = ${request.userId} AND scope = ${request.scope} AND key = ${key}`,
    );
    if (!first || first.request_hash !== requestHash) throw keyReused();
    return { statusCode: first.status_code, body: first.response, replayed: true };
  }
  const answer = await create();
  await db.execute(sql`UPDATE idempotency_keys
    SET status_code = ${answer.statusCode}, response = ${JSON.stringify(answer.body)}::jsonb
    WHERE user_id = ${request.userId} AND scope = ${request.scope} AND key = ${key}`);
  return { ...answer, replayed: false };
}

/**
 * A create route's answer: runs `create` in a unit of work once per `Idempotency-Key` of the
 * caller on this route, and sends 201 with the created record, the first answer again (with
 * `Idempotent-Replayed: true`) for a repeat.
 */
export async function sendIdempotentCreate<T>(
  unitOfWork: UnitOfWork,
  caller: UserPrincipal,
  request: FastifyRequest,
  reply: FastifyReply,
  create: (db: Db) => Promise<T>,
) {
  const key = request.headers[idempotencyKeyHeader];
  const answer = await unitOfWork.run(({ db }) =>
    idempotentCreate(
      db,
      {
        organizationId: caller.organizationId,
        userId: caller.userId,
        scope: `${request.method} ${request.routeOptions.url ?? request.url}`,
        key: typeof key === 'string' ? key : undefined,
        body: request.body,
      },
      async () => ({ statusCode: 201 as const, body: ok(await create(db)) }),
    ),
  );
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
