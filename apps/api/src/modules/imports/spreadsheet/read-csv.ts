import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { isBlankRow, type SheetRow } from './cell.ts';

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
 * The rows of a CSV file (UTF-8 with or without a BOM, RFC 4180 quoting, comma or semicolon),
 * streamed from disk: the header first (row 1), then each non-blank row with its number.
 */
export async function* readCsv(file: string): AsyncGenerator<SheetRow> {
  const delimiter = await sniffDelimiter(file);
  const parser = createReadStream(file).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: false }),
  );
  let rowNumber = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    rowNumber += 1;
    if (rowNumber > 1 && isBlankRow(record)) continue;
    yield { rowNumber, cells: record };
  }
}
