// `tsx apps/api/src/bench/bench-facts.ts --data-dir <dir>` (or `--database-url <url>`): what the
// HTTP bench (tools/bench/http-large.ts) needs to know of a `--large` seed before the server
// opens it (PGlite has one process at a time): its ranges, its first product, the Closer role
// and twenty people to sign in as. Prints one `bench facts: {…}` line.
import { openBenchDataset, twentyReps } from './bench-dataset.ts';

const { database, admin, manager, closer, productId, month, quarter, year } =
  await openBenchDataset();
const [closerRole] = await database.query<{ role_id: number }>(
  "SELECT role_id FROM roles WHERE organization_id = $1 AND role_title = 'Closer'",
  [admin.organizationId],
);
const reps = await twentyReps(database, admin.organizationId);
const facts = {
  organizationId: admin.organizationId,
  productId,
  closerRoleId: closerRole?.role_id ?? null,
  adminId: admin.userId,
  managerId: manager.userId,
  closerId: closer.userId,
  reps,
  month,
  quarter,
  year,
};
process.stdout.write(`bench facts: ${JSON.stringify(facts)}\n`);
await database.close();
