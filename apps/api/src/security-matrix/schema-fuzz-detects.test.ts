import { isIsoDate } from '@salesdash/api-contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, fieldError } from '../errors/api-error.ts';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';
import { signAccessToken } from '../security/access-token.ts';
import { testJwtSecret } from '../testing/build-test-app.ts';
import { watchLiveness } from '../testing/liveness-watch.ts';
import { fuzzOperations, type FuzzOperation } from './input-fuzz.ts';
import { fuzzCases, hostileCases, runFuzzCase } from './schema-fuzz.ts';

/*
 * The fuzz must catch what it exists for. Deliberately broken routes, added only here: one
 * lets an unbounded number reach an integer column (a 500), one refuses input without naming
 * the field, one answers an error outside the envelope, and two let real calendar dates the
 * database cannot take reach it (year 0000, an offset past ±15:59). Three fail the
 * hostile bodies: one parses JSON its own way and walks it recursively (a stack overflow), one
 * sends uploaded bytes to a text column (a 500), one takes any bytes and holds the event loop.
 */

const brokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/__fuzz/overflow',
    { schema: { body: z.object({ amount: z.number().int().min(0) }) } },
    async (request) => {
      const [row] = await app.db.query<{ n: number }>('SELECT $1::int AS n', [request.body.amount]);
      return { n: row?.n };
    },
  );
  app.get(
    '/api/__fuzz/unnamed',
    { schema: { querystring: z.object({ q: z.string().max(50).optional() }) } },
    async (request) => {
      if (/[^\x20-\x7e]/.test(request.query.q ?? '')) {
        throw new ApiError(400, 'validation-error', 'Only plain letters, please');
      }
      return { ok: true };
    },
  );
  const day = z.string().refine(isIsoDate, 'Invalid ISO 8601 date');
  app.get(
    '/api/__fuzz/days',
    { schema: { querystring: z.object({ startDate: day, endDate: day }) } },
    async (request) => {
      const { startDate, endDate } = request.query;
      await app.db.query('SELECT $1::date, $2::date', [startDate, endDate]);
      return { ok: true };
    },
  );
  app.post(
    '/api/__fuzz/instant',
    { schema: { body: z.object({ at: z.string().datetime({ offset: true }) }) } },
    async (request) => {
      await app.db.query('SELECT $1::timestamptz', [request.body.at]);
      return { ok: true };
    },
  );
  app.get(
    '/api/__fuzz/plain/:id',
    { schema: { params: z.object({ id: z.string().max(20) }) } },
    async (_request, reply) => reply.status(404).type('text/plain').send('no such thing'),
  );
  // JSON parsed without the app's depth limit, then walked recursively.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(fieldError('body', 'is not JSON'), undefined);
        }
      },
    );
    const depth = (value: unknown): number =>
      typeof value === 'object' && value !== null
        ? Object.values(value).reduce<number>((most, item) => Math.max(most, depth(item) + 1), 1)
        : 0;
    scope.addHook('preValidation', async (request) => {
      request.log.debug({ depth: depth(request.body) }, 'body depth');
    });
    scope.post(
      '/api/__fuzz/deep',
      { schema: { body: z.object({ note: z.string().max(50) }) } },
      async () => ({ ok: true }),
    );
  });
  // Any bytes taken, up to 8 MiB.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 8 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    // Stored as text: PostgreSQL refuses the NUL bytes of random data (a 500).
    scope.post('/api/__fuzz/blob', async (request) => {
      if (!Buffer.isBuffer(request.body)) return { ok: true };
      await app.db.query('SELECT $1::text', [request.body.toString('utf8')]);
      return { ok: true };
    });
    // Accepted (a 200 to random bytes), after holding the event loop for 700 ms.
    scope.post('/api/__fuzz/busy', async (request) => {
      if (!Buffer.isBuffer(request.body)) return { ok: true };
      const until = performance.now() + 700;
      let spins = 0;
      while (performance.now() < until) spins += 1;
      return { ok: spins > 0 };
    });
  });
};

let t: TestApp;
let admin: TestUser;
let operations: FuzzOperation[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { extraRoutes: (app) => void app.register(brokenRoutes) });
  admin = await t.createUser({ access: 2 });
  const document = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  operations = fuzzOperations(document.json()).filter((operation) =>
    operation.path.startsWith('/api/__fuzz/'),
  );
});

afterAll(async () => {
  await t.close();
});

describe('the schema fuzz on deliberately broken routes', () => {
  it('reports the 500, the 400 naming no field, and the error outside the envelope', async () => {
    expect(operations.map((operation) => operation.path).sort()).toEqual([
      '/api/__fuzz/blob',
      '/api/__fuzz/busy',
      '/api/__fuzz/days',
      '/api/__fuzz/deep',
      '/api/__fuzz/instant',
      '/api/__fuzz/overflow',
      '/api/__fuzz/plain/{id}',
      '/api/__fuzz/unnamed',
    ]);
    const headers = { authorization: `Bearer ${await signAccessToken(admin, testJwtSecret)}` };
    const failures: string[] = [];
    for (const operation of operations) {
      for (const fuzz of fuzzCases(operation, {
        seed: 20_261_123,
        perCaller: 24,
        ids: [1],
        callers: ['admin'],
      })) {
        const failure = await runFuzzCase(t.app, operation, fuzz, headers);
        if (failure) failures.push(failure);
      }
    }
    const report = failures.join('\n');
    expect(report).toMatch(/^POST \/api\/__fuzz\/overflow .* → 500: /m);
    expect(report).toMatch(
      /^GET \/api\/__fuzz\/unnamed .* → 400 naming no field of the operation/m,
    );
    expect(report).toMatch(/^GET \/api\/__fuzz\/plain\/\{id\} .* → 404 not JSON/m);
    expect(report).toMatch(/^GET \/api\/__fuzz\/days .*the date 0000-01-01 → 500: /m);
    expect(report).toMatch(/^POST \/api\/__fuzz\/instant .* → 500: /m);
  });

  it('reports the 500s to hostile bodies, a 200 to random bytes, and the server stopping', async () => {
    const headers = { authorization: `Bearer ${await signAccessToken(admin, testJwtSecret)}` };
    const failures: string[] = [];
    const watch = watchLiveness(t.app);
    for (const operation of operations) {
      for (const fuzz of hostileCases(operation, { seed: 20_261_123, ids: [1], caller: 'admin' })) {
        const failure = await runFuzzCase(t.app, operation, fuzz, headers);
        if (failure) failures.push(failure);
      }
    }
    const { worstGapMs } = await watch.stop();
    const report = failures.join('\n');
    expect(report).toMatch(/^POST \/api\/__fuzz\/deep .*10000 nested arrays → 500: /m);
    expect(report).toMatch(
      /^POST \/api\/__fuzz\/blob .*random bytes as application\/octet-stream → 500: /m,
    );
    expect(report).toMatch(
      /^POST \/api\/__fuzz\/busy .*random bytes as application\/octet-stream → 200: accepted random bytes/m,
    );
    // The busy route held everyone for 700 ms: the watch of /health/live saw it.
    expect(worstGapMs).toBeGreaterThan(600);
  });
});
