import { DateTime } from 'luxon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pauseRollupTriggers, rollupTables } from '../db/rollup-maintenance.ts';
import { hashPassword } from '../security/password.ts';
import { earnedSplitsSql, reversalSplitsSql } from '../domain/money/index.ts';
import {
  demoPassword,
  demoProducts,
  demoRoles,
  leadFirstNames,
  leadLastNames,
} from './demo-team.ts';

export type LargeSeedCounts = {
  users: number;
  transactions: number;
  appointments: number;
  outboundRecords: number;
};

/** The benchmark dataset (docs/benchmarks.md#datasets). */
export const benchmarkCounts: LargeSeedCounts = {
  users: 500,
  transactions: 1_000_000,
  appointments: 1_000_000,
  outboundRecords: 2_000_000,
};

export type LargeSeedProgress = {
  phase: string;
  /** Rows (or steps) done in this phase, and the phase's total. */
  done: number;
  total: number;
};

export type LargeSeedOptions = {
  counts?: Partial<LargeSeedCounts>;
  /** End of the 18-month period; defaults to the current time. */
  now?: Date;
  /** Rows per INSERT … SELECT; smaller chunks report progress more often. */
  chunkSize?: number;
  onProgress?: (progress: LargeSeedProgress) => void;
  log?: (line: string) => void;
  /**
   * Keep the big tables' indexes and foreign keys during the load (default: drop and re-create
   * them, which measured faster; see docs/benchmarks.md).
   */
  keepIndexes?: boolean;
};

export type LargeSeedResult = {
  seeded: boolean;
  organizationId: number;
  rows: Record<string, number>;
  milliseconds: number;
};

export const benchmarkOrganizationName = 'Benchmark Sales Co';

const months = 18;
const futureDays = 14;
const bigTables = [
  'transactions',
  'appointments',
  'outbound_records',
  'commission_splits',
] as const;

/** 2^63 − 1: masks a signed 64-bit hash to a non-negative one (abs() overflows on the minimum). */
const mask = '9223372036854775807';

const productCatalog = [
  ...demoProducts.map((product) => ({ name: product.name, priceCents: product.priceCents })),
  { name: 'Closing Academy', priceCents: 500_000 },
  { name: 'Agency Growth Program', priceCents: 1_200_000 },
  { name: 'Offer Lab', priceCents: 250_000 },
  { name: 'Elite Coaching (12 months)', priceCents: 2_400_000 },
  { name: 'Pipeline Sprint', priceCents: 150_000 },
  { name: 'Founder Intensive', priceCents: 1_000_000 },
  { name: 'Content Engine', priceCents: 400_000 },
];

/**
 * Builds the benchmark organization: hundreds of users and millions of rows over 18 months.
 * Rows are generated inside the database with `generate_series` and a deterministic hash of the
 * row number (`hashint8extended`), so nothing crosses the JS/WASM boundary per row and the same
 * counts and `now` always give the same data. Secondary indexes and foreign keys of the big tables
 * are dropped for the load and re-created afterwards (re-adding a foreign key validates it).
 */
export async function seedLargeData(
  database: Database,
  options: LargeSeedOptions = {},
): Promise<LargeSeedResult> {
  const started = Date.now();
  const counts = { ...benchmarkCounts, ...options.counts };
  const chunkSize = options.chunkSize ?? 100_000;
  const progress = options.onProgress ?? (() => undefined);
  const log = options.log ?? (() => undefined);

  const existing = await database.query<{ organization_id: number }>(
    'SELECT organization_id FROM organizations WHERE name = $1',
    [benchmarkOrganizationName],
  );
  if (existing[0])
    return {
      seeded: false,
      organizationId: existing[0].organization_id,
      rows: {},
      milliseconds: 0,
    };

  const now = DateTime.fromJSDate(options.now ?? new Date(), { zone: 'America/New_York' });
  const today = now.startOf('day');
  const start = today.minus({ months });
  const pastDays = Math.round(today.diff(start, 'days').days) + 1;
  const period = { start: start.toISODate() ?? '', pastDays, nowIso: now.toUTC().toISO() ?? '' };

  const passwordHash = await hashPassword(demoPassword);
  const people = await insertPeople(database, counts.users, passwordHash, start);
  const rows: Record<string, number> = { users: counts.users };

  const restore = options.keepIndexes ? undefined : await dropLoadConstraints(database);
  const resumeRollupTriggers = await pauseRollupTriggers(database);
  try {
    const runChunks = async (
      phase: string,
      total: number,
      insert: (from: number, to: number) => Promise<void>,
    ): Promise<void> => {
      const phaseStart = Date.now();
      progress({ phase, done: 0, total });
      for (let from = 1; from <= total; from += chunkSize) {
        const to = Math.min(total, from + chunkSize - 1);
        await insert(from, to);
        progress({ phase, done: to, total });
      }
      log(`${phase}: ${total} rows in ${Date.now() - phaseStart} ms`);
      rows[phase] = total;
    };
    const base = [people.organizationId, people.closers, people.setters, people.products];

    await runChunks('transactions', counts.transactions, (from, to) =>
      database
        .query(transactionsSql, [
          ...base,
          people.prices,
          period.start,
          period.pastDays,
          people.adminId,
          from,
          to,
        ])
        .then(() => undefined),
    );
    await runChunks('appointments', counts.appointments, (from, to) =>
      database
        .query(appointmentsSql, [
          ...base,
          period.start,
          period.pastDays + futureDays,
          period.nowIso,
          from,
          to,
        ])
        .then(() => undefined),
    );
    await runChunks('outbound_records', counts.outboundRecords, (from, to) =>
      database
        .query(outboundSql, [...base, period.start, period.pastDays, period.nowIso, from, to])
        .then(() => undefined),
    );

    const splitStart = Date.now();
    // Fresh tables look empty to the planner until analysed, which turns the split joins into
    // nested loops over a million rows.
    await database.exec('ANALYZE transactions, users, products, product_employees, roles');
    const range = await database.query<{ low: number | null; high: number | null }>(
      'SELECT min(transaction_id) AS low, max(transaction_id) AS high FROM transactions WHERE organization_id = $1',
      [people.organizationId],
    );
    const low = range[0]?.low ?? 0;
    const high = range[0]?.high ?? -1;
    const splitTotal = Math.max(0, high - low + 1);
    progress({ phase: 'commission_splits', done: 0, total: splitTotal });
    for (let from = low; from <= high; from += chunkSize) {
      const to = Math.min(high, from + chunkSize - 1);
      await writeLargeSplits(database, people.organizationId, from, to, today.toISODate() ?? '');
      progress({ phase: 'commission_splits', done: to - low + 1, total: splitTotal });
    }
    const splitCount = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM commission_splits WHERE organization_id = $1',
      [people.organizationId],
    );
    rows['commission_splits'] = splitCount[0]?.count ?? 0;
    log(`commission_splits: ${rows['commission_splits']} rows in ${Date.now() - splitStart} ms`);

    await database.query(adjustmentsSql, [
      people.organizationId,
      people.closers,
      people.setters,
      period.start,
      period.pastDays,
      people.adminId,
    ]);
    await database.query(notificationsSql, [people.organizationId, people.allIds, period.nowIso]);

    // Once, from the records, instead of an upsert per chunk and table: rollups without dead
    // rows, and the load's largest saving (rollup-maintenance.ts).
    const rollupStart = Date.now();
    progress({ phase: 'rollups', done: 0, total: 1 });
    await database.query('SELECT rebuild_metric_rollups($1)', [people.organizationId]);
    progress({ phase: 'rollups', done: 1, total: 1 });
    log(`rollups: rebuilt in ${Date.now() - rollupStart} ms`);
  } finally {
    await resumeRollupTriggers();
    if (restore) {
      const indexStart = Date.now();
      await restore((done, total) => progress({ phase: 'indexes and foreign keys', done, total }));
      log(`indexes and foreign keys: re-created in ${Date.now() - indexStart} ms`);
    }
  }
  const analyzeStart = Date.now();
  await database.exec(`ANALYZE ${bigTables.join(', ')}, users, products, adjustments`);
  // Marks the freshly written rollup pages all-visible, so their reads can be index-only.
  await database.exec(`VACUUM (ANALYZE) ${rollupTables.join(', ')}`);
  log(`analyze and vacuum: ${Date.now() - analyzeStart} ms`);
  return {
    seeded: true,
    organizationId: people.organizationId,
    rows,
    milliseconds: Date.now() - started,
  };
}

type People = {
  organizationId: number;
  adminId: number;
  allIds: number[];
  closers: number[];
  setters: number[];
  products: number[];
  prices: number[];
};

/** Organization, roles, products, users and product teams: small, so plain parameterised SQL. */
async function insertPeople(
  database: Database,
  userCount: number,
  passwordHash: string,
  start: DateTime,
): Promise<People> {
  const createdAt = start.minus({ days: 30 }).toUTC().toISO();
  const [organization] = await database.query<{ organization_id: number }>(
    'INSERT INTO organizations (name, seats, created_at) VALUES ($1, $2, $3) RETURNING organization_id',
    [benchmarkOrganizationName, userCount + 50, createdAt],
  );
  if (!organization) throw new Error('organization insert returned nothing');
  const organizationId = organization.organization_id;
  const roleRows = await database.query<{ role_id: number; role_title: string }>(
    `INSERT INTO roles (organization_id, role_title, commission)
     SELECT $1::int, t, c FROM unnest($2::text[], $3::numeric[]) AS u(t, c) RETURNING role_id, role_title`,
    [organizationId, demoRoles.map((role) => role.title), demoRoles.map((role) => role.commission)],
  );
  const roleId = (title: string): number => {
    const role = roleRows.find((row) => row.role_title === title);
    if (!role) throw new Error(`role ${title} missing`);
    return role.role_id;
  };
  const productRows = await database.query<{ product_id: number; price_cents: string }>(
    `INSERT INTO products (organization_id, name, price_cents, created_at)
     SELECT $1::int, n, p, $4::timestamptz FROM unnest($2::text[], $3::bigint[]) WITH ORDINALITY AS u(n, p, o) ORDER BY o
     RETURNING product_id, price_cents`,
    [
      organizationId,
      productCatalog.map((product) => product.name),
      productCatalog.map((product) => product.priceCents),
      createdAt,
    ],
  );

  // 1 admin, ~4 % managers, then closers and setters about half and half.
  const managers = Math.max(1, Math.round(userCount * 0.04));
  const reps = Math.max(2, userCount - 1 - managers);
  const closerCount = Math.ceil(reps * 0.52);
  type Spec = {
    email: string;
    first: string;
    last: string;
    access: number;
    role: string;
    kind: 'admin' | 'manager' | 'closer' | 'setter';
  };
  const specs: Spec[] = [];
  const name = (index: number): [string, string] => [
    leadFirstNames[index % leadFirstNames.length] ?? 'Alex',
    leadLastNames[Math.floor(index / leadFirstNames.length) % leadLastNames.length] ?? 'Lee',
  ];
  for (let index = 0; index < 1 + managers + reps; index += 1) {
    const [first, last] = name(index);
    const kind =
      index === 0
        ? 'admin'
        : index <= managers
          ? 'manager'
          : index <= managers + closerCount
            ? 'closer'
            : 'setter';
    const fixed =
      { admin: 0, manager: 1, closer: managers + 1, setter: managers + closerCount + 1 }[kind] ===
      index;
    specs.push({
      email: fixed ? `${kind}@bench.test` : `${first}.${last}.${index}@bench.test`.toLowerCase(),
      first,
      last,
      access: kind === 'admin' ? 2 : kind === 'manager' ? 3 : 4,
      role:
        kind === 'admin'
          ? 'Admin'
          : kind === 'manager'
            ? 'Manager'
            : kind === 'setter'
              ? 'Setter'
              : index % 9 === 0
                ? 'Senior Closer'
                : 'Closer',
      kind,
    });
  }
  const userRows = await database.query<{ user_id: number; email: string }>(
    `INSERT INTO users (organization_id, email, first_name, last_name, display_name, access, role_id, password_hash, created_at, updated_at)
     SELECT $1::int, e, f, l, f || ' ' || l, a, r, $7::text, $8::timestamptz, $8::timestamptz
     FROM unnest($2::text[], $3::text[], $4::text[], $5::smallint[], $6::int[]) WITH ORDINALITY AS u(e, f, l, a, r, o) ORDER BY o
     RETURNING user_id, email`,
    [
      organizationId,
      specs.map((spec) => spec.email),
      specs.map((spec) => spec.first),
      specs.map((spec) => spec.last),
      specs.map((spec) => spec.access),
      specs.map((spec) => roleId(spec.role)),
      passwordHash,
      createdAt,
    ],
  );
  const idOf = new Map(userRows.map((row) => [row.email, row.user_id]));
  const ids = specs.map((spec) => idOf.get(spec.email) ?? 0);
  const byKind = (kind: Spec['kind']): number[] =>
    ids.filter((_, index) => specs[index]?.kind === kind);
  const managerIds = byKind('manager');
  const closers = byKind('closer');
  const setters = byKind('setter');
  const repIds = [...closers, ...setters];
  // Reps are spread round-robin over the managers' teams.
  await database.query(
    'UPDATE users SET manager_id = m FROM unnest($1::int[], $2::int[]) AS u(id, m) WHERE user_id = id',
    [repIds, repIds.map((_, index) => managerIds[index % managerIds.length])],
  );
  // Everyone sells every product; every fifth closer is paid as a Senior Closer on one product.
  const productIds = productRows.map((row) => row.product_id);
  const team: [number, number, number, string][] = [];
  for (const [productIndex, productId] of productIds.entries()) {
    for (const [index, userId] of repIds.entries()) {
      const isCloser = index < closers.length;
      const override = isCloser && index % 5 === productIndex % 5 && productIndex < 5;
      const role = override ? 'Senior Closer' : (specs[ids.indexOf(userId)]?.role ?? 'Closer');
      team.push([productId, userId, roleId(role), override ? 'Product Lead' : role]);
    }
  }
  await database.query(
    `INSERT INTO product_employees (product_id, user_id, role_id, title)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[])`,
    [
      team.map((row) => row[0]),
      team.map((row) => row[1]),
      team.map((row) => row[2]),
      team.map((row) => row[3]),
    ],
  );
  return {
    organizationId,
    adminId: ids[0] ?? 0,
    allIds: ids,
    closers,
    setters,
    products: productIds,
    prices: productRows.map((row) => Number(row.price_cents)),
  };
}

type Restore = (onStep: (done: number, total: number) => void) => Promise<void>;

/**
 * Drops the big tables' secondary indexes and foreign keys, returning a function that puts the
 * exact same definitions back (read from the catalog, so it follows future migrations).
 */
async function dropLoadConstraints(database: Database): Promise<Restore> {
  // The rollups' foreign keys too: checked row by row, they took a third of the rebuild.
  const tables = [...bigTables, ...rollupTables].map((table) => `'${table}'`).join(', ');
  const indexes = await database.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname
     JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.schemaname = 'public' AND i.tablename IN (${tables}) AND NOT x.indisprimary`,
  );
  const foreignKeys = await database.query<{
    table_name: string;
    name: string;
    definition: string;
  }>(
    `SELECT cl.relname AS table_name, co.conname AS name, pg_get_constraintdef(co.oid) AS definition
     FROM pg_constraint co JOIN pg_class cl ON cl.oid = co.conrelid
     WHERE co.contype = 'f' AND cl.relname IN (${tables})`,
  );
  for (const key of foreignKeys)
    await database.exec(`ALTER TABLE "${key.table_name}" DROP CONSTRAINT "${key.name}"`);
  for (const index of indexes) await database.exec(`DROP INDEX "${index.name}"`);
  return async (onStep) => {
    const total = indexes.length + foreignKeys.length;
    let done = 0;
    onStep(done, total);
    for (const index of indexes) {
      // Same statement, so the setting reaches the pooled connection that builds the index.
      await database.exec(`SET maintenance_work_mem = '256MB'; ${index.definition}`);
      onStep((done += 1), total);
    }
    for (const key of foreignKeys) {
      await database.exec(
        `ALTER TABLE "${key.table_name}" ADD CONSTRAINT "${key.name}" ${key.definition}`,
      );
      onStep((done += 1), total);
    }
  };
}

const firstNames = `(ARRAY[${leadFirstNames.map((name) => `'${name}'`).join(',')}])`;
const lastNames = `(ARRAY[${leadLastNames.map((name) => `'${name}'`).join(',')}])`;

/**
 * Shared parameters: $1 org, $2 closers int[], $3 setters int[], $4 products int[], $5 prices
 * bigint[], $6 first day (date). h1..h3 are independent 63-bit hashes of the row number; fields
 * take disjoint slices of them so they do not correlate.
 */
const hashes = (salt: number): string =>
  `(hashint8extended(g, ${salt}) & ${mask}) AS h1, (hashint8extended(g, ${salt + 1}) & ${mask}) AS h2, (hashint8extended(g, ${salt + 2}) & ${mask}) AS h3`;

/** $7 past days, $8 admin id, $9..$10 row-number range. */
const transactionsSql = `
INSERT INTO transactions (organization_id, user_id, setter_id, product_id, customer_name, customer_email, amount_cents,
  contract_value_cents, transaction_type, transaction_status, transaction_date, notes, created_by, created_at, updated_at)
SELECT $1::int, ($2::int[])[1 + h1 % cardinality($2::int[])],
  CASE WHEN (h1 >> 20) % 10 < 8 THEN ($3::int[])[1 + (h1 >> 24) % cardinality($3::int[])] END,
  ($4::int[])[p], ${firstNames}[1 + h3 % 40] || ' ' || ${lastNames}[1 + (h3 >> 8) % 40], 'customer' || g || '@example.com',
  CASE WHEN is_new AND full_pay THEN ($5::bigint[])[p] ELSE (($5::bigint[])[p] / 300) * 100 END,
  CASE WHEN is_new THEN ($5::bigint[])[p] ELSE 0 END,
  CASE WHEN is_new THEN 'new' ELSE 'payment_plan' END,
  CASE WHEN s < 86 THEN 'approved' WHEN s < 92 THEN 'pending' WHEN s < 96 THEN 'rejected' ELSE 'refunded' END,
  day, CASE WHEN is_new AND full_pay THEN 'Paid in full' WHEN is_new THEN '3-pay plan, first payment' ELSE 'Instalment' END,
  $8::int, day + make_interval(hours => 17), day + make_interval(hours => 17)
FROM (
  SELECT g, h1, h3, 1 + (h2 % cardinality($4::int[]))::int AS p, ($6::date + ((h2 >> 8) % $7::int)::int) AS day,
    (h2 >> 24) % 100 < 55 AS is_new, (h3 >> 16) % 100 < 40 AS full_pay, ((h3 >> 24) % 100)::int AS s
  FROM (SELECT g, ${hashes(11)} FROM generate_series($9::bigint, $10::bigint) AS g) AS hashed
) AS r`;

/** $1..$4 as above, $5 first day, $6 bookable days (past and 2 weeks ahead), $7 now, $8..$9 row-number range. */
const appointmentsSql = `
INSERT INTO appointments (organization_id, user_id, setter_id, product_id, lead_name, lead_email, call_date,
  appointment_status, created_at, updated_at)
SELECT $1::int, ($2::int[])[1 + h1 % cardinality($2::int[])],
  CASE WHEN (h1 >> 20) % 10 < 9 THEN ($3::int[])[1 + (h1 >> 24) % cardinality($3::int[])] END,
  ($4::int[])[1 + (h2 % cardinality($4::int[]))::int], ${firstNames}[1 + h3 % 40] || ' ' || ${lastNames}[1 + (h3 >> 8) % 40],
  'lead' || g || '@example.com', call_at,
  CASE WHEN call_at > $7::timestamptz THEN 'scheduled'
       WHEN s < 8 THEN 'cancelled' WHEN s < 13 THEN 'rescheduled' WHEN s < 14 THEN 'scheduled'
       WHEN s < 75 THEN 'taken' ELSE 'no_show' END,
  call_at - interval '3 days', LEAST(call_at + interval '45 minutes', $7::timestamptz)
FROM (
  SELECT g, h1, h3, ((h3 >> 24) % 100)::int AS s,
    ($5::date + ((h2 >> 8) % $6::int)::int)::timestamp AT TIME ZONE 'America/New_York'
      + make_interval(mins => (540 + 30 * ((h2 >> 32) % 20))::int) AS call_at, h2
  FROM (SELECT g, ${hashes(21)} FROM generate_series($8::bigint, $9::bigint) AS g) AS hashed
) AS r`;

/** $1..$4 as above, $5 first day, $6 past days, $7 now, $8..$9 row-number range. Setters do 80 % of the outreach. */
const outboundSql = `
INSERT INTO outbound_records (organization_id, user_id, product_id, type, answered, duration_seconds, created_at)
SELECT $1::int, CASE WHEN (h1 >> 40) % 10 < 8 THEN ($3::int[])[1 + h1 % cardinality($3::int[])] ELSE ($2::int[])[1 + h1 % cardinality($2::int[])] END,
  CASE WHEN (h2 >> 50) % 10 = 0 THEN NULL ELSE ($4::int[])[1 + (h2 % cardinality($4::int[]))::int] END,
  CASE WHEN is_call THEN 'call' ELSE 'message' END, answered,
  CASE WHEN answered THEN (20 + (h3 >> 20) % 900)::int ELSE 0 END,
  LEAST(created, $7::timestamptz)
FROM (
  SELECT h1, h2, h3, (h3 % 100) < 40 AS is_call, (h3 % 100) < 13 AS answered,
    ($5::date + ((h2 >> 8) % $6::int)::int)::timestamp AT TIME ZONE 'America/New_York'
      + make_interval(secs => (28800 + (h2 >> 32) % 36000)::double precision) AS created
  FROM (SELECT g, ${hashes(31)} FROM generate_series($8::bigint, $9::bigint) AS g) AS hashed
) AS r`;

/**
 * Splits of one id range of transactions through the money core (modules/commission), set at
 * a time: earned at 18:00 on the deal day, reversed 5–24 days later (never after today).
 */
async function writeLargeSplits(
  database: Database,
  organizationId: number,
  from: number,
  to: number,
  today: string,
): Promise<void> {
  const chunk = sql`t.organization_id = ${organizationId} AND t.transaction_id BETWEEN ${from} AND ${to}`;
  await database.db.execute(
    earnedSplitsSql(sql`
      SELECT t.transaction_id, t.transaction_date + time '18:00' FROM transactions t
      WHERE ${chunk} AND t.transaction_status IN ('approved', 'refunded')`),
  );
  const refundDate = sql`LEAST(t.transaction_date + (5 + t.transaction_id % 20)::int, ${today}::date)`;
  await database.db.execute(
    reversalSplitsSql(sql`
      SELECT t.transaction_id, ${refundDate}, ${refundDate} + time '11:00' FROM transactions t
      WHERE ${chunk} AND t.transaction_status = 'refunded'`),
  );
}

/** $1 org, $2 closers, $3 setters, $4 first day, $5 past days, $6 admin: monthly bonuses and some clawbacks. */
const adjustmentsSql = `
INSERT INTO adjustments (organization_id, user_id, adjustment_date, amount_cents, reason, created_by, created_at)
SELECT $1::int, people.id, $4::date + ((hashint8extended(people.id * 1000 + m, 41) & ${mask}) % $5::int)::int,
  CASE WHEN (hashint8extended(people.id * 1000 + m, 42) & ${mask}) % 10 = 0 THEN -15000 ELSE 25000 END,
  CASE WHEN (hashint8extended(people.id * 1000 + m, 42) & ${mask}) % 10 = 0 THEN 'Clawback: chargeback' ELSE 'Monthly bonus' END,
  $6::int, now()
FROM unnest($2::int[] || $3::int[]) AS people(id)
CROSS JOIN generate_series(1, 18) AS m
WHERE (hashint8extended(people.id * 1000 + m, 43) & ${mask}) % 3 = 0`;

/** $1 org, $2 user ids, $3 now: a handful per user, the older half read. */
const notificationsSql = `
INSERT INTO notifications (organization_id, user_id, type, title, body, link, is_read, created_at)
SELECT $1::int, people.id, 'transaction:approved', 'Commission approved', 'A payment was approved.', '/sales-overview',
  n > 2, $3::timestamptz - make_interval(hours => n * 20)
FROM unnest($2::int[]) AS people(id) CROSS JOIN generate_series(1, 5) AS n`;
