/**
 * One cell as a reader gives it: text from a CSV; from an .xlsx, what the sheet holds (a
 * number, a date for a date-formatted cell, a boolean, text), or null when empty.
 */
export type Cell = string | number | boolean | Date | null;

/** A data row: its number as a spreadsheet app shows it (the header is row 1) and its cells. */
export type SheetRow = { rowNumber: number; cells: Cell[] };

/** Whether every cell is empty or blank: such rows (trailing ones above all) are skipped. */
export function isBlankRow(cells: readonly Cell[]): boolean {
  return cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}

/**
 * A cell as text: a date as its calendar day (`YYYY-MM-DD`, read in UTC as readers give it),
 * anything else as it reads. Never throws: a date no calendar holds reads "Invalid Date", and
 * the row it is in is rejected by its column's rule rather than failing the whole file.
 */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date && !Number.isNaN(cell.getTime())) return cell.toISOString().slice(0, 10);
  return String(cell);
}
