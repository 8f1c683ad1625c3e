import type { SheetRow } from './cell.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** The rows of an uploaded file, streamed from disk; the first is the header. */
export function readSpreadsheet(
  file: string,
  format: SpreadsheetFormat,
  sheet?: string,
): AsyncGenerator<SheetRow> {
  return format === 'csv' ? readCsv(file) : readXlsx(file, sheet);
}
