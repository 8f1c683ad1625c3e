import type { DateRange } from '@salesdash/util-period';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPrincipalOf } from '../../policy/principal.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { productDays } from './product-days.ts';
import { cheaperPeople } from './cheaper-people.ts';
import { comparedRanges } from './compared-ranges.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';
import { metricsScopeOf, scopeByPerson, type MetricsScope } from './metrics-scope.ts';
import { boardCover, boardFigureNames, weekCover } from './person-totals.ts';
import { scopeFilter, type ScopeFilter } from './scope-filter.ts';
import { emptyTotals } from './range-totals.ts';
import { personBoard, rangeTotalsBy, type Grouping } from './totals-queries.ts';

/*
 * The two cheaper readings of migration 0012 against the plain one, on the fixture
 * organization with more people left out than it starts with: a set of people read as the
 * organization less those left out, and people read from `person_rollups` (weeks and days),
 * must give the same totals, to the cent and the call.
 */

let t: TestApp;
let f: FixtureOrg;

const today = DateTime.now().setZone('America/New_York').toISODate() ?? '';
const ranges: [string, DateRange][] = [
  ['March', { startDate: '2026-03-01', endDate: '2026-03-31' }],
  ['Feb 25 to Apr 10', { startDate: '2026-02-25', endDate: '2026-04-10' }],
  ['one week', { startDate: '2026-03-09', endDate: '2026-03-15' }],
  // A board reads its ends as their weeks less the days outside (boardCover): Mar 9 and 10 hold
  // a deal and calls.
  ['Wednesday Mar 11 to Saturday Apr 4', { startDate: '2026-03-11', endDate: '2026-04-04' }],
  ['to a week after today', { startDate: '2026-01-01', endDate: today.replace(/-\d\d$/, '-28') }],
];

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  // Someone who left and closed a deal with S setting: their pairs are read back in.
  const leaver = await t.createUser({ organizationName: 'Fixture Sales', managerId: f.m.userId });
  await t.database.query(
    `INSERT INTO transactions (organization_id, user_id, setter_id, product_id, amount_cents, contract_value_cents, transaction_type, transaction_date, transaction_status)
     VALUES ($1, $2, $3, $4, 77700, 77700, 'new', '2026-03-09', 'approved')`,
    [f.admin.organizationId, leaver.userId, f.s.userId, f.p],
  );
  for (const [closer, setter, at, status] of [
    [leaver.userId, f.s.userId, '2026-03-10T15:00:00-04:00', 'taken'],
    [f.c.userId, leaver.userId, '2026-03-11T15:00:00-04:00', 'no_show'],
    [leaver.userId, f.d.userId, '2026-03-12T16:00:00-04:00', 'scheduled'],
    [leaver.userId, null, '2026-03-13T16:00:00-04:00', 'taken'],
  ] as const) {
    await t.database.query(
      `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, call_date, appointment_status)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [f.admin.organizationId, closer, setter, f.q, at, status],
    );
  }
  await t.database.query('UPDATE users SET is_active = false WHERE user_id = ANY($1::int[])', [
    [leaver.userId, f.d.userId],
  ]);
}, 60_000);

afterAll(async () => {
  await t.close();
});

const admin = () =>
  userPrincipalOf({ ...f.admin, access: 2, managerId: null, isNetrevenueClient: false });

const managerM = () =>
  userPrincipalOf({ ...f.m, access: 3, managerId: null, isNetrevenueClient: false });

async function roleNamed(title: string): Promise<number> {
  const [role] = await t.database.query<{ id: number }>(
    'SELECT role_id AS id FROM roles WHERE organization_id = $1 AND role_title = $2',
    [f.admin.organizationId, title],
  );
  return role?.id ?? 0;
}

const closerRole = () => roleNamed('Closer');
const setterRole = () => roleNamed('Setter');

function teamScope(filters: { is_active?: number[]; role?: number[]; product?: number[] }) {
  return metricsScopeOf(admin(), { kind: 'team', filters });
}

/** `scope` read as the organization less the people it leaves out, whether cheaper or not. */
async function asComplement(scope: MetricsScope): Promise<MetricsScope> {
  if (scope.people.kind !== 'people') throw new Error('a set of people only');
  const [row] = await t.database.query<{ ids: number[] }>(
    `SELECT coalesce(array_agg(user_id), '{}') AS ids FROM users
     WHERE organization_id = $1 AND user_id <> ALL($2::int[])`,
    [f.admin.organizationId, await peopleOf(scope)],
  );
  return { ...scope, people: { ...scope.people, leftOut: row?.ids ?? [] } };
}

/** The people of `scope`, as its own filter selects them. */
async function peopleOf(scope: MetricsScope): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql`SELECT ${scopeFilter(scope).people} AS ids`,
  )) as unknown as { rows: { ids: number[] }[] };
  return result.rows[0]?.ids ?? [];
}

/**
 * `scope`'s filter, its people read person by person (`plain`) or, where they are a union of
 * cohorts, from `cohort_rollups` (migration 0018).
 */
function filterOf(scope: MetricsScope, reading: 'plain' | 'cohorts' = 'plain'): ScopeFilter {
  const filter = scopeFilter(scope);
  if (reading === 'cohorts' && !filter.cohorts) throw new Error('not a union of cohorts');
  return reading === 'plain' ? { ...filter, cohorts: null } : filter;
}

async function totals(
  scope: MetricsScope,
  range: DateRange,
  grouping: Grouping,
  reading: 'plain' | 'cohorts' = 'plain',
) {
  const compared = await comparedRanges(t.database.db, f.admin.organizationId, range);
  return Object.fromEntries(
    await rangeTotalsBy(t.database.db, filterOf(scope, reading), compared.bounds, grouping),
  );
}

const days = (read: MetricsScope, range: DateRange, reading: 'plain' | 'cohorts' = 'plain') =>
  productDays(t.database.db, filterOf({ ...read, products: [f.p, f.q] }, reading), range).then(
    (map) => Object.fromEntries(map),
  );

describe('an admin’s filtered team read as the organization less the people left out', () => {
  const filterSets: [string, () => Parameters<typeof teamScope>[0]][] = [
    ['active (two left out)', () => ({ is_active: [1] })],
    ['inactive', () => ({ is_active: [0] })],
    ['active on Course', () => ({ is_active: [1], product: [f.q] })],
    ['active on both products', () => ({ is_active: [1], product: [f.p, f.q] })],
  ];

  it.each(filterSets)('%s: same totals, per product and day', async (_name, filters) => {
    const scope = teamScope(filters());
    const complement = await asComplement(scope);
    expect((await peopleOf(scope)).length).toBeGreaterThan(0);
    for (const [label, range] of ranges) {
      for (const grouping of ['none', 'product'] as const) {
        expect(await totals(complement, range, grouping), label).toEqual(
          await totals(scope, range, grouping),
        );
      }
      expect(await days(complement, range), label).toEqual(await days(scope, range));
    }
  });

  it('is chosen only when fewer people are left out than kept', async () => {
    const active = await cheaperPeople(t.database.db, teamScope({ is_active: [1] }));
    const inactive = (await peopleOf(teamScope({ is_active: [0] }))).sort((a, b) => a - b);
    expect(inactive).toHaveLength(2);
    expect(active.people).toMatchObject({ kind: 'people', leftOut: inactive });
    const inactiveOnly = await cheaperPeople(t.database.db, teamScope({ is_active: [0] }));
    expect(inactiveOnly.people).not.toHaveProperty('leftOut');
    // Person by person, each row is its own person's: no complement.
    expect(scopeByPerson(active).people).not.toHaveProperty('leftOut');
  });
});

describe('a team by role and status alone read from cohort_rollups', () => {
  const filterSets: [string, () => Promise<Parameters<typeof teamScope>[0]>][] = [
    ['closers on both products', async () => ({ role: [await closerRole()], product: [f.p, f.q] })],
    [
      'active closers on Course',
      async () => ({ role: [await closerRole()], is_active: [1], product: [f.q] }),
    ],
    [
      'inactive closers and setters on both products',
      async () => ({
        role: [await closerRole(), await setterRole()],
        is_active: [0],
        product: [f.p, f.q],
      }),
    ],
    ['setters on Course', async () => ({ role: [await setterRole()], product: [f.q] })],
  ];

  it('are read only for a team chosen by role: without one, the complement is cheaper', () => {
    expect(scopeFilter(teamScope({ is_active: [1], product: [f.q] })).cohorts).toBeNull();
    expect(scopeFilter(teamScope({ role: [1], is_active: [1] })).cohorts).toBeNull();
    expect(scopeFilter(teamScope({ role: [1], product: [f.q] })).cohorts).not.toBeNull();
  });

  const same = async (scope: MetricsScope) => {
    for (const [label, range] of ranges) {
      for (const grouping of ['none', 'product'] as const) {
        expect(await totals(scope, range, grouping, 'cohorts'), label).toEqual(
          await totals(scope, range, grouping),
        );
      }
      expect(await days(scope, range, 'cohorts'), label).toEqual(await days(scope, range));
    }
  };

  it.each(filterSets)('%s: same totals and days as person by person', async (_name, filters) => {
    const scope = teamScope(await filters());
    expect((await peopleOf(scope)).length).toBeGreaterThan(0);
    await same(scope);
  });

  it('still after people change role and status, the setter and closer of calls at once', async () => {
    const closer = await closerRole();
    const scope = teamScope({ role: [closer], is_active: [1], product: [f.p, f.q] });
    const before = await peopleOf(scope);
    const moved = [f.c.userId, f.s.userId, f.d.userId];
    const [was] = await t.database.query<{ roles: (number | null)[]; active: boolean[] }>(
      `SELECT array_agg(role_id ORDER BY o) AS roles, array_agg(is_active ORDER BY o) AS active
       FROM unnest($1::int[]) WITH ORDINALITY AS m(id, o) JOIN users ON user_id = m.id`,
      [moved],
    );
    // C (a closer) leaves the role, S (who sets C's calls) joins it, D comes back: one statement.
    await t.database.query(
      `UPDATE users SET
         role_id = CASE WHEN user_id = $1 THEN NULL WHEN user_id = $2 THEN $4 ELSE role_id END,
         is_active = CASE WHEN user_id = $3 THEN true ELSE is_active END
       WHERE user_id = ANY(ARRAY[$1, $2, $3]::int[])`,
      [f.c.userId, f.s.userId, f.d.userId, closer],
    );
    try {
      expect(await peopleOf(scope)).not.toEqual(before);
      await same(scope);
    } finally {
      // Back as they were, through the same trigger.
      await t.database.query(
        `UPDATE users SET role_id = m.role_id, is_active = m.is_active
         FROM unnest($1::int[], $2::int[], $3::boolean[]) AS m(id, role_id, is_active)
         WHERE user_id = m.id`,
        [moved, was?.roles, was?.active],
      );
    }
    expect(await peopleOf(scope)).toEqual(before);
    await same(scope);
  });
});

describe('people read from person_rollups', () => {
  it.each(ranges)('%s: same totals as the day rollups', async (_label, range) => {
    const compared = await comparedRanges(t.database.db, f.admin.organizationId, range);
    const scopes: [string, MetricsScope, Grouping][] = [
      ['everyone, per person', scopeByPerson(teamScope({})), 'person'],
      ['active, per person', scopeByPerson(teamScope({ is_active: [1] })), 'person'],
      ['the inactive, together', teamScope({ is_active: [0] }), 'none'],
      ['the Closers, together', teamScope({ role: [await closerRole()] }), 'none'],
      ["M's team, together", metricsScopeOf(managerM(), { kind: 'team' }), 'none'],
      ['closer C', metricsScopeOf(admin(), { kind: 'user', userId: f.c.userId }), 'none'],
    ];
    for (const [name, scope, grouping] of scopes) {
      const filter = scopeFilter(scope);
      expect(filter.personRollups, name).not.toBeNull();
      const fromWeeks = await rangeTotalsBy(t.database.db, filter, compared.bounds, grouping);
      const fromDays = await rangeTotalsBy(
        t.database.db,
        { ...filter, personRollups: null },
        compared.bounds,
        grouping,
      );
      expect(Object.fromEntries(fromWeeks), name).toEqual(Object.fromEntries(fromDays));
      expect(fromWeeks.size, name).toBeGreaterThan(0);
    }
  });

  it.each(ranges)('%s: a board’s figures as the day rollups sum them', async (_label, range) => {
    const scope = metricsScopeOf(admin(), { kind: 'board' });
    const board = await personBoard(
      t.database.db,
      f.admin.organizationId,
      scopeFilter(scope),
      range,
    );
    const compared = await comparedRanges(t.database.db, f.admin.organizationId, range);
    const fromDays = await rangeTotalsBy(
      t.database.db,
      { ...scopeFilter(scope), personRollups: null },
      compared.bounds,
      'person',
    );
    expect(board.length).toBeGreaterThan(0);
    for (const person of board) {
      const days = fromDays.get(person.user_id)?.current ?? emptyTotals;
      for (const name of boardFigureNames) {
        expect(person.totals[name], `${person.display_name} ${name}`).toBe(days[name]);
      }
    }
  });

  it('covers a board’s range with signed weeks and days, at most four rows at each end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 120 }),
        (offset, length) => {
          const start = DateTime.fromISO('2025-01-01', { zone: 'utc' }).plus({ days: offset });
          const range = {
            startDate: start.toISODate() ?? '',
            endDate: start.plus({ days: length }).toISODate() ?? '',
          };
          const count = new Map<string, number>();
          const spans = boardCover(range);
          let rows = 0;
          for (const { span, sign, startDate, endDate } of spans) {
            const first = DateTime.fromISO(startDate, { zone: 'utc' });
            const last = DateTime.fromISO(endDate, { zone: 'utc' });
            for (let row = first; row <= last; row = row.plus({ days: span })) {
              if (span === 7) expect(row.weekday, startDate).toBe(1);
              rows += 1;
              for (let day = 0; day < span; day += 1) {
                const key = row.plus({ days: day }).toISODate() ?? '';
                count.set(key, (count.get(key) ?? 0) + sign);
              }
            }
          }
          const covered = [...count].filter(([, times]) => times !== 0);
          expect(covered.every(([, times]) => times === 1)).toBe(true);
          expect(covered.map(([day]) => day).sort()).toEqual(
            Array.from({ length: length + 1 }, (_, day) => start.plus({ days: day }).toISODate()),
          );
          // Whole weeks, then at most four rows at each end.
          expect(rows).toBeLessThanOrEqual(Math.floor((length + 1) / 7) + 8);
        },
      ),
    );
  });

  it('covers a range with its whole weeks before today and the days around them', () => {
    // 2026-03-01 is a Sunday, 2026-03-31 a Tuesday.
    expect(weekCover({ startDate: '2026-03-01', endDate: '2026-03-31' }, '2026-11-24')).toEqual({
      weeks: { startDate: '2026-03-02', endDate: '2026-03-23' },
      days: [
        { startDate: '2026-03-01', endDate: '2026-03-01' },
        { startDate: '2026-03-30', endDate: '2026-03-31' },
      ],
    });
    // Today's week and what follows are days: their scheduled calls depend on the clock.
    expect(weekCover({ startDate: '2026-03-02', endDate: '2026-03-31' }, '2026-03-18')).toEqual({
      weeks: { startDate: '2026-03-02', endDate: '2026-03-09' },
      days: [{ startDate: '2026-03-16', endDate: '2026-03-31' }],
    });
    expect(weekCover({ startDate: '2026-03-03', endDate: '2026-03-08' }, '2026-11-24')).toEqual({
      weeks: null,
      days: [{ startDate: '2026-03-03', endDate: '2026-03-08' }],
    });
  });
});
