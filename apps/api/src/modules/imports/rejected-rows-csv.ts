import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { csvStream, type CsvCell } from '../sales-lists/csv.ts';
import type { BatchRow } from './import-batch-row.ts';
import type { RowProblem } from './rows/row-read.ts';

/** Rows read from the database at a time while the download streams. */
const pageRows = 1000;

/** The header of the download: the file's own columns, then the row number and the reasons. */
export const rejectedRowsHeader = (headers: readonly string[]) => [...headers, 'Row', 'Error'];

/** "Date: no such day; Amount: negative amount" */
function reasons(problems: readonly RowProblem[]): string {
  return problems
    .map((found) => (found.column ? `${found.column}: ${found.rule}` : found.rule))
    .join('; ');
}

function cellOf(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/**
 * The rejected rows of a batch as CSV, as they were in the file with why each did not land:
 * fixed in a spreadsheet app and uploaded again, the Row and Error columns are left unmapped.
 * Read in pages by row number, so a large file's rejects never sit in memory at once.
 */
export function rejectedRowsCsv(database: Database, batch: BatchRow): Readable {
  const headers = batch.headers as string[];
  async function* rows(): AsyncGenerator<CsvCell[]> {
    let after = 0;
    for (;;) {
      const page = await database.query<{
        row_number: number;
        cells: unknown[] | null;
        problems: RowProblem[] | null;
      }>(
        `SELECT row_number, cells, problems FROM import_rows
          WHERE import_batch_id = $1 AND outcome = 'rejected' AND row_number > $2
          ORDER BY row_number LIMIT $3`,
        [batch.importBatchId, after, pageRows],
      );
      for (const row of page) {
        const cells = headers.map((_, column) => cellOf(row.cells?.[column]));
        yield [...cells, Number(row.row_number), reasons(row.problems ?? [])];
      }
      const last = page.at(-1);
      if (!last || page.length < pageRows) return;
      after = Number(last.row_number);
    }
  }
  return csvStream(rejectedRowsHeader(headers), rows());
}
