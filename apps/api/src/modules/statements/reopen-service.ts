import type { StatementReopenResult } from '@salesdash/api-contract';
import { recordAudit } from '../../domain/audit/index.ts';
import { reopenMonth } from '../../domain/statements/index.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';

/**
 * Reopens a month (already authorized) in one transaction with its audit row, which keeps the
 * reason: the period and the row land together, or neither does.
 */
export async function reopenStatementMonth(
  unitOfWork: UnitOfWork,
  organizationId: number,
  month: string,
  reason: string,
): Promise<StatementReopenResult> {
  return unitOfWork.run(async ({ db }) => {
    const reopened = await reopenMonth(db, organizationId, month, reason);
    const reopenedAt = reopened.reopenedAt.toISOString();
    await recordAudit(db, {
      organizationId,
      action: 'statement.reopened',
      entityType: 'statement_period',
      entityId: month,
      before: {
        month,
        status: 'closed',
        version: reopened.version - 1,
        closed_at: reopened.closedAt,
      },
      after: { month, status: 'open', version: reopened.version, reopened_at: reopenedAt, reason },
    });
    return { month, status: 'open', version: reopened.version, reopened_at: reopenedAt };
  });
}
