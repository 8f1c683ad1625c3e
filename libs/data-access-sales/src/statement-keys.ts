/**
 * Query-key tree of the caller's own statements: a year's months and each month's statement
 * under one prefix, so a later close or dispute can refetch them all at once.
 */
export const statementKeys = {
  all: ['statements'] as const,
  year: (year: number) => [...statementKeys.all, 'year', year] as const,
  month: (month: string) => [...statementKeys.all, 'month', month] as const,
};
