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
