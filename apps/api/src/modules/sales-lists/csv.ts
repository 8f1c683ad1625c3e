import { Readable } from 'node:stream';

/**
 * A cell: text (escaped, formula-guarded), a number (as is), an amount of money (two decimals,
 * see `csvMoney`) or nothing.
 */
export type CsvCell = string | number | CsvMoney | null;

/** Dollars written with their two decimals, "-120.00", and never formula-guarded. */
export type CsvMoney = { readonly money: string };

/**
 * An amount as a number cell with two decimals. As text, "1200.00" reads well but a negative
 * "-120.00" would get the formula guard's `'` and stop being a number; as a plain number,
 * -120.5 loses its cent column. Written from whole cents, which is what amounts hold.
 * @param dollars - the amount in dollars
 */
export function csvMoney(dollars: number): CsvMoney {
  const cents = Math.round(dollars * 100);
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return { money: `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

/** Byte order mark: spreadsheet apps then read the file as UTF-8. */
const bom = '\uFEFF';

/** Characters that make a spreadsheet read a text cell as a formula (OWASP CSV injection). */
export const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell of RFC 4180: text that would start a formula gets a leading `'`; a cell holding a
 * comma, a quote, CR or LF is quoted, its quotes doubled. Numbers are written as they are, so
 * spreadsheets keep them numbers (a negative number is not a formula).
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'object') return cell.money;
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const guarded = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record: cells joined by commas, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Characters gathered before a chunk goes out (≈ 64 kB). Every chunk is a socket write and,
 * compressed, a round trip to the compressor's thread: a line per chunk (66k chunks for a
 * product's year) cost more than building the lines, and made a compressed download twice as
 * slow as a plain one.
 */
export const csvChunkChars = 64 * 1024;

/**
 * A CSV file as a stream: the BOM and the header, then the lines in chunks of about
 * `csvChunkChars` as the rows arrive, so a year of records never sits in memory at once.
 * @param header - the column names
 * @param rows - the records' cells, in order
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): Readable {
  async function* chunks() {
    let lines = [bom + csvLine(header)];
    let chars = lines[0]?.length ?? 0;
    for await (const cells of rows) {
      const line = csvLine(cells);
      lines.push(line);
      chars += line.length;
      if (chars >= csvChunkChars) {
        yield lines.join('');
        lines = [];
        chars = 0;
      }
    }
    if (lines.length > 0) yield lines.join('');
  }
  return Readable.from(chunks(), { objectMode: false });
}
