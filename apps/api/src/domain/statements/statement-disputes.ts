import type { StatementDispute } from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, intOrNull, isoInstant, rowsOf } from '../../db/rows-of.ts';
import { allOf } from '../../db/sql-conditions.ts';
import { displayNameSql } from '../display-name-sql.ts';
import { amongPeople } from './month-lines.ts';

type Raw = Record<string, unknown>;

function shown(row: Raw): StatementDispute {
  return {
    dispute_id: Number(row['statement_dispute_id']),
    month: String(row['month']),
    line_key: String(row['line_key']),
    line_explanation: String(row['line_explanation']),
    line_amount: dollars(row['line_amount_cents']),
    user_id: Number(row['user_id']),
    display_name: String(row['display_name']),
    comment: String(row['comment']),
    status: row['status'] as StatementDispute['status'],
    resolution_reason: row['resolution_reason'] == null ? null : String(row['resolution_reason']),
    adjustment_amount:
      row['adjustment_amount_cents'] == null ? null : dollars(row['adjustment_amount_cents']),
    adjustment_id: intOrNull(row['adjustment_id']),
    correction_month: row['correction_month'] == null ? null : String(row['correction_month']),
    created_at: isoInstant(row['created_at']),
    resolved_at: row['resolved_at'] == null ? null : isoInstant(row['resolved_at']),
    resolved_by_name: row['resolved_by_name'] == null ? null : String(row['resolved_by_name']),
  };
}

/**
 * Where a dispute's correction lands: the posted adjustment's month; for an open dispute, the
 * disputed month while it is open, else the month after the organization's latest close (the
 * first open one: closes go in order, so every month before it is closed). `greatest` skips
 * the null of an organization that never closed.
 */
const correctionMonthSql = sql`CASE
    WHEN j.adjustment_id IS NOT NULL THEN to_char(j.adjustment_date, 'YYYY-MM')
    WHEN d.status = 'open' THEN greatest(d.month, (
      SELECT to_char((max(sp.month) || '-01')::date + interval '1 month', 'YYYY-MM')
      FROM statement_periods sp
      WHERE sp.organization_id = d.organization_id AND sp.status = 'closed'))
  END`;

/**
 * Disputes as the contract shows them, with the person's and the resolver's names, the
 * amount of the adjustment an acceptance posted (even if it was removed since: it was posted)
 * and the month its correction lands in.
 */
async function disputesWhere(db: Db, where: SQL, order: SQL): Promise<StatementDispute[]> {
  const rows = await rowsOf<Raw>(
    db,
    sql`SELECT d.*, ${displayNameSql(sql`u`)} AS display_name, ${displayNameSql(sql`r`)} AS resolved_by_name,
        j.amount_cents AS adjustment_amount_cents, ${correctionMonthSql} AS correction_month
      FROM statement_disputes d
      JOIN users u ON u.user_id = d.user_id
      LEFT JOIN users r ON r.user_id = d.resolved_by
      LEFT JOIN adjustments j ON j.adjustment_id = d.adjustment_id
      WHERE ${where}
      ORDER BY ${order}`,
  );
  return rows.map(shown);
}

/** The person's disputes of lines of `month`, oldest first (what their statement shows). */
export function disputesOfStatement(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<StatementDispute[]> {
  return disputesWhere(
    db,
    sql`d.organization_id = ${organizationId} AND d.user_id = ${userId} AND d.month = ${month}`,
    sql`d.created_at, d.statement_dispute_id`,
  );
}

/** The disputes of `month`'s lines of each of `people`, oldest first (their statements show them). */
export async function disputesOfMonth(
  db: Db,
  organizationId: number,
  month: string,
  people: readonly number[],
): Promise<Map<number, StatementDispute[]>> {
  const disputes = await disputesWhere(
    db,
    sql`d.organization_id = ${organizationId} AND d.month = ${month}
      AND ${amongPeople(sql`d.user_id`, people)}`,
    sql`d.created_at, d.statement_dispute_id`,
  );
  const byPerson = new Map<number, StatementDispute[]>();
  for (const dispute of disputes) {
    byPerson.set(dispute.user_id, [...(byPerson.get(dispute.user_id) ?? []), dispute]);
  }
  return byPerson;
}

/** One dispute of the organization, or null. */
export async function disputeById(
  db: Db,
  organizationId: number,
  disputeId: number,
): Promise<StatementDispute | null> {
  const [dispute] = await disputesWhere(
    db,
    sql`d.organization_id = ${organizationId} AND d.statement_dispute_id = ${disputeId}`,
    sql`d.statement_dispute_id`,
  );
  return dispute ?? null;
}

export type DisputeFilter = {
  status: 'open' | 'resolved' | 'all';
  month?: string | undefined;
  /** Only the disputes of this manager's team: the people whose manager_id is them, and theirs. */
  managerId?: number | undefined;
};

/** The organization's disputes as `filter` narrows them, newest first. */
export function disputeList(
  db: Db,
  organizationId: number,
  filter: DisputeFilter,
): Promise<StatementDispute[]> {
  const conditions = [sql`d.organization_id = ${organizationId}`];
  if (filter.status === 'open') conditions.push(sql`d.status = 'open'`);
  if (filter.status === 'resolved') conditions.push(sql`d.status <> 'open'`);
  if (filter.month !== undefined) conditions.push(sql`d.month = ${filter.month}`);
  if (filter.managerId !== undefined) {
    conditions.push(sql`(u.manager_id = ${filter.managerId} OR d.user_id = ${filter.managerId})`);
  }
  return disputesWhere(db, allOf(conditions), sql`d.created_at DESC, d.statement_dispute_id DESC`);
}

/** The ids of the month's open disputes, by person: what a close records on each statement. */
export async function openDisputesOfMonth(
  db: Db,
  organizationId: number,
  month: string,
): Promise<Map<number, number[]>> {
  const rows = await rowsOf<{ user_id: unknown; statement_dispute_id: unknown }>(
    db,
    sql`SELECT user_id, statement_dispute_id FROM statement_disputes
      WHERE organization_id = ${organizationId} AND month = ${month} AND status = 'open'
      ORDER BY statement_dispute_id`,
  );
  const byPerson = new Map<number, number[]>();
  for (const row of rows) {
    const userId = Number(row.user_id);
    byPerson.set(userId, [...(byPerson.get(userId) ?? []), Number(row.statement_dispute_id)]);
  }
  return byPerson;
}
