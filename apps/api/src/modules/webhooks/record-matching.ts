import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { UnmatchedDelivery } from './unmatched-delivery.ts';

export type ExternalRecordType = 'transaction' | 'appointment' | 'outbound';

/** The active person of the organization with this email (any case). */
export async function personByEmail(
  db: Db,
  organizationId: number,
  email: string,
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT user_id AS id FROM users WHERE organization_id = ${organizationId}
      AND lower(email) = lower(${email}) AND is_active LIMIT 1`,
  );
  if (!row) throw new UnmatchedDelivery(`no active person with the email ${email}`);
  return Number(row.id);
}

/** The active product of the organization with this name (any case). */
export async function productByName(db: Db, organizationId: number, name: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT product_id AS id FROM products WHERE organization_id = ${organizationId}
      AND lower(name) = lower(${name.trim()}) AND is_active LIMIT 1`,
  );
  if (!row) throw new UnmatchedDelivery(`no active product named "${name}"`);
  return Number(row.id);
}

/**
 * The record an external id names, locked for this delivery, or null. The unique index on
 * (organization, record type, external id) is the race guard: of two deliveries creating the
 * same id at once, the second fails its insert, rolls back and finds the record when retried.
 */
export async function findExternal(
  db: Db,
  organizationId: number,
  recordType: ExternalRecordType,
  externalId: string,
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT record_id AS id FROM external_ids WHERE organization_id = ${organizationId}
      AND record_type = ${recordType} AND external_id = ${externalId} FOR UPDATE`,
  );
  return row ? Number(row.id) : null;
}

/** Records that `externalId` names `recordId` (written by a webhook). */
export async function rememberExternal(
  db: Db,
  organizationId: number,
  recordType: ExternalRecordType,
  externalId: string,
  recordId: number,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO external_ids (organization_id, record_type, external_id, record_id, source)
      VALUES (${organizationId}, ${recordType}, ${externalId}, ${recordId}, 'webhook')`,
  );
}

/** The organization's calendar day of a moment (a Stripe `created`). */
export async function organizationDayOf(db: Db, organizationId: number, at: Date): Promise<string> {
  const [row] = await rowsOf<{ day: string }>(
    db,
    sql`SELECT to_char(${at.toISOString()}::timestamptz AT TIME ZONE timezone, 'YYYY-MM-DD') AS day
      FROM organizations WHERE organization_id = ${organizationId}`,
  );
  if (!row) throw new Error('the organization is gone');
  return row.day;
}
