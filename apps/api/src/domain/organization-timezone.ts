import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { organizations } from '../db/schema/index.ts';
import { notFound } from '../errors/api-error.ts';

/**
 * The organization's IANA timezone, in which its date ranges are calendar days
 * (docs/product-rules.md#dates-periods-and-ranges).
 */
export async function organizationTimezone(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.organizationId, organizationId));
  if (!row) throw notFound();
  return row.timezone;
}

/** The organization's today, a `date` in its timezone: the latest day a deal may have. */
export const organizationTodaySql = (organizationId: number): SQL =>
  sql`(SELECT (now() AT TIME ZONE o.timezone)::date FROM organizations o
    WHERE o.organization_id = ${organizationId})`;

/** The organization's today as `YYYY-MM-DD`: the day a change dated "from today" takes effect. */
export async function organizationToday(db: Db, organizationId: number): Promise<string> {
  const [row] = await rowsOf<{ today: string | null }>(
    db,
    sql`SELECT ${organizationTodaySql(organizationId)}::text AS today`,
  );
  const today = row?.today;
  if (!today) throw notFound();
  return today;
}
