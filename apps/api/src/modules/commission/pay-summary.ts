import {
  maxListedPendingCommissions,
  payRateSources,
  type CommissionSummary,
  type PayRate,
  type PendingCommission,
  type RoleAssignment,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/api-error.ts';
import { organizationTodaySql } from '../../domain/organization-timezone.ts';
import { dollars, intOrNull, isoDay, isoInstant, rowsOf } from '../../db/rows-of.ts';
import { toTransactionRow, transactionColumnsSql } from '../sales-lists/transaction-columns.ts';
import { displayNameOf } from '../users/display-name-of.ts';
import { payeesSql, splitCentsSql, payRateSql, roleRateSql } from '../../domain/money/index.ts';

type Raw = Record<string, unknown>;

/** The rate that would pay the person on a deal dated today: by default, then per active product. */
async function ratesToday(db: Db, organizationId: number, userId: number): Promise<PayRate[]> {
  const rows = await rowsOf<Raw>(
    db,
    sql`SELECT p.product_id, p.name AS product_name, pay.role_id, r.role_title,
        pay.commission::text AS commission, pay.rank, pay.effective_from::text AS effective_from
      FROM (
        SELECT NULL::int AS product_id, NULL::text AS name, 0 AS position
        UNION ALL
        SELECT product_id, name, 1 FROM products WHERE organization_id = ${organizationId} AND is_active
      ) AS p
      CROSS JOIN LATERAL ${payRateSql(sql`${userId}::int`, sql`p.product_id`, organizationTodaySql(organizationId))} AS pay
      JOIN roles r ON r.role_id = pay.role_id
      ORDER BY p.position, p.name, p.product_id`,
  );
  return rows.map((row) => ({
    product_id: intOrNull(row['product_id']),
    product_name: row['product_name'] == null ? null : String(row['product_name']),
    role_id: String(row['role_id']),
    role_title: String(row['role_title']),
    commission: Number(row['commission']),
    // payRateSql's ranks 1–4 are the sources in the contract's order.
    source: payRateSources[Number(row['rank']) - 1] ?? 'role',
    effective_from: row['effective_from'] == null ? null : isoDay(row['effective_from']),
  }));
}

/** An assignment's own percent, else its role's on the day it took effect. */
const roleAssignmentPercentSql = sql`coalesce(a.commission, ${roleRateSql(sql`a.role_id`, sql`a.effective_from`)})`;

/** The person's dated assignments (those that name a role), newest first. */
async function rateHistory(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<RoleAssignment[]> {
  const rows = await rowsOf<Raw>(
    db,
    sql`SELECT a.role_assignment_id, a.product_id, p.name AS product_name, a.role_id, r.role_title,
        ${roleAssignmentPercentSql}::text AS commission,
        a.effective_from::text AS effective_from, a.created_at
      FROM role_assignments a
      JOIN roles r ON r.role_id = a.role_id
      LEFT JOIN products p ON p.product_id = a.product_id
      WHERE a.organization_id = ${organizationId} AND a.user_id = ${userId}
      ORDER BY a.effective_from DESC, a.role_assignment_id DESC`,
  );
  return rows.map((row) => ({
    role_assignment_id: Number(row['role_assignment_id']),
    product_id: intOrNull(row['product_id']),
    product_name: row['product_name'] == null ? null : String(row['product_name']),
    role_id: String(row['role_id']),
    role_title: String(row['role_title']),
    commission: Number(row['commission']),
    effective_from: isoDay(row['effective_from']),
    created_at: isoInstant(row['created_at']),
  }));
}

/**
 * The person's pending transactions with what each would pay them, through the commission
 * rule's own payees, rate and rounding; the totals count every one, the list the newest.
 */
async function pendingCommission(db: Db, organizationId: number, userId: number) {
  const rows = await rowsOf<Raw>(
    db,
    sql`SELECT ${transactionColumnsSql}, payee.paid_as,
        coalesce(${splitCentsSql(sql`t.amount_cents`, sql`pay.commission`)}, 0)::text AS estimated_cents,
        count(*) OVER () AS total_count,
        (sum(t.amount_cents) OVER ())::text AS total_amount_cents,
        (sum(coalesce(${splitCentsSql(sql`t.amount_cents`, sql`pay.commission`)}, 0)) OVER ())::text AS total_estimated_cents
      FROM transactions t
      JOIN products p ON p.product_id = t.product_id
      CROSS JOIN LATERAL ${payeesSql} AS payee (user_id, paid_as)
      LEFT JOIN LATERAL ${payRateSql(sql`payee.user_id`, sql`t.product_id`, sql`t.transaction_date`)} AS pay ON TRUE
      WHERE t.organization_id = ${organizationId} AND payee.user_id = ${userId}
        AND t.transaction_status = 'pending' AND t.deleted_at IS NULL
      ORDER BY t.transaction_date DESC, t.transaction_id DESC
      LIMIT ${maxListedPendingCommissions}`,
  );
  const first = rows[0];
  const requests: PendingCommission[] = rows.map((row) => ({
    ...toTransactionRow(row),
    as: row['paid_as'] === 'setter' ? 'setter' : 'closer',
    estimated_commission: dollars(row['estimated_cents']),
  }));
  return {
    pending: {
      count: first ? Number(first['total_count']) : 0,
      amount: first ? dollars(first['total_amount_cents']) : 0,
      estimated_commission: first ? dollars(first['total_estimated_cents']) : 0,
    },
    requests,
  };
}

/**
 * One person's pay: the rates in force today, the dated history behind them and the
 * commission still waiting for approval.
 * @throws ApiError 404 when the person is not the organization's
 */
export async function paySummary(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<CommissionSummary> {
  const [person] = await rowsOf<Raw>(
    db,
    sql`SELECT display_name, first_name, last_name, email FROM users
      WHERE user_id = ${userId} AND organization_id = ${organizationId}`,
  );
  if (!person) throw notFound();
  const [rates, history, pending] = await Promise.all([
    ratesToday(db, organizationId, userId),
    rateHistory(db, organizationId, userId),
    pendingCommission(db, organizationId, userId),
  ]);
  return {
    user_id: userId,
    display_name: displayNameOf({
      displayName: String(person['display_name']),
      firstName: String(person['first_name']),
      lastName: String(person['last_name']),
      email: String(person['email']),
    }),
    rates,
    history,
    ...pending,
  };
}
