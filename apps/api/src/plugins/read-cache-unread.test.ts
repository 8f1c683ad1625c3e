import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureOrg, type FixtureOrg } from '../testing/fixture-org.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { unreadByCachedAnswers } from './read-cache-unread.ts';

/**
 * Proves the tables the read cache ignores for a route are tables its answer never reads: the
 * database's own scan counters (pg_stat_user_tables) around one freshly computed answer of
 * every `readCache` route name every table it read, through any function, trigger or view.
 *
 * On the embedded engine only: the SQL is the same on both engines, but PostgreSQL's server
 * processes report their counts at most once a second, each for itself, so there a route's scans
 * arrive late and another connection's (the fixture's) arrive in its window.
 */
const onPostgres = Boolean(process.env['DATABASE_URL']);

type CachedRoute = { url: string; unread: readonly string[] };
const cachedRoutes: CachedRoute[] = [];

let t: TestApp;
let org: FixtureOrg;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route) => {
        const methods = [route.method].flat();
        if (!methods.includes('GET') || !route.config?.readCache) return;
        cachedRoutes.push({ url: route.url, unread: route.config.readCacheUnread ?? [] });
      },
    },
  );
  org = await buildFixtureOrg(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Scans so far of each table, once this session's pending counts are in the view. */
async function scans(): Promise<Map<string, number>> {
  await t.database.query('SELECT pg_stat_force_next_flush()');
  const rows = await t.database.query<{ table: string; scans: number }>(
    `SELECT relname AS table, (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int AS scans
     FROM pg_stat_user_tables`,
  );
  return new Map(rows.map((row) => [row.table, row.scans]));
}

/** A URL of `route` that answers 200 on the fixture organization (March 2026). */
function sampleOf(route: string): string {
  const path = route
    .replace(':metric', 'totalCash')
    .replace(':id', String(/product/.test(route) ? org.p : org.c.userId));
  const dated = /\/metrics\/|\/leaderboard|history/.test(route);
  return dated ? `${path}?startDate=2026-03-01&endDate=2026-03-31` : path;
}

describe.skipIf(onPostgres)('tables a cached answer is said not to read', () => {
  it('are found: the app has cached routes', () => {
    expect(cachedRoutes.length).toBeGreaterThan(10);
  });

  it('are never scanned by a fresh answer of any cached route', async () => {
    const readByRoute: Record<string, string[]> = {};
    for (const route of cachedRoutes) {
      // Every cache of the organization (answers, boards) starts over: organizations is read
      // by every answer.
      await t.database.query('UPDATE organizations SET name = name WHERE organization_id = $1', [
        org.admin.organizationId,
      ]);
      const before = await scans();
      const response = await t.getAs(org.admin, sampleOf(route.url));
      expect(response.statusCode, `${route.url}: ${response.body.slice(0, 200)}`).toBe(200);
      const after = await scans();
      const read = [...after].filter(([table, n]) => n > (before.get(table) ?? 0));
      readByRoute[route.url] = read.map(([table]) => table);
    }
    const wronglyUnread = Object.fromEntries(
      cachedRoutes.map((route) => [
        route.url,
        (readByRoute[route.url] ?? []).filter((table) =>
          [...unreadByCachedAnswers, ...route.unread].includes(table),
        ),
      ]),
    );
    expect(wronglyUnread).toEqual(Object.fromEntries(cachedRoutes.map((r) => [r.url, []])));
  });
});
