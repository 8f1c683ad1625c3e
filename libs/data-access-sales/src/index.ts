export { changeTransactionStatus, noStatusPermissionMessage } from './change-transaction-status.ts';
export { commissionHistoryQueryOptions } from './commission-history-query-options.ts';
export {
  downloadSalesList,
  type DownloadedFile,
  type SalesDownloadQuery,
} from './download-sales-list.ts';
export { fetchCommissionHistory } from './fetch-commission-history.ts';
export { fetchSalesList } from './fetch-sales-list.ts';
export { recentSalesQuery, recentSalesQueryOptions } from './recent-sales-query-options.ts';
export { salesKeys } from './sales-keys.ts';
export { salesListQueryOptions } from './sales-list-query-options.ts';
export {
  salesListFailures,
  salesTableDefaults,
  type SalesList,
  type SalesListQuery,
  type SalesResource,
} from './sales-resources.ts';
export {
  useChangeTransactionStatus,
  type TransactionStatusVariables,
} from './use-change-transaction-status.ts';
export {
  useChangeAppointmentStatus,
  type AppointmentStatusVariables,
} from './use-change-appointment-status.ts';
export { declineAppointment, deleteAppointment } from './write-appointments.ts';
export { useDeclineAppointment, useDeleteAppointment } from './use-write-appointments.ts';
export { adjustmentsQueryOptions } from './adjustments-query-options.ts';
export { createAdjustment, deleteAdjustment, updateAdjustment } from './change-adjustments.ts';
export { fetchAdjustments } from './fetch-adjustments.ts';
export {
  useCreateAdjustment,
  useDeleteAdjustment,
  useUpdateAdjustment,
  type UpdateAdjustmentVariables,
} from './use-change-adjustments.ts';
export { assignRate } from './assign-rate.ts';
export { previewRateChange } from './preview-rate-change.ts';
export { commissionSummaryQueryOptions } from './commission-summary-query-options.ts';
export { fetchCommissionSummary } from './fetch-commission-summary.ts';
export { sendCommissionSummaryEarly } from './send-commission-summary-early.ts';
export { useAssignRate } from './use-assign-rate.ts';
export { usePreviewRateChange } from './use-preview-rate-change.ts';
export {
  useCreateTransaction,
  useDeleteTransaction,
  useRequestCommission,
  useUpdateTransaction,
  type UpdateTransactionVariables,
} from './use-write-transactions.ts';
export {
  createTransaction,
  deleteTransaction,
  requestCommission,
  requestCommissionFailedMessage,
  updateTransaction,
} from './write-transactions.ts';
export { downloadStatement } from './download-statement.ts';
export { downloadPayrollExport } from './download-payroll-export.ts';
export {
  closeStatementMonth,
  createStatementDispute,
  fetchStatementAdminMonth,
  fetchStatementDisputes,
  reopenStatementMonth,
  resolveStatementDispute,
} from './statement-admin-calls.ts';
export {
  statementAdminMonthQueryOptions,
  statementDisputesQueryOptions,
} from './statement-admin-query-options.ts';
export {
  useCloseStatementMonth,
  useCreateStatementDispute,
  useReopenStatementMonth,
  useResolveStatementDispute,
  useStatementAdminMonth,
  useStatementDisputes,
  type CreateStatementDisputeVariables,
  type ResolveStatementDisputeVariables,
} from './use-statement-writes.ts';
export {
  fetchStatement,
  fetchStatementById,
  fetchStatementMonths,
  fetchStatementSpan,
} from './fetch-statements.ts';
export { fetchStatementLateNotes } from './fetch-statement-late-notes.ts';
export {
  statementLateNotesQueryOptions,
  useStatementLateNotes,
} from './statement-late-notes-query.ts';
export { statementKeys } from './statement-keys.ts';
export {
  statementByIdQueryOptions,
  statementMonthsQueryOptions,
  statementQueryOptions,
  statementSpanQueryOptions,
} from './statement-query-options.ts';
export {
  useStatement,
  useStatementById,
  useStatementMonths,
  useStatementSpan,
} from './use-statements.ts';
export {
  fetchLatestStatementCloseJob,
  fetchStatementClosePlan,
  fetchStatementsStart,
  resumeStatementCloseJob,
  setStatementsStart,
  startStatementCloseJob,
} from './statement-close-job-calls.ts';
export {
  closeJobPollMs,
  latestStatementCloseJobQueryOptions,
  statementClosePlanQueryOptions,
  statementsStartQueryOptions,
} from './statement-close-job-query-options.ts';
export {
  useLatestStatementCloseJob,
  useResumeStatementCloseJob,
  useSetStatementsStart,
  useStartStatementCloseJob,
  useStatementClosePlan,
  useStatementsStart,
  type ResumeStatementCloseJobVariables,
} from './use-statement-close-jobs.ts';
