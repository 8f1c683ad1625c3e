import type { SheetRow } from './cell.ts';
import { unguardedRows } from './formula-guard.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';

export type SpreadsheetFormat = 'csv' | 'xlsx';

/**
 * The rows of an uploaded file, streamed from disk; the first is the header. A cell our own
 * downloads guarded against formulas (`'-5`) reads as it was before (`-5`).
 */
export function readSpreadsheet(
  file: string,
  format: SpreadsheetFormat,
  sheet?: string,
): AsyncGenerator<SheetRow> {
  return unguardedRows(format === 'csv' ? readCsv(file) : readXlsx(file, sheet));
}
