import { formulaStart } from '../../sales-lists/csv.ts';
import type { Cell, SheetRow } from './cell.ts';

/**
 * A cell as it was before a download of ours guarded it: the CSVs the app writes (the rejected
 * rows above all) put a `'` before text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
 * a tab or CR first), so `-5` is written `'-5`. Uploaded again, that `'` goes; before anything
 * else it is the cell's own (`'90s hits`, `'`), and stays.
 */
export function unguardedCell(cell: Cell): Cell {
  return typeof cell === 'string' && cell.startsWith("'") && formulaStart.test(cell.slice(1))
    ? cell.slice(1)
    : cell;
}

/** `rows` with each cell unguarded (`unguardedCell`), the header's too. */
export async function* unguardedRows(rows: AsyncIterable<SheetRow>): AsyncGenerator<SheetRow> {
  for await (const row of rows)
    yield { rowNumber: row.rowNumber, cells: row.cells.map(unguardedCell) };
}
