import {
  maxReasonLength,
  toCents,
  type ResolveStatementDisputeRequest,
  type StatementDispute,
  type StatementDisputeList,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { statementDisputes } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { organizationToday } from '../../domain/organization-timezone.ts';
import {
  disputeById,
  disputeList,
  statementOf,
  type DisputeFilter,
} from '../../domain/statements/index.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import type { UnitOfWork, Work } from '../../realtime/unit-of-work.ts';
import { createAdjustment } from '../adjustments/service.ts';
import { disputeOpened, disputeResolved } from '../notifications/dispute-texts.ts';
import type { NotificationService } from '../notifications/service.ts';

type Notifications = Pick<NotificationService, 'notify'>;

const conflict = (message: string) => new ApiError(409, 'conflict', message);

/** The dispute as it now stands, read in the change's transaction. */
async function reread(db: Db, organizationId: number, disputeId: number) {
  const dispute = await disputeById(db, organizationId, disputeId);
  if (!dispute) throw new Error('the dispute just written is missing');
  return dispute;
}

/** The organization's active admins: who is told of a new dispute. */
async function adminsOf(db: Db, organizationId: number): Promise<number[]> {
  const rows = await rowsOf<{ user_id: unknown }>(
    db,
    sql`SELECT user_id FROM users
      WHERE organization_id = ${organizationId} AND access <= 2 AND is_active
      ORDER BY user_id`,
  );
  return rows.map((row) => Number(row.user_id));
}

/**
 * The person flags a line of their own statement of `month` (already authorized as theirs),
 * copying the line as they see it; the organization's admins are notified in the same work.
 * @throws ApiError 404 when the line is not in their statement of that month
 * @throws ApiError 409 when the line already has an open dispute
 */
export async function openDispute(
  unitOfWork: UnitOfWork,
  notifications: Notifications,
  person: { organizationId: number; userId: number },
  line: { month: string; key: string },
  comment: string,
): Promise<StatementDispute> {
  const { organizationId, userId } = person;
  try {
    return await unitOfWork.run(async (work) => {
      const { db } = work;
      const statement = await statementOf(db, organizationId, userId, line.month);
      const disputed = statement.lines.find((candidate) => candidate.key === line.key);
      if (!disputed) throw notFound();
      const [row] = await db
        .insert(statementDisputes)
        .values({
          organizationId,
          userId,
          month: line.month,
          lineKey: line.key,
          lineExplanation: disputed.explanation,
          lineAmountCents: toCents(disputed.amount),
          comment,
        })
        .returning({ id: statementDisputes.statementDisputeId });
      if (!row) throw new Error('the dispute was not stored');
      const dispute = await reread(db, organizationId, row.id);
      await recordAudit(db, {
        organizationId,
        action: 'statement_dispute.opened',
        entityType: 'statement_dispute',
        entityId: row.id,
        after: dispute,
      });
      for (const adminId of await adminsOf(db, organizationId)) {
        await notifications.notify(
          work,
          disputeOpened(
            { organizationId, userId: adminId },
            {
              disputeId: row.id,
              month: line.month,
              personName: statement.display_name,
              explanation: disputed.explanation,
            },
          ),
        );
      }
      return dispute;
    });
  } catch (error) {
    // The partial unique index keeps one open dispute per line, also against a racing flag.
    if (isUniqueViolation(error)) throw conflict('This line already has an open dispute');
    throw error;
  }
}

/** The disputes inbox as `filter` narrows it, newest first (already authorized). */
export function listDisputes(
  db: Db,
  organizationId: number,
  filter: DisputeFilter,
): Promise<StatementDisputeList> {
  return disputeList(db, organizationId, filter);
}

/** An adjustment's reason naming the dispute, within what the adjustments route accepts. */
function adjustmentReason(disputeId: number, why: string): string {
  const reason = `Dispute #${disputeId}: ${why}`;
  return reason.length <= maxReasonLength ? reason : `${reason.slice(0, maxReasonLength - 1)}…`;
}

/**
 * The date a dispute's adjustment is posted on: the organization's today when it falls in the
 * month the correction lands in (the month the resolve dialog names), else that month's last
 * day (today is later) or first day (today is earlier). Dated today, it landed in today's month
 * even when an earlier month was still open, where the dialog had promised it.
 */
export function correctionDate(today: string, month: string): string {
  if (today.startsWith(`${month}-`)) return today;
  const [year = 0, index = 1] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return today < month ? `${month}-01` : `${month}-${String(lastDay).padStart(2, '0')}`;
}

/** A unit of work that runs inside `work`: a service called with it joins that transaction. */
const within = (work: Work): UnitOfWork => ({ run: (inner) => inner(work) });

/**
 * An admin accepts or rejects an open dispute (already authorized). Accepting with an amount
 * posts an adjustment for the person through the adjustments service, dated in the month
 * `correction_month` names (the disputed month while open, else the first open one), in the
 * same transaction as the verdict; the statements show it as a dispute correction pointing at
 * the disputed line. The person is notified in the same transaction too.
 * @throws ApiError 404 when the dispute is not of the organization
 * @throws ApiError 409 when it is resolved already
 */
export async function resolveDispute(
  unitOfWork: UnitOfWork,
  notifications: Notifications,
  organizationId: number,
  resolvedBy: number,
  disputeId: number,
  body: ResolveStatementDisputeRequest,
): Promise<StatementDispute> {
  return unitOfWork.run(async (work) => {
    const { db } = work;
    const [locked] = await rowsOf<{ status: string; user_id: unknown }>(
      db,
      sql`SELECT status, user_id FROM statement_disputes
        WHERE organization_id = ${organizationId} AND statement_dispute_id = ${disputeId}
        FOR UPDATE`,
    );
    if (!locked) throw notFound();
    if (locked.status !== 'open') throw conflict(`Dispute #${disputeId} is already resolved`);
    const before = await reread(db, organizationId, disputeId);
    const reason = body.reason ?? '';
    const amount = body.outcome === 'accepted' ? body.adjustment_amount : undefined;
    const today = await organizationToday(db, organizationId);
    const adjustment =
      amount === undefined
        ? null
        : await createAdjustment(
            within(work),
            notifications,
            organizationId,
            before.user_id,
            resolvedBy,
            {
              adjustment_date: correctionDate(today, before.correction_month ?? today.slice(0, 7)),
              amount,
              reason: adjustmentReason(disputeId, reason === '' ? before.line_explanation : reason),
            },
          );
    await db.execute(
      sql`UPDATE statement_disputes SET status = ${body.outcome},
          resolution_reason = ${reason === '' ? null : reason},
          adjustment_id = ${adjustment?.adjustment_id ?? null},
          resolved_at = now(), resolved_by = ${resolvedBy}
        WHERE statement_dispute_id = ${disputeId}`,
    );
    const after = await reread(db, organizationId, disputeId);
    await recordAudit(db, {
      organizationId,
      action: 'statement_dispute.resolved',
      entityType: 'statement_dispute',
      entityId: disputeId,
      before,
      after,
    });
    await notifications.notify(
      work,
      disputeResolved(
        { organizationId, userId: before.user_id },
        {
          disputeId,
          month: before.month,
          outcome: body.outcome,
          reason,
          adjustmentCents: adjustment === null ? null : toCents(adjustment.amount),
          correctionMonth: after.correction_month,
        },
      ),
    );
    return after;
  });
}
