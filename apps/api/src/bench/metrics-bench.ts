// `npm run bench:metrics -- --data-dir <dir>`: p50/p95 of the metrics service on the
// benchmark dataset (`npm run seed -- --large --data-dir <dir>`), in process on the embedded
// engine, for one user and one product (as the manager and as the admin), a month and a year.
// Timings are wall-clock on this machine: compare runs on the same machine only.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { benchmarkOrganizationName } from '../db/seed/large-seed.ts';
import { createMetricsService } from '../modules/metrics/service.ts';
import type { ScopeSubject } from '../modules/metrics/metrics-scope.ts';
import { userPrincipalOf } from '../policy/principal.ts';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '40' } },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir <dir> of a large seed is required');
const runs = Number(values.runs);

const database = await openDatabase({ dataDir });
const service = createMetricsService(database);
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
const manager = person('manager@bench.test');
const closer = person('closer@bench.test');
const [product] = await database.query<{ product_id: number }>(
  'SELECT min(product_id) AS product_id FROM products WHERE organization_id = $1',
  [admin.organizationId],
);
const productId = product?.product_id ?? 0;
const [last] = await database.query<{ day: string }>(
  'SELECT max(transaction_date)::text AS day FROM transactions WHERE organization_id = $1',
  [admin.organizationId],
);
const end = last?.day ?? '';
const month = { startDate: `${end.slice(0, 7)}-01`, endDate: end };
const year = { startDate: `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`, endDate: end };

const cases: [string, typeof admin, ScopeSubject][] = [
  ['user (closer)', admin, { kind: 'user', userId: closer.userId }],
  ['product as manager (team)', manager, { kind: 'product', productId }],
  ['product as admin (organization)', admin, { kind: 'product', productId }],
];
process.stdout.write(
  `| metrics (${runs} runs, after 3 warm-ups) | range | p50 | p95 |\n| --- | --- | --- | --- |\n`,
);
for (const [label, viewer, subject] of cases) {
  for (const [name, range] of [
    ['month', month],
    ['year', year],
  ] as const) {
    for (let warm = 0; warm < 3; warm += 1) await service.metrics(viewer, subject, range);
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await service.metrics(viewer, subject, range);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const at = (p: number) => samples[Math.ceil((p / 100) * samples.length) - 1] ?? 0;
    process.stdout.write(
      `| ${label} | ${name} ${range.startDate}…${range.endDate} | ${at(50).toFixed(1)} ms | ${at(95).toFixed(1)} ms |\n`,
    );
  }
}
await database.close();
