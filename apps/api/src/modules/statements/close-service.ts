import { toCents, type StatementCloseResult } from '@salesdash/api-contract';
import { recordAudit } from '../../domain/audit/index.ts';
import { closeMonth, type CloseOptions } from '../../domain/statements/index.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';

/**
 * Closes a month (already authorized) in one transaction with its audit row: the statements,
 * the period and the row land together, or none of them does.
 */
export async function closeStatementMonth(
  unitOfWork: UnitOfWork,
  organizationId: number,
  closedBy: number,
  month: string,
  options: CloseOptions = {},
): Promise<StatementCloseResult> {
  return unitOfWork.run(async ({ db }) => {
    const closed = await closeMonth(db, organizationId, month, closedBy, options);
    const result: StatementCloseResult = {
      month,
      status: 'closed',
      version: closed.version,
      closed_at: closed.closedAt.toISOString(),
      statements: closed.statements.map((statement) => ({
        statement_id: statement.statement_id ?? 0,
        user_id: statement.user_id,
        display_name: statement.display_name,
        totals: statement.totals,
      })),
    };
    const payable = closed.statements.reduce(
      (sum, statement) => sum + toCents(statement.totals.payable),
      0,
    );
    await recordAudit(db, {
      organizationId,
      action: 'statement.closed',
      entityType: 'statement_period',
      entityId: month,
      // Named, not taken from the request: a close job closes months in the background.
      actorUserId: closedBy,
      before: { month, status: 'open' },
      after: {
        month,
        status: 'closed',
        version: closed.version,
        closed_at: result.closed_at,
        statements: closed.statements.length,
        payable: payable / 100,
      },
    });
    return result;
  });
}
