import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { maxImportFileBytes } from '@salesdash/api-contract';
import { ApiError, fieldError } from '../../errors/api-error.ts';
import { cellText, type Cell, type SheetRow } from './spreadsheet/cell.ts';
import { ReadLimitError } from './spreadsheet/read-limits.ts';
import { readSpreadsheet, type SpreadsheetFormat } from './spreadsheet/read-spreadsheet.ts';
import { MissingSheetError, xlsxSheets } from './spreadsheet/read-xlsx.ts';
import { errorMessage } from '../../errors/error-message.ts';
import { concurrencyLimit } from '../../security/concurrency-limit.ts';

/** Where uploads wait to be committed: `DATA_DIR/imports/<batch id>.<csv|xlsx>`. */
export function importFiles(dataDir: string) {
  const folder = path.join(dataDir, 'imports');
  return {
    folder,
    fileOf: (batch: { importBatchId: number; fileFormat: string }) =>
      path.join(folder, `${batch.importBatchId}.${batch.fileFormat}`),
  };
}

/** Thrown while an upload streams in, once it passes `maxImportFileBytes`. */
function fileTooLarge(): ApiError {
  return new ApiError(
    413,
    'payload-too-large',
    `The file is larger than ${maxImportFileBytes / 1024 / 1024} MB: split it, or leave out columns you do not import`,
  );
}

/** Streams `body` to `file` (mode 0600), stopping at the size cap. */
export async function receiveFile(body: Readable, folder: string, file: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  let bytes = 0;
  // Counted on the way through: a listener of its own would start the flow before the file is
  // ready for it.
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > maxImportFileBytes ? fileTooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    if (bytes > maxImportFileBytes) throw fileTooLarge();
    throw error;
  }
  if (bytes === 0) {
    await rm(file, { force: true });
    throw fieldError('body', 'the file is empty');
  }
}

/** Header cells as text: what a column is called in errors and the mapping screen. */
function headerText(cell: Cell, column: number): string {
  return cellText(cell).trim() || `Column ${column + 1}`;
}

/**
 * A failure to read a file (a missing sheet, a reading limit passed, a file that is not what
 * its name says) as the 400 that names it: the upload, the preview and the commit all read
 * through `readableRows`.
 */
function readFailure(error: unknown, format: SpreadsheetFormat): ApiError {
  if (error instanceof MissingSheetError) {
    return fieldError('sheet', error.message, error.sheets);
  }
  if (error instanceof ReadLimitError) return fieldError('body', error.message);
  return fieldError(
    'body',
    `the file cannot be read as ${format.toUpperCase()}: ${errorMessage(error, 200)}`,
  );
}

/** The rows of a file, the header first, any failure to read them the 400 that names it. */
async function* readableRows(
  file: string,
  format: SpreadsheetFormat,
  sheet: string | undefined,
): AsyncGenerator<SheetRow> {
  try {
    yield* readSpreadsheet(file, format, sheet);
  } catch (error) {
    throw readFailure(error, format);
  }
}

/**
 * Uploads read at once (the server's two cores): each read is bounded by the reading limits,
 * and this bounds how many such reads hostile uploads sent together hold at once; the others
 * wait their turn with their file on disk.
 */
const uploadRead = concurrencyLimit(2);

/** What an upload's reading found: the header, and for a workbook its sheet and sheets. */
export type FileHeaders = {
  headers: string[];
  /** The sheet read, as the workbook spells it (null for a CSV). */
  sheet: string | null;
  /** The workbook's sheets in order, to choose another from (empty for a CSV). */
  sheets: string[];
};

/**
 * Whether a first row names columns: two or more cells of text and nothing else (no number, date
 * or true/false). A summary sheet's title, or a sheet of bare figures, is no header: reading it
 * as one would map junk.
 */
export function isHeaderRow(cells: readonly Cell[]): boolean {
  const filled = cells.filter((cell) => cell !== null && cellText(cell).trim() !== '');
  return filled.length >= 2 && filled.every((cell) => typeof cell === 'string');
}

/**
 * The header row, once the whole file has been read: every row is read here, at the upload,
 * so a file past a reading limit (docs/decisions/0062-bounded-spreadsheet-reading.md) is
 * refused before it is kept, and the preview and commit read a file known to be within them.
 * A workbook's sheet is found by name in any case; one whose first row is no header row
 * (`isHeaderRow`) is refused with the workbook's sheets to choose from.
 * @throws ApiError 400 naming `sheet` or `body` when it cannot be read
 */
export async function readHeaders(
  file: string,
  format: SpreadsheetFormat,
  sheet?: string,
): Promise<FileHeaders> {
  return uploadRead(async () => {
    let found: { name: string; sheets: string[] } | null = null;
    if (format === 'xlsx') {
      // The sheet's own spelling is kept, so the preview and commit read the same sheet.
      found = await xlsxSheets(file, sheet).catch((error: unknown) => {
        throw readFailure(error, format);
      });
    }
    let first: Cell[] | undefined;
    for await (const row of readableRows(file, format, found?.name ?? sheet)) first ??= row.cells;
    if (found && (!first || !isHeaderRow(first))) {
      const others = found.sheets.length > 1 ? ': choose the sheet that holds the rows' : '';
      throw fieldError(
        'sheet',
        `the sheet "${found.name}" has no header row (its first row should name the columns)${others}`,
        found.sheets,
      );
    }
    if (!first) throw fieldError('body', 'the file has no header row');
    return {
      headers: first.map(headerText),
      sheet: found?.name ?? null,
      sheets: found?.sheets ?? [],
    };
  });
}

/** The rows below the header, read from disk as they are needed. */
export async function* dataRows(
  file: string,
  format: SpreadsheetFormat,
  sheet: string | null,
): AsyncGenerator<SheetRow> {
  let header = true;
  for await (const row of readableRows(file, format, sheet ?? undefined)) {
    if (header) header = false;
    else yield row;
  }
}

/** Files with the same columns share a saved mapping. */
export function headerSignature(headers: readonly string[]): string {
  return headers.map((header) => header.toLowerCase().replace(/[^a-z0-9]/g, '')).join('|');
}
