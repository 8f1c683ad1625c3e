import {
  toCents,
  type StatementAdminMonth,
  type StatementAdminPerson,
} from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, isoInstant, rowsOf } from '../../db/rows-of.ts';
import type { PeopleSeen } from '../../policy/people-seen.ts';
import { previousMonth } from './calendar-months.ts';
import { closeBlock, closeCandidates } from './close-month.ts';
import { latestClosedPeriod } from './closed-periods.ts';
import { openStatements } from './open-statements.ts';
import { lastPayrollExport } from './payroll-exports.ts';
import { amongPeople } from './month-lines.ts';
import { openDisputesOfMonth } from './statement-disputes.ts';
import { statementPeople, type StatementPerson } from './statement-people.ts';
import { pickerMonths } from './picker-months.ts';
import { statementsStartFrom } from './statements-start.ts';

type Raw = Record<string, unknown>;

/** A month's period row, or what a month without one is: open, version 1. */
export type PeriodFacts = {
  status: 'open' | 'closed';
  version: number;
  closedAt: string | null;
  reopenedAt: string | null;
  reopenReason: string | null;
};

export async function periodFacts(
  db: Db,
  organizationId: number,
  month: string,
): Promise<PeriodFacts> {
  const [row] = await rowsOf<Raw>(
    db,
    sql`SELECT status, version, closed_at, reopened_at, reopen_reason FROM statement_periods
      WHERE organization_id = ${organizationId} AND month = ${month}`,
  );
  if (!row) {
    return { status: 'open', version: 1, closedAt: null, reopenedAt: null, reopenReason: null };
  }
  return {
    status: row['status'] === 'closed' ? 'closed' : 'open',
    version: Number(row['version']),
    closedAt: row['closed_at'] == null ? null : isoInstant(row['closed_at']),
    reopenedAt: row['reopened_at'] == null ? null : isoInstant(row['reopened_at']),
    reopenReason: row['reopen_reason'] == null ? null : String(row['reopen_reason']),
  };
}

/** The people the viewer sees, as a condition on the users row `u`. */
function seenSql(seen: PeopleSeen): SQL {
  if (seen.kind === 'organization') return sql`true`;
  if (seen.kind === 'team') {
    return sql`(u.manager_id = ${seen.managerId} OR u.user_id = ${seen.managerId})`;
  }
  return sql`u.user_id = ${seen.userId}`;
}

/** One person's row of the month before the dollars: cents, as stored or computed. */
type PersonMonth = {
  person: StatementPerson;
  statementId: number | null;
  payableCents: number;
  balanceCents: number;
};

/** The current version's frozen statements of a closed month, of the people seen. */
async function frozenMonth(
  db: Db,
  organizationId: number,
  month: string,
  version: number,
  seen: PeopleSeen,
): Promise<PersonMonth[]> {
  const rows = await rowsOf<Raw>(
    db,
    sql`SELECT s.statement_id, s.user_id, s.display_name, s.email, u.payroll_id,
        s.payable_cents, s.balance_cents
      FROM statements s JOIN users u ON u.user_id = s.user_id
      WHERE s.organization_id = ${organizationId} AND s.month = ${month}
        AND s.version = ${version} AND ${seenSql(seen)}`,
  );
  return rows.map((row) => ({
    person: {
      userId: Number(row['user_id']),
      displayName: String(row['display_name']),
      email: String(row['email']),
      payrollId: row['payroll_id'] == null ? null : String(row['payroll_id']),
    },
    statementId: Number(row['statement_id']),
    payableCents: Number(row['payable_cents']),
    balanceCents: Number(row['balance_cents']),
  }));
}

/** The people seen among `people`. */
async function seenAmong(
  db: Db,
  organizationId: number,
  people: readonly number[],
  seen: PeopleSeen,
): Promise<number[]> {
  if (seen.kind === 'organization') return [...people];
  const rows = await rowsOf<{ user_id: unknown }>(
    db,
    sql`SELECT u.user_id FROM users u
      WHERE u.organization_id = ${organizationId} AND ${amongPeople(sql`u.user_id`, people)}
        AND ${seenSql(seen)}`,
  );
  return rows.map((row) => Number(row.user_id));
}

/** An open month so far: each candidate seen with a line or a carry, as a close would freeze. */
async function openMonth(
  db: Db,
  organizationId: number,
  month: string,
  seen: PeopleSeen,
): Promise<PersonMonth[]> {
  const ids = await seenAmong(
    db,
    organizationId,
    await closeCandidates(db, organizationId, month),
    seen,
  );
  const people = await statementPeople(db, organizationId, ids);
  const closed = await latestClosedPeriod(db, organizationId, month);
  const byId = new Map(people.map((person) => [person.userId, person]));
  return (await openStatements(db, organizationId, month, people, closed))
    .filter((statement) => statement.lines.length > 0)
    .map((statement) => ({
      person: byId.get(statement.user_id) as StatementPerson,
      statementId: null,
      payableCents: toCents(statement.totals.payable),
      balanceCents: toCents(statement.totals.balance),
    }));
}

/** What each person's statement of the month before paid, in cents: stored if closed. */
async function previousPayable(
  db: Db,
  organizationId: number,
  month: string,
  people: readonly StatementPerson[],
): Promise<Map<number, number>> {
  const before = previousMonth(month);
  const closed = await latestClosedPeriod(db, organizationId, before);
  if (closed?.month === before) {
    const rows = await rowsOf<{ user_id: unknown; payable_cents: unknown }>(
      db,
      sql`SELECT DISTINCT ON (user_id) user_id, payable_cents FROM statements
        WHERE organization_id = ${organizationId} AND month = ${before}
          AND ${amongPeople(
            sql`user_id`,
            people.map((person) => person.userId),
          )}
        ORDER BY user_id, version DESC`,
    );
    return new Map(rows.map((row) => [Number(row.user_id), Number(row.payable_cents)]));
  }
  const statements = await openStatements(db, organizationId, before, people, closed);
  return new Map(
    statements.map((statement) => [statement.user_id, toCents(statement.totals.payable)]),
  );
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * A month of the organization person by person, as the viewer sees it (admins everyone,
 * managers their team): the frozen statements of the current version when closed, each
 * statement so far when open, with what the month before paid and whether it may close.
 */
export async function adminMonth(
  db: Db,
  organizationId: number,
  month: string,
  seen: PeopleSeen,
  canManage: boolean,
): Promise<StatementAdminMonth> {
  const period = await periodFacts(db, organizationId, month);
  const [rows, block, disputes, lastExport, startFrom, months, latestClosed] = await Promise.all([
    period.status === 'closed'
      ? frozenMonth(db, organizationId, month, period.version, seen)
      : openMonth(db, organizationId, month, seen),
    closeBlock(db, organizationId, month, period.status),
    openDisputesOfMonth(db, organizationId, month),
    lastPayrollExport(db, organizationId, month, period.version),
    statementsStartFrom(db, organizationId),
    pickerMonths(db, organizationId),
    latestClosedPeriod(db, organizationId, '9999-12'),
  ]);
  const previous = await previousPayable(
    db,
    organizationId,
    month,
    rows.map((row) => row.person),
  );
  const people: StatementAdminPerson[] = rows
    .map((row) => {
      const previousCents = previous.get(row.person.userId) ?? 0;
      return {
        user_id: row.person.userId,
        display_name: row.person.displayName,
        email: row.person.email,
        payroll_id: row.person.payrollId,
        statement_id: row.statementId,
        payable: dollars(row.payableCents),
        balance: dollars(row.balanceCents),
        previous_payable: dollars(previousCents),
        change: dollars(row.payableCents - previousCents),
        open_disputes: disputes.get(row.person.userId)?.length ?? 0,
      };
    })
    .sort((a, b) => byName.compare(a.display_name, b.display_name) || a.user_id - b.user_id);
  const sum = (pick: (row: StatementAdminPerson) => number) =>
    dollars(people.reduce((total, row) => total + toCents(pick(row)), 0));
  return {
    month,
    status: period.status,
    version: period.version,
    closed_at: period.closedAt,
    reopened_at: period.reopenedAt,
    reopen_reason: period.reopenReason,
    can_manage: canManage,
    closable: block === null,
    not_closable_reason: block?.reason ?? null,
    blocking_month: block?.month ?? null,
    statements_start_from: startFrom,
    months,
    // Only the latest closed month reopens: a later close started its carry chain from it.
    reopenable: period.status === 'closed' && latestClosed?.month === month,
    people,
    totals: {
      people: people.length,
      payable: sum((row) => row.payable),
      previous_payable: sum((row) => row.previous_payable),
    },
    open_disputes: people.reduce((total, row) => total + row.open_disputes, 0),
    last_export: lastExport,
  };
}
