import { isIsoDate } from '@salesdash/api-contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';
import { signAccessToken } from '../security/access-token.ts';
import { testJwtSecret } from '../testing/build-test-app.ts';
import { fuzzOperations, type FuzzOperation } from './input-fuzz.ts';
import { fuzzCases, runFuzzCase } from './schema-fuzz.ts';

/*
 * The fuzz must catch what it exists for. Deliberately broken routes, added only here: one
 * lets an unbounded number reach an integer column (a 500), one refuses input without naming
 * the field, one answers an error outside the envelope, and two let real calendar dates the
 * database cannot take reach it (year 0000, an offset past ±15:59: issue 26).
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
      '/api/__fuzz/days',
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
});
