import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { MetricsScope } from './metrics-scope.ts';
import { peopleCondition } from './scope-filter.ts';

type Counts = { everyone: number; leftOut: number[] };

/**
 * `scope` with its people read the cheaper way. An admin's team narrowed by filters is most
 * often nearly everyone (the default "Active" leaves out only those who left): summing the
 * kept people's rollup rows reads one index range per person (500 people, a month: ~25k rows
 * in each of four tables, and their call pairs), while the organization's rows less those of
 * the people left out read one range plus one per person left out. The people are the same
 * either way (tested in db/metric-rollups.test.ts and cheaper-people.test.ts); one read of the
 * organization's people decides. Per-person readings (a members table) take it back off: see
 * `scopeByPerson`.
 */
export async function cheaperPeople(db: Db, scope: MetricsScope): Promise<MetricsScope> {
  const { people } = scope;
  if (people.kind !== 'people' || people.ledBy !== null) return scope;
  // A NULL (no role against a role filter) is not kept: left out, as the set's own WHERE has it.
  const [counts] = await rowsOf<Counts>(
    db,
    sql`SELECT count(*)::int AS everyone,
        coalesce(array_agg(u.user_id ORDER BY u.user_id)
          FILTER (WHERE NOT coalesce(${peopleCondition(people)}, FALSE)), '{}') AS "leftOut"
      FROM users u WHERE u.organization_id = ${scope.organizationId}`,
  );
  if (!counts) return scope;
  const leftOut = counts.leftOut.map(Number);
  if (leftOut.length >= counts.everyone - leftOut.length) return scope;
  return { ...scope, people: { ...people, leftOut } };
}
