/** Query-key tree of spreadsheet imports: every change invalidates `all`. */
export const importKeys = {
  all: ['org', 'imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  batch: (importBatchId: number) => [...importKeys.all, 'batch', importBatchId] as const,
  columns: (importBatchId: number) => [...importKeys.all, 'columns', importBatchId] as const,
};
