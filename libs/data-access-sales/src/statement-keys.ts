/**
 * Query-key tree of statements: a year's months, a month's statement (the caller's, or a
 * person's read by an admin or manager) and the admin's month and disputes, under one prefix so
 * a dispute, a close or a reopening refetches them all at once.
 */
export const statementKeys = {
  all: ['statements'] as const,
  year: (year: number) => [...statementKeys.all, 'year', year] as const,
  month: (month: string, userId?: number) =>
    userId === undefined
      ? ([...statementKeys.all, 'month', month] as const)
      : ([...statementKeys.all, 'month', month, 'user', userId] as const),
  span: () => [...statementKeys.all, 'span'] as const,
  byId: (statementId: number) => [...statementKeys.all, 'id', statementId] as const,
  lateNotes: (month: string, userId?: number) =>
    userId === undefined
      ? ([...statementKeys.all, 'late-notes', month] as const)
      : ([...statementKeys.all, 'late-notes', month, 'user', userId] as const),
  adminMonth: (month: string) => [...statementKeys.all, 'admin', month] as const,
  startFrom: (month?: string) => [...statementKeys.all, 'start-from', month ?? 'current'] as const,
  closePlan: (upTo: string) => [...statementKeys.all, 'close-plan', upTo] as const,
  closeJob: () => [...statementKeys.all, 'close-job', 'latest'] as const,
  disputes: (status: 'open' | 'resolved' | 'all', month?: string) =>
    [...statementKeys.all, 'disputes', status, month ?? 'any'] as const,
};
