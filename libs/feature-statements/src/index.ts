export { preloadStatements } from './preload-statements.ts';
export { StatementMonthList, type StatementMonthListProps } from './statement-month-list.tsx';
export { StatementView, type StatementViewProps } from './statement-view.tsx';
export { StatementsScreen, type StatementsScreenProps } from './statements-screen.tsx';
export {
  parseStatementsSearch,
  statementsYear,
  type StatementsSearch,
} from './statements-search.ts';
export { AdminMonthStatus, type AdminMonthStatusProps } from './admin-month-status.tsx';
export { AdminPeopleTable, type AdminPeopleTableProps } from './admin-people-table.tsx';
export { CloseMonthDialog, type CloseMonthDialogProps } from './close-month-dialog.tsx';
export { DisputeDialog, type DisputeDialogProps } from './dispute-dialog.tsx';
export { DisputesInbox, type DisputesInboxProps } from './disputes-inbox.tsx';
export { PayrollExport, type PayrollExportProps } from './payroll-export.tsx';
export { preloadStatementsAdmin } from './preload-statements-admin.ts';
export { ReopenMonthDialog, type ReopenMonthDialogProps } from './reopen-month-dialog.tsx';
export { ResolveDisputeDialog, type ResolveDisputeDialogProps } from './resolve-dispute-dialog.tsx';
export {
  StatementsAdminScreen,
  type StatementsAdminScreenProps,
} from './statements-admin-screen.tsx';
export {
  parseStatementsAdminSearch,
  statementsAdminMonth,
  type StatementsAdminSearch,
} from './statements-admin-search.ts';
