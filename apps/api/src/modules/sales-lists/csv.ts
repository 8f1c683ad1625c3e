import { Readable } from 'node:stream';

/** A cell: text (escaped, formula-guarded), a number (as is) or nothing. */
export type CsvCell = string | number | null;

/** Byte order mark: spreadsheet apps then read the file as UTF-8. */
const bom = '\uFEFF';

/** Characters that make a spreadsheet read a text cell as a formula (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell of RFC 4180: text that would start a formula gets a leading `'`; a cell holding a
 * comma, a quote, CR or LF is quoted, its quotes doubled. Numbers are written as they are, so
 * spreadsheets keep them numbers (a negative number is not a formula).
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const guarded = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record: cells joined by commas, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A CSV file as a stream: the BOM and the header, then a line per row as the rows arrive, so
 * a year of records never sits in memory at once.
 * @param header - the column names
 * @param rows - the records' cells, in order
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): Readable {
  async function* lines() {
    yield bom + csvLine(header);
    for await (const cells of rows) yield csvLine(cells);
  }
  return Readable.from(lines(), { objectMode: false });
}
