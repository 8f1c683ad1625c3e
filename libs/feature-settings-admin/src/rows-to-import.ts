import type { ImportPreview } from '@salesdash/api-contract';

/** The rows a commit stores: new ones and updates; duplicates are skipped, rejected ones stay out. */
export const rowsToImport = (preview: ImportPreview) => preview.counts.new + preview.counts.update;
