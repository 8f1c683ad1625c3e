import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import { notFound } from '../errors/api-error.ts';

/** The organization's IANA timezone, in which its date ranges are calendar days (domain §4). */
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
