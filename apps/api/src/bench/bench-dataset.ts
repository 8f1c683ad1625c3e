import { DateTime } from 'luxon';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { benchmarkOrganizationName } from '../seed/large-seed.ts';
import { userPrincipalOf, type UserPrincipal } from '../policy/principal.ts';

/** The benchmark dataset as the API benches read it: its people, product and ranges. */
export type BenchDataset = {
  database: Database;
  runs: number;
  admin: UserPrincipal;
  manager: UserPrincipal;
  closer: UserPrincipal;
  /** The organization's first product. */
  productId: number;
  /**
   * The month of the newest transaction, up to that day, and the three months and the year
   * before that day.
   */
  month: { startDate: string; endDate: string };
  quarter: { startDate: string; endDate: string };
  year: { startDate: string; endDate: string };
};

/**
 * Opens the `--large` seed named by `--data-dir` (or `--database-url` for PostgreSQL; runs from
 * `--runs`, 40 by default).
 * @throws Error when the directory or its benchmark people are missing
 */
export async function openBenchDataset(): Promise<BenchDataset> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      runs: { type: 'string', default: '40' },
    },
  });
  const dataDir = values['data-dir'];
  const databaseUrl = values['database-url'];
  if (!dataDir && !databaseUrl)
    throw new Error('--data-dir <dir> (or --database-url <url>) of a large seed is required');
  const database = await openDatabase({ dataDir: dataDir ?? '', databaseUrl });
  // A dataset seeded before the latest migrations gets them, as the server would at start.
  await migrateDatabase(database);
  const people = await database.query<{
    email: string;
    user_id: number;
    organization_id: number;
    access: number;
    manager_id: number | null;
    is_netrevenue_client: boolean;
  }>(
    `SELECT u.email, u.user_id, u.organization_id, u.access, u.manager_id, u.is_netrevenue_client
     FROM users u JOIN organizations o USING (organization_id)
     WHERE o.name = $1 AND u.email IN ('admin@bench.test', 'manager@bench.test', 'closer@bench.test')`,
    [benchmarkOrganizationName],
  );
  const person = (email: string) => {
    const row = people.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`${email} missing: seed the large dataset first`);
    return userPrincipalOf({
      userId: row.user_id,
      organizationId: row.organization_id,
      access: row.access,
      managerId: row.manager_id,
      isNetrevenueClient: row.is_netrevenue_client,
    });
  };
  const admin = person('admin@bench.test');
  const [product] = await database.query<{ product_id: number }>(
    'SELECT min(product_id) AS product_id FROM products WHERE organization_id = $1',
    [admin.organizationId],
  );
  const [last] = await database.query<{ day: string }>(
    'SELECT max(transaction_date)::text AS day FROM transactions WHERE organization_id = $1',
    [admin.organizationId],
  );
  const end = last?.day ?? '';
  return {
    database,
    runs: Number(values.runs),
    admin,
    manager: person('manager@bench.test'),
    closer: person('closer@bench.test'),
    productId: product?.product_id ?? 0,
    month: { startDate: `${end.slice(0, 7)}-01`, endDate: end },
    quarter: {
      startDate: DateTime.fromISO(end).minus({ months: 3 }).toISODate() ?? end,
      endDate: end,
    },
    year: { startDate: `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`, endDate: end },
  };
}

/**
 * Twenty reps' sign-in addresses, the fixed closer and setter first: a load spread over the
 * people who open their dashboards, as a sales floor does in the morning.
 */
export async function twentyReps(database: Database, organizationId: number): Promise<string[]> {
  const reps = await database.query<{ email: string }>(
    `SELECT email FROM users
     WHERE organization_id = $1 AND access = 4 AND is_active
     ORDER BY email NOT IN ('closer@bench.test', 'setter@bench.test'), user_id
     LIMIT 20`,
    [organizationId],
  );
  return reps.map((rep) => rep.email);
}

/** p50 and p95 in ms of `run`, timed `runs` times after 3 warm-ups. */
export async function timeRuns(
  runs: number,
  run: () => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  for (let warm = 0; warm < 3; warm += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: nearestRank(samples, 50), p95: nearestRank(samples, 95) };
}

/** The `p`th percentile by nearest rank of samples sorted ascending (0 when there are none). */
export function nearestRank(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Runs every case `rounds` times, untimed, before any is timed. A server answering all day is
 * warm; without this the first case timed also pays for the process's JIT and the engine's cold
 * caches (its first twenty calls took 10–47 ms where the same query then takes 3–8 ms).
 */
export async function warmUp(cases: readonly (() => Promise<unknown>)[], rounds = 10) {
  for (let round = 0; round < rounds; round += 1) {
    for (const run of cases) await run();
  }
}
