import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { isBlankRow, type SheetRow } from './cell.ts';
import { formatCount } from '@salesdash/util-format';
import { ReadLimitError, readLimits, type ReadLimits } from './read-limits.ts';

/** Enough of the file to see its header line, however wide. */
const sniffBytes = 64 * 1024;

/**
 * The delimiter of a CSV: a semicolon when the first line has more of them than commas outside
 * quotes (what Excel writes where the decimal mark is a comma), else a comma.
 */
export async function sniffDelimiter(file: string): Promise<',' | ';'> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(sniffBytes);
    const { bytesRead } = await handle.read(buffer, 0, sniffBytes, 0);
    let commas = 0;
    let semicolons = 0;
    let quoted = false;
    for (const char of buffer.subarray(0, bytesRead).toString('utf8')) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === '\n' || char === '\r')) break;
      else if (!quoted && char === ',') commas += 1;
      else if (!quoted && char === ';') semicolons += 1;
    }
    return semicolons > commas ? ';' : ',';
  } finally {
    await handle.close();
  }
}

/**
 * Refuses a record past `limit` columns as the bytes stream by, before csv-parse builds it: the
 * parser keeps a record's fields in an array until the record ends, and one line of 300,000
 * commas would be 300,000 fields first. Delimiters are counted outside quotes, records end at
 * a line break outside quotes (`\r\n` once), as RFC 4180 reads them; where a stray quote makes
 * this count differ from the parser's, the parser refuses the quote itself.
 */
function columnGuard(delimiter: string, limit: number): Transform {
  const delimiterByte = delimiter.charCodeAt(0);
  let quoted = false;
  let columns = 1;
  let row = 1;
  let afterCarriageReturn = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      for (let index = 0; index < chunk.length; index += 1) {
        const byte = chunk[index];
        if (byte === 0x22) {
          quoted = !quoted;
        } else if (quoted) {
          // Inside quotes a delimiter or line break is text.
        } else if (byte === delimiterByte) {
          columns += 1;
          if (columns > limit) {
            callback(
              new ReadLimitError(
                `row ${formatCount(row)} has more than ${formatCount(limit)} columns`,
              ),
            );
            return;
          }
        } else if (byte === 0x0d || (byte === 0x0a && !afterCarriageReturn)) {
          row += 1;
          columns = 1;
        }
        afterCarriageReturn = byte === 0x0d && !quoted;
      }
      callback(null, chunk);
    },
  });
}

/**
 * The rows of a CSV file (UTF-8 with or without a BOM, RFC 4180 quoting, comma or semicolon),
 * streamed from disk: the header first (row 1), then each non-blank row with its number.
 * Bounded by `limits` (docs/decisions/0062-bounded-spreadsheet-reading.md): a row past
 * `limits.columns` columns is refused as its bytes arrive, one past `limits.rowChars`
 * characters as the parser reaches the limit (csv-parse's `max_record_size`), a cell past
 * `limits.cellChars` with its row, each a `ReadLimitError` naming the row.
 */
export async function* readCsv(
  file: string,
  limits: ReadLimits = readLimits,
): AsyncGenerator<SheetRow> {
  const delimiter = await sniffDelimiter(file);
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: limits.rowChars,
  });
  // Errors of the file or the guard reach the parser, which ends the loop below with them.
  pipeline(createReadStream(file), columnGuard(delimiter, limits.columns), parser).catch(
    () => undefined,
  );
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      for (const cell of record) {
        if (cell.length > limits.cellChars) {
          throw new ReadLimitError(
            `row ${formatCount(rowNumber)} has a cell longer than ${formatCount(limits.cellChars)} characters`,
          );
        }
      }
      if (rowNumber > 1 && isBlankRow(record)) continue;
      yield { rowNumber, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      // The parser may have read records past the last one this loop took.
      const row = typeof error['records'] === 'number' ? error['records'] + 1 : rowNumber + 1;
      throw new ReadLimitError(
        `row ${formatCount(row)} holds more than ${formatCount(limits.rowChars)} characters`,
      );
    }
    throw error;
  } finally {
    parser.destroy();
  }
}
