import { maxImportColumnValues, type ImportColumn } from '@salesdash/api-contract';
import { cellText, type SheetRow } from './spreadsheet/cell.ts';

/** Values shown under a column at the mapping step. */
const sampleCount = 3;

/**
 * What each column of a file holds, read once through: its first three values that are not
 * blank (shown under the column at the mapping step) and each distinct value with the rows
 * holding it (for a value map: Stage "Closed Won" on 412 rows → approved). A column with more
 * distinct values than a value map takes (ids, amounts, emails) stops listing new ones, so
 * memory stays bounded however long the file is.
 */
export async function columnValues(
  headers: readonly string[],
  rows: AsyncIterable<SheetRow>,
): Promise<ImportColumn[]> {
  const columns = headers.map((header, column) => ({
    column,
    header,
    samples: [] as string[],
    counts: new Map<string, number>(),
    more: false,
  }));
  for await (const row of rows) {
    for (const found of columns) {
      const value = cellText(row.cells[found.column] ?? null).trim();
      if (value !== '' && found.samples.length < sampleCount) found.samples.push(value);
      const rowsSoFar = found.counts.get(value);
      if (rowsSoFar !== undefined) found.counts.set(value, rowsSoFar + 1);
      else if (found.counts.size < maxImportColumnValues) found.counts.set(value, 1);
      else found.more = true;
    }
  }
  return columns.map((found) => ({
    column: found.column,
    header: found.header,
    samples: found.samples,
    values: [...found.counts]
      .map(([value, count]) => ({ value, rows: count }))
      .sort((a, b) => b.rows - a.rows || a.value.localeCompare(b.value)),
    more_values: found.more,
  }));
}
