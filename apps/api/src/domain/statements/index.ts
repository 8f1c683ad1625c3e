// Commission statements (docs/decisions/0058-statements-from-the-money-core.md): a
// person's month as lines read from the money core's splits and the adjustments, with the
// carry-over chain. Modules import this index, never a file behind it.
export { statementLateNotes, statementOf } from './statement-of.ts';
export { statementSpan } from './statement-span.ts';
export { statementMonths, type StatementMonth } from './statement-months.ts';
export { closeMonth, type ClosedMonth, type CloseOptions } from './close-month.ts';
export { reopenMonth, type ReopenedMonth } from './reopen-month.ts';
export {
  disputeById,
  disputeList,
  disputesOfStatement,
  type DisputeFilter,
} from './statement-disputes.ts';
export { adminMonth, periodFacts, type PeriodFacts } from './admin-month.ts';
export { lastPayrollExport, recordPayrollExport } from './payroll-exports.ts';
export {
  frozenStatementsOf,
  storedStatementById,
  type FrozenStatement,
} from './stored-statement.ts';
export { closeBlock, type CloseBlock } from './close-month.ts';
export { closePlan } from './close-plan.ts';
export { statementsStartFacts } from './statements-start-facts.ts';
export { statementsStartFrom } from './statements-start.ts';
export { openDisputesOfMonth } from './statement-disputes.ts';
