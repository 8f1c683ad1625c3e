import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';

/*
 * The rollup tables (migrations 0008 to 0012) must always equal what the records say. Random
 * sequences of inserts, updates (status, amount, date, product, closer, setter, soft delete),
 * deletes and a timezone change run through the triggers; after each sequence every rollup row
 * equals an aggregate of the records written out here independently of the migrations' SQL.
 */

let database: Database;
let organizationId: number;
const people: number[] = [];
const products: number[] = [];
/** Two sales roles; a deleted one is replaced by a new one (people on it get no role). */
const roles: number[] = [];

let rolesAdded = 0;

async function addRole(): Promise<number> {
  // Titles are unique per organization (migration 0021).
  rolesAdded += 1;
  const [role] = await database.query<{ id: number }>(
    `INSERT INTO roles (organization_id, role_title) VALUES ($1, $2) RETURNING role_id AS id`,
    [organizationId, `Rep ${rolesAdded}`],
  );
  return role?.id ?? 0;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [org] = await database.query<{ id: number }>(
    `INSERT INTO organizations (name, seats, timezone) VALUES ('Rollups', 10, 'America/New_York') RETURNING organization_id AS id`,
  );
  organizationId = org?.id ?? 0;
  roles.push(await addRole(), await addRole());
  for (const name of ['a', 'b', 'c']) {
    const [user] = await database.query<{ id: number }>(
      `INSERT INTO users (organization_id, email, first_name, last_name, display_name, access)
       VALUES ($1, $2, $3, 'Test', $3, 4) RETURNING user_id AS id`,
      [organizationId, `${name}@rollups.test`, name],
    );
    people.push(user?.id ?? 0);
  }
  for (const name of ['P', 'Q']) {
    const [product] = await database.query<{ id: number }>(
      `INSERT INTO products (organization_id, name, price_cents) VALUES ($1, $2, 100000) RETURNING product_id AS id`,
      [organizationId, name],
    );
    products.push(product?.id ?? 0);
  }
}, 60_000);

afterAll(async () => {
  await database.close();
});

const person = fc.integer({ min: 0, max: 2 });
const product = fc.integer({ min: 0, max: 1 });
const day = fc
  .integer({ min: 0, max: 20 })
  .map((offset) => `2026-03-${String(offset + 1).padStart(2, '0')}`);
// Instants around midnight New York and the DST switch of 2026-03-08.
const instant = fc
  .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 47 }))
  .map(([offset, half]) => new Date(Date.UTC(2026, 2, 1 + offset, 0, half * 30)).toISOString());

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('addDeal' as const),
    person,
    product,
    day,
    cents: fc.integer({ min: 0, max: 90_000 }),
    type: fc.constantFrom('new', 'payment_plan'),
    status: fc.constantFrom('pending', 'approved', 'rejected', 'refunded'),
  }),
  fc.record({
    kind: fc.constant('changeDeal' as const),
    pick: fc.nat(),
    status: fc.constantFrom('pending', 'approved', 'rejected', 'refunded'),
    cents: fc.integer({ min: 0, max: 90_000 }),
    day,
    product,
    type: fc.constantFrom('new', 'payment_plan'),
  }),
  fc.record({ kind: fc.constant('softDeleteDeal' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteDeal' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('addSplit' as const),
    pick: fc.nat(),
    person,
    cents: fc.integer({ min: -5_000, max: 5_000 }),
    day,
  }),
  fc.record({
    kind: fc.constant('addCall' as const),
    person,
    setter: fc.option(person),
    product,
    at: instant,
    status: fc.constantFrom('scheduled', 'taken', 'no_show', 'cancelled', 'rescheduled'),
  }),
  fc.record({
    kind: fc.constant('changeCall' as const),
    pick: fc.nat(),
    person,
    product,
    setter: fc.option(person),
    at: instant,
    status: fc.constantFrom('scheduled', 'taken', 'no_show', 'cancelled', 'rescheduled'),
  }),
  fc.record({
    kind: fc.constant('addOutbound' as const),
    person,
    product: fc.option(product),
    at: instant,
    call: fc.boolean(),
    answered: fc.boolean(),
    seconds: fc.integer({ min: 0, max: 900 }),
  }),
  fc.record({ kind: fc.constant('deleteOutbound' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('softDeleteCall' as const), pick: fc.nat() }),
  // People move between cohorts (migration 0018): one person, everyone at once (both sides of
  // their shared calls in one statement), or a role deleted under them.
  fc.record({
    kind: fc.constant('changePerson' as const),
    person,
    role: fc.option(fc.integer({ min: 0, max: 1 })),
    active: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('rotatePeople' as const), active: fc.boolean() }),
  fc.record({ kind: fc.constant('deleteRole' as const), role: fc.integer({ min: 0, max: 1 }) }),
  fc.record({
    kind: fc.constant('timezone' as const),
    zone: fc.constantFrom('America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'UTC'),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** The id of an existing row of `table`, chosen by `pick`, or undefined when there is none. */
async function existing(table: string, id: string, pick: number): Promise<number | undefined> {
  const rows = await database.query<{ id: number }>(
    `SELECT ${id} AS id FROM ${table} WHERE organization_id = $1 ORDER BY 1`,
    [organizationId],
  );
  return rows.length === 0 ? undefined : rows[pick % rows.length]?.id;
}

async function apply(op: Operation): Promise<void> {
  const org = organizationId;
  switch (op.kind) {
    case 'addDeal':
      await database.query(
        `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, contract_value_cents, transaction_type, transaction_status, transaction_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          org,
          people[op.person],
          products[op.product],
          op.cents,
          op.cents * 3,
          op.type,
          op.status,
          op.day,
        ],
      );
      return;
    case 'changeDeal': {
      const id = await existing('transactions', 'transaction_id', op.pick);
      if (id === undefined) return;
      await database.query(
        `UPDATE transactions SET transaction_status = $2, amount_cents = $3, transaction_date = $4, product_id = $5, transaction_type = $6 WHERE transaction_id = $1`,
        [id, op.status, op.cents, op.day, products[op.product], op.type],
      );
      return;
    }
    case 'softDeleteDeal': {
      const id = await existing('transactions', 'transaction_id', op.pick);
      if (id !== undefined)
        await database.query(
          'UPDATE transactions SET deleted_at = now() WHERE transaction_id = $1',
          [id],
        );
      return;
    }
    case 'deleteDeal': {
      const id = await existing('transactions', 'transaction_id', op.pick);
      if (id !== undefined)
        await database.query('DELETE FROM transactions WHERE transaction_id = $1', [id]);
      return;
    }
    case 'addSplit': {
      const id = await existing('transactions', 'transaction_id', op.pick);
      if (id === undefined) return;
      await database.query(
        `INSERT INTO commission_splits (organization_id, transaction_id, user_id, product_id, rate, amount_cents, split_date)
         SELECT organization_id, transaction_id, $2, product_id, 0.1, $3, $4 FROM transactions WHERE transaction_id = $1`,
        [id, people[op.person], op.cents, op.day],
      );
      return;
    }
    case 'addCall':
      await database.query(
        `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, call_date, appointment_status)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          org,
          people[op.person],
          op.setter === null ? null : people[op.setter],
          products[op.product],
          op.at,
          op.status,
        ],
      );
      return;
    case 'changeCall': {
      const id = await existing('appointments', 'appointment_id', op.pick);
      if (id === undefined) return;
      await database.query(
        'UPDATE appointments SET user_id = $2, setter_id = $3, product_id = $4, call_date = $5, appointment_status = $6 WHERE appointment_id = $1',
        [
          id,
          people[op.person],
          op.setter === null ? null : people[op.setter],
          products[op.product],
          op.at,
          op.status,
        ],
      );
      return;
    }
    case 'addOutbound':
      await database.query(
        `INSERT INTO outbound_records (organization_id, user_id, product_id, type, answered, duration_seconds, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          org,
          people[op.person],
          op.product === null ? null : products[op.product],
          op.call ? 'call' : 'message',
          op.call && op.answered,
          op.call ? op.seconds : 0,
          op.at,
        ],
      );
      return;
    case 'softDeleteCall': {
      const id = await existing('appointments', 'appointment_id', op.pick);
      if (id !== undefined)
        await database.query(
          'UPDATE appointments SET deleted_at = now() WHERE appointment_id = $1',
          [id],
        );
      return;
    }
    case 'deleteOutbound': {
      const id = await existing('outbound_records', 'outbound_record_id', op.pick);
      if (id !== undefined)
        await database.query('DELETE FROM outbound_records WHERE outbound_record_id = $1', [id]);
      return;
    }
    case 'changePerson':
      await database.query('UPDATE users SET role_id = $2, is_active = $3 WHERE user_id = $1', [
        people[op.person],
        op.role === null ? null : roles[op.role],
        op.active,
      ]);
      return;
    case 'rotatePeople':
      // Each person takes the next one's role (a person without one, the first one's), and
      // every other person the given status.
      await database.query(
        `UPDATE users u SET
           role_id = coalesce(
             (SELECT v.role_id FROM users v WHERE v.organization_id = $1 AND v.user_id > u.user_id ORDER BY v.user_id LIMIT 1),
             (SELECT v.role_id FROM users v WHERE v.organization_id = $1 ORDER BY v.user_id LIMIT 1)),
           is_active = CASE WHEN u.user_id % 2 = 0 THEN $2 ELSE u.is_active END
         WHERE u.organization_id = $1`,
        [org, op.active],
      );
      return;
    case 'deleteRole':
      await database.query('DELETE FROM roles WHERE role_id = $1', [roles[op.role]]);
      roles[op.role] = await addRole();
      return;
    case 'timezone':
      await database.query('UPDATE organizations SET timezone = $2 WHERE organization_id = $1', [
        org,
        op.zone,
      ]);
  }
}

/**
 * Each rollup table as `user/product/day: figures` lines, and the same computed from the
 * records by a plain per-grain aggregate (one UNION branch per grain, no GROUPING SETS, no
 * deltas), zero rows left out of both.
 */
const grains = [
  ['r.user_id', '0'],
  ['r.user_id', 'r.product_id'],
  ['0', 'r.product_id'],
  ['0', '0'],
] as const;

async function lines(query: string): Promise<string[]> {
  const rows = await database.query<{ line: string }>(query, [organizationId]);
  return rows.map((row) => row.line).sort();
}

function expected(
  records: string,
  figures: string,
  zero: string,
  where: (productColumn: string) => string = () => 'TRUE',
): string {
  const branches = grains.map(
    ([user, productColumn]) =>
      `SELECT ${user} AS u, ${productColumn} AS p, r.day, ${figures} AS f FROM (${records}) r
       WHERE ${where(productColumn)} GROUP BY 1, 2, 3`,
  );
  return `SELECT u || '/' || p || '/' || day || ': ' || f AS line FROM (${branches.join(' UNION ALL ')}) x WHERE f <> '${zero}'`;
}

const org = 'organization_id = $1';
const localDay = (column: string) =>
  `(${column} AT TIME ZONE (SELECT timezone FROM organizations WHERE ${org}))::date`;

async function compareAll(): Promise<void> {
  const deals = await lines(
    `SELECT user_id || '/' || product_id || '/' || day || ': ' || concat_ws(',', new_cents, plan_cents, revenue_cents, new_deals, transactions) AS line FROM deal_rollups WHERE ${org} AND (new_cents, plan_cents, revenue_cents, new_deals, transactions) <> (0,0,0,0,0)`,
  );
  expect(deals).toEqual(
    await lines(
      expected(
        `SELECT user_id, product_id, transaction_date AS day, transaction_type, amount_cents, contract_value_cents FROM transactions WHERE ${org} AND transaction_status = 'approved' AND deleted_at IS NULL`,
        `concat_ws(',', coalesce(sum(r.amount_cents) FILTER (WHERE r.transaction_type = 'new'), 0), coalesce(sum(r.amount_cents) FILTER (WHERE r.transaction_type = 'payment_plan'), 0), coalesce(sum(r.contract_value_cents) FILTER (WHERE r.transaction_type = 'new'), 0), count(*) FILTER (WHERE r.transaction_type = 'new'), count(*))`,
        '0,0,0,0,0',
      ),
    ),
  );

  const statusTypes = ['pending', 'approved', 'rejected', 'refunded'].flatMap((status) =>
    ['new', 'payment_plan'].map((type) => [status, type] as const),
  );
  const counts = await lines(
    `SELECT user_id || '/' || product_id || '/' || day || ': ' || concat_ws(',', pending_new, pending_plan, approved_new, approved_plan, rejected_new, rejected_plan, refunded_new, refunded_plan) AS line FROM transaction_count_rollups WHERE ${org} AND (pending_new, pending_plan, approved_new, approved_plan, rejected_new, rejected_plan, refunded_new, refunded_plan) <> (0,0,0,0,0,0,0,0)`,
  );
  expect(counts).toEqual(
    await lines(
      expected(
        `SELECT user_id, product_id, transaction_date AS day, transaction_status, transaction_type FROM transactions WHERE ${org} AND deleted_at IS NULL`,
        `concat_ws(',', ${statusTypes
          .map(
            ([status, type]) =>
              `count(*) FILTER (WHERE r.transaction_status = '${status}' AND r.transaction_type = '${type}')`,
          )
          .join(', ')})`,
        '0,0,0,0,0,0,0,0',
      ),
    ),
  );

  const commission = await lines(
    `SELECT user_id || '/' || product_id || '/' || day || ': ' || cents AS line FROM commission_rollups WHERE ${org} AND cents <> 0`,
  );
  expect(commission).toEqual(
    await lines(
      expected(
        `SELECT user_id, product_id, split_date AS day, amount_cents FROM commission_splits WHERE ${org}`,
        'sum(r.amount_cents)::text',
        '0',
      ),
    ),
  );

  const outbound = await lines(
    `SELECT user_id || '/' || product_id || '/' || day || ': ' || concat_ws(',', messages, dials, answered, answered_seconds) AS line FROM outbound_rollups WHERE ${org} AND (messages, dials, answered, answered_seconds) <> (0,0,0,0)`,
  );
  expect(outbound).toEqual(
    await lines(
      expected(
        `SELECT user_id, coalesce(product_id, 0) AS product_id, ${localDay('created_at')} AS day, type, answered, duration_seconds FROM outbound_records WHERE ${org}`,
        `concat_ws(',', count(*) FILTER (WHERE r.type = 'message'), count(*) FILTER (WHERE r.type = 'call'), count(*) FILTER (WHERE r.type = 'call' AND r.answered), coalesce(sum(r.duration_seconds) FILTER (WHERE r.type = 'call' AND r.answered), 0))`,
        '0,0,0,0',
        // Records without a product are in no product's grain.
        (productColumn) => (productColumn === '0' ? 'TRUE' : 'r.product_id <> 0'),
      ),
    ),
  );

  const calls = await lines(
    `SELECT user_id || '/' || product_id || '/' || day || ': ' || concat_ws(',', calls, taken, no_show, cancelled, scheduled) AS line FROM call_rollups WHERE ${org} AND (calls, taken, no_show, cancelled, scheduled) <> (0,0,0,0,0)`,
  );
  const callFigures = `concat_ws(',', count(*), count(*) FILTER (WHERE r.appointment_status = 'taken'), count(*) FILTER (WHERE r.appointment_status = 'no_show'), count(*) FILTER (WHERE r.appointment_status = 'cancelled'), count(*) FILTER (WHERE r.appointment_status = 'scheduled'))`;
  const perCall = `SELECT appointment_id, user_id, setter_id, product_id, ${localDay('call_date')} AS day, appointment_status FROM appointments WHERE ${org} AND deleted_at IS NULL`;
  const personal = grains.slice(0, 2).map(
    ([, productColumn]) =>
      // A person's calls: as closer, or as setter of someone else's call.
      `SELECT r.person AS u, ${productColumn} AS p, r.day, ${callFigures} AS f FROM (
         SELECT user_id AS person, * FROM (${perCall}) c
         UNION ALL SELECT setter_id, * FROM (${perCall}) c WHERE setter_id IS NOT NULL AND setter_id <> user_id
       ) r GROUP BY 1, 2, 3`,
  );
  const everyone = grains
    .slice(2)
    .map(
      ([, productColumn]) =>
        `SELECT 0 AS u, ${productColumn} AS p, r.day, ${callFigures} AS f FROM (${perCall}) r GROUP BY 1, 2, 3`,
    );
  expect(calls).toEqual(
    await lines(
      `SELECT u || '/' || p || '/' || day || ': ' || f AS line FROM (${[...personal, ...everyone].join(' UNION ALL ')}) x WHERE f <> '0,0,0,0,0'`,
    ),
  );

  const pairs = await lines(
    `SELECT closer_id || '>' || setter_id || '/' || product_id || '/' || day || ': ' || concat_ws(',', calls, taken, no_show, cancelled, scheduled) AS line FROM call_pair_rollups WHERE ${org} AND (calls, taken, no_show, cancelled, scheduled) <> (0,0,0,0,0)`,
  );
  const pairGrains = ['r.product_id', '0'].map(
    (productColumn) =>
      `SELECT r.user_id || '>' || r.setter_id AS u, ${productColumn} AS p, r.day, ${callFigures} AS f
       FROM (${perCall}) r WHERE r.setter_id <> r.user_id GROUP BY 1, 2, 3`,
  );
  expect(pairs).toEqual(
    await lines(
      `SELECT u || '/' || p || '/' || day || ': ' || f AS line FROM (${pairGrains.join(' UNION ALL ')}) x WHERE f <> '0,0,0,0,0'`,
    ),
  );
  await compareTeams(perCall, callFigures);
  await comparePeople();
  await compareCohorts();
}

/**
 * `cohort_rollups` (migration 0018) equals the day rollups' (person, product) rows summed per
 * product, day and the cohort (role, status) each person is in now, and
 * `cohort_call_pair_rollups` the call pairs' product rows summed per both sides' cohorts.
 */
async function compareCohorts(): Promise<void> {
  const targets = wideTargets;
  const zeros = targets.map(() => '0').join(',');
  const kept = await lines(
    `SELECT product_id || '/' || day || '/' || role_id || '/' || is_active || ': ' || concat_ws(',', ${targets.join(', ')}) AS line
     FROM cohort_rollups WHERE ${org} AND (${targets.join(', ')}) <> (${zeros})`,
  );
  const dayRows = wideDayRows('user_id <> 0 AND product_id <> 0');
  const sums = `concat_ws(',', ${targets.map((target) => `sum(${target})`).join(', ')})`;
  expect(kept).toEqual(
    await lines(
      `SELECT product_id || '/' || day || '/' || role || '/' || is_active || ': ' || f AS line FROM (
         SELECT d.product_id, d.day, coalesce(u.role_id, 0) AS role, u.is_active, ${sums} AS f
         FROM (${dayRows}) d JOIN users u USING (user_id) GROUP BY 1, 2, 3, 4
       ) x WHERE f <> '${zeros}'`,
    ),
  );
  const callSums = `concat_ws(',', sum(calls), sum(taken), sum(no_show), sum(cancelled), sum(scheduled))`;
  const keptPairs = await lines(
    `SELECT product_id || '/' || day || '/' || closer_role_id || closer_active || '>' || setter_role_id || setter_active || ': ' || ${callSums} AS line
     FROM cohort_call_pair_rollups WHERE ${org}
     GROUP BY product_id, day, closer_role_id, closer_active, setter_role_id, setter_active
     HAVING ${callSums} <> '0,0,0,0,0'`,
  );
  expect(keptPairs).toEqual(
    await lines(
      `SELECT q.product_id || '/' || q.day || '/' || coalesce(c.role_id, 0) || c.is_active || '>' || coalesce(s.role_id, 0) || s.is_active || ': ' || ${callSums} AS line
       FROM call_pair_rollups q JOIN users c ON c.user_id = q.closer_id JOIN users s ON s.user_id = q.setter_id
       WHERE q.${org} AND q.product_id <> 0
       GROUP BY q.product_id, q.day, c.role_id, c.is_active, s.role_id, s.is_active
       HAVING ${callSums} <> '0,0,0,0,0'`,
    ),
  );
}

/** Each day rollup's figures and their columns in `person_rollups`. */
const personFigures = [
  ['deal_rollups', ['new_cents', 'plan_cents', 'revenue_cents', 'new_deals', 'transactions']],
  ['commission_rollups', ['cents AS commission_cents']],
  ['call_rollups', ['calls', 'taken', 'no_show', 'cancelled', 'scheduled']],
  ['outbound_rollups', ['messages', 'dials', 'answered', 'answered_seconds']],
] as const;

/** The wide rows' figure columns (person_rollups, cohort_rollups), in order. */
const wideTargets = personFigures.flatMap(([, figures]) =>
  figures.map((figure) => figure.split(' AS ').at(-1) ?? figure),
);

/**
 * Every day rollup's rows of `grain` (e.g. `user_id <> 0 AND product_id = 0`) as wide rows:
 * `user_id, product_id, day` and every figure of {@link wideTargets}, 0 where the table has none.
 */
function wideDayRows(grain: string): string {
  return personFigures
    .map(([table, figures]) => {
      const own = new Set(figures.map((figure) => figure.split(' AS ').at(-1)));
      const columns = personFigures.flatMap(([, all]) =>
        all.map((figure) => {
          const target = figure.split(' AS ').at(-1) ?? figure;
          return own.has(target) ? `${figure.split(' AS ')[0]} AS ${target}` : `0 AS ${target}`;
        }),
      );
      return `SELECT user_id, product_id, day, ${columns.join(', ')} FROM ${table} WHERE ${org} AND ${grain}`;
    })
    .join(' UNION ALL ');
}

/**
 * `person_rollups` (migration 0012) equals the day rollups' (person, 0) rows summed per day and
 * per week (Monday to Sunday, counted here from the ISO weekday, not by date_trunc).
 */
async function comparePeople(): Promise<void> {
  const targets = wideTargets;
  const zeros = targets.map(() => '0').join(',');
  const kept = await lines(
    `SELECT user_id || '/' || span || '/' || start || ': ' || concat_ws(',', ${targets.join(', ')}) AS line
     FROM person_rollups WHERE ${org} AND (${targets.join(', ')}) <> (${zeros})`,
  );
  const dayRows = wideDayRows('user_id <> 0 AND product_id = 0');
  const sums = `concat_ws(',', ${targets.map((target) => `sum(${target})`).join(', ')})`;
  expect(kept).toEqual(
    await lines(
      `SELECT user_id || '/' || span || '/' || start || ': ' || f AS line FROM (
         SELECT user_id, 1 AS span, day AS start, ${sums} AS f FROM (${dayRows}) d GROUP BY 1, 2, 3
         UNION ALL
         SELECT user_id, 7, day - (extract(isodow FROM day)::int - 1), ${sums}
         FROM (${dayRows}) d GROUP BY 1, 2, 3
       ) x WHERE f <> '${zeros}'`,
    ),
  );
}

/**
 * For every team the three people can form: its people's call rows minus its pairs equal its
 * calls counted once each (closer or setter in the team), per product grain and day, which is
 * how the metrics read a manager's team.
 */
async function compareTeams(perCall: string, callFigures: string): Promise<void> {
  const figures = (sign: string) =>
    ['calls', 'taken', 'no_show', 'cancelled', 'scheduled'].map((c) => `${sign}${c}`).join(', ');
  for (let mask = 1; mask < 1 << people.length; mask += 1) {
    const team = `ARRAY[${people.filter((_, index) => mask & (1 << index)).join(',')}]`;
    const fromRollups = await lines(
      `SELECT product_id || '/' || day || ': ' || concat_ws(',', sum(calls), sum(taken), sum(no_show), sum(cancelled), sum(scheduled)) AS line
       FROM (
         SELECT product_id, day, ${figures('')} FROM call_rollups WHERE ${org} AND user_id = ANY(${team})
         UNION ALL
         SELECT product_id, day, ${figures('-')} FROM call_pair_rollups
           WHERE ${org} AND closer_id = ANY(${team}) AND setter_id = ANY(${team})
       ) x GROUP BY product_id, day
       HAVING (sum(calls), sum(taken), sum(no_show), sum(cancelled), sum(scheduled)) <> (0, 0, 0, 0, 0)`,
    );
    const counted = ['r.product_id', '0'].map(
      (productColumn) =>
        `SELECT ${productColumn} AS p, r.day, ${callFigures} AS f FROM (${perCall}) r
         WHERE r.user_id = ANY(${team}) OR r.setter_id = ANY(${team}) GROUP BY 1, 2`,
    );
    const countedLines = await lines(
      `SELECT p || '/' || day || ': ' || f AS line FROM (${counted.join(' UNION ALL ')}) x`,
    );
    expect(fromRollups, `team ${team}`).toEqual(countedLines);
    // The same team read as the organization minus the people it leaves out (scope-filter.ts):
    // the everyone rows, less the others' rows, plus the pairs with another on either side.
    const others = `ARRAY[${people.filter((_, index) => !(mask & (1 << index))).join(',') || 'NULL'}]::int[]`;
    const complement = await lines(
      `SELECT product_id || '/' || day || ': ' || concat_ws(',', sum(calls), sum(taken), sum(no_show), sum(cancelled), sum(scheduled)) AS line
       FROM (
         SELECT product_id, day, ${figures('')} FROM call_rollups WHERE ${org} AND user_id = 0
         UNION ALL
         SELECT product_id, day, ${figures('-')} FROM call_rollups WHERE ${org} AND user_id = ANY(${others})
         UNION ALL
         SELECT product_id, day, ${figures('')} FROM call_pair_rollups
           WHERE ${org} AND (closer_id = ANY(${others}) OR setter_id = ANY(${others}))
       ) x GROUP BY product_id, day
       HAVING (sum(calls), sum(taken), sum(no_show), sum(cancelled), sum(scheduled)) <> (0, 0, 0, 0, 0)`,
    );
    expect(complement, `team ${team} as the organization minus ${others}`).toEqual(countedLines);
  }
}

describe('metric rollups', () => {
  it('equal the records after any sequence of writes', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        for (const op of operations) await apply(op);
        await compareAll();
      }),
      { numRuns: 25, seed: 20261124 },
    );
  });

  it('rebuild_metric_rollups gives back the same rows', async () => {
    const callLines = `SELECT 'c' || user_id || '/' || product_id || '/' || day || ': ' || calls AS line FROM call_rollups WHERE ${org} AND calls <> 0
      UNION ALL SELECT 'p' || closer_id || '>' || setter_id || '/' || product_id || '/' || day || ': ' || calls FROM call_pair_rollups WHERE ${org} AND calls <> 0`;
    const before = await lines(callLines);
    expect(before.some((line) => line.startsWith('p'))).toBe(true);
    await database.query('SELECT rebuild_metric_rollups($1)', [organizationId]);
    await compareAll();
    expect(await lines(callLines)).toEqual(before);
  });
});
