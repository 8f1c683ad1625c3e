import { shareTokenHeader, type ShareType } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPrincipal } from '../policy/principal.ts';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';

// A share-token read is authorized by one query: the link with its creator and the record it
// names. Before, it took four (the link, the record again, the link again and its creator).

let t: TestApp;
let manager: TestUser;
let rep: TestUser;
let productId = 0;
const queries: string[] = [];
const november = { startDate: '2026-11-01', endDate: '2026-11-30' };

/** Counts every statement the app sends, whichever engine runs (drizzle's `$client`). */
function countQueries(app: TestApp): void {
  const client = (
    app.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
  ).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    // PGlite gets the SQL text; node-postgres a query config `{ text, values }`.
    const [sent] = args as [string | { text?: string }];
    queries.push(typeof sent === 'string' ? sent : (sent.text ?? ''));
    return query(...args);
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const acme = { organizationName: 'Acme' };
  manager = await t.createUser({ ...acme, access: 3 });
  rep = await t.createUser({ ...acme, managerId: manager.userId });
  const [product] = await t.database.query<{ product_id: number }>(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id",
    [rep.organizationId],
  );
  productId = product?.product_id ?? 0;
  countQueries(t);
});

afterAll(() => t.close());

/** Queries the metrics service itself runs for this dashboard, without any authorization. */
async function metricQueries(kind: ShareType): Promise<number> {
  const before = queries.length;
  const viewer: UserPrincipal = {
    kind: 'user',
    userId: manager.userId,
    organizationId: manager.organizationId,
    access: 3,
    managerId: null,
    isNetrevenueClient: true,
  };
  const subject =
    kind === 'employee'
      ? ({ kind: 'user', userId: rep.userId } as const)
      : ({ kind: 'product', productId } as const);
  await t.app.metricsService.metrics(viewer, subject, november);
  return queries.length - before;
}

describe('a share-token dashboard read', () => {
  it.each<[ShareType, () => string]>([
    ['employee', () => `/api/metrics/users/${rep.userId}`],
    ['product', () => `/api/metrics/products/${productId}`],
  ])('of a %s link runs one authorization query before the metrics', async (type, url) => {
    const token = await t.shareToken(manager, type, type === 'employee' ? rep.userId : productId);
    const metrics = await metricQueries(type);
    const before = queries.length;
    const response = await t.app.inject({
      method: 'GET',
      url: url(),
      query: november,
      headers: { [shareTokenHeader]: token },
    });
    expect(response.statusCode).toBe(200);
    const run = queries.slice(before);
    expect(run).toHaveLength(metrics + 1);
    expect(run.filter((text) => /"shares"/.test(text))).toHaveLength(1);
  });
});
