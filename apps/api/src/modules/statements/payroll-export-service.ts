import type { StatementPayrollFormat } from '@salesdash/api-contract';
import { recordAudit } from '../../domain/audit/index.ts';
import {
  frozenStatementsOf,
  periodFacts,
  recordPayrollExport,
  type FrozenStatement,
} from '../../domain/statements/index.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';

/**
 * A closed month's payroll export (already authorized): the frozen statements of its current
 * version, with the download recorded and audited in one transaction before the file streams.
 * @throws ApiError 409 while the month is open
 */
export async function payrollExport(
  db: Db,
  unitOfWork: UnitOfWork,
  organizationId: number,
  exportedBy: number,
  month: string,
  format: StatementPayrollFormat,
): Promise<FrozenStatement[]> {
  const period = await periodFacts(db, organizationId, month);
  if (period.status !== 'closed') {
    throw new ApiError(409, 'conflict', `Close ${month} before exporting payroll`);
  }
  const statements = await frozenStatementsOf(db, organizationId, month, period.version);
  await unitOfWork.run(async ({ db: tx }) => {
    await recordPayrollExport(tx, {
      organizationId,
      month,
      version: period.version,
      format,
      exportedBy,
    });
    await recordAudit(tx, {
      organizationId,
      action: 'statement.payroll_exported',
      entityType: 'statement_period',
      entityId: month,
      before: null,
      after: {
        month,
        version: period.version,
        format,
        statements: statements.length,
        payable: statements.reduce((sum, s) => sum + s.payableCents, 0) / 100,
      },
    });
  });
  return statements;
}
