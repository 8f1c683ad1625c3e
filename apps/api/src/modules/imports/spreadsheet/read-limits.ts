import { formatCount } from '@salesdash/util-format';

/**
 * How much reading one uploaded file may cost, whatever the file claims about itself: the
 * readers count as they stream and stop at the first limit passed, so a small hostile file
 * (a zip bomb, a million shared strings, a row of 300,000 columns) costs at most these
 * amounts. Each is generous for real CRM and spreadsheet exports; the reasons for each number
 * are in docs/decisions/0062-bounded-spreadsheet-reading.md.
 */
export const readLimits = {
  /** Columns of a row (a CSV record, or the last cell of an .xlsx row). */
  columns: 1_000,
  /** Characters of one cell: Excel's own limit for a cell. */
  cellChars: 32_767,
  /** Characters of one row, all its cells together (csv-parse's `max_record_size` for a CSV). */
  rowChars: 1_048_576,
  /** Parts (files) in an .xlsx's zip. */
  zipParts: 10_000,
  /** Inflated bytes of the sheet read. */
  sheetBytes: 256 * 1024 * 1024,
  /** Inflated bytes of any other part read (the workbook, its relationships, styles, strings). */
  partBytes: 64 * 1024 * 1024,
  /** Inflated bytes of all the parts one read of a workbook inflates. */
  totalBytes: 320 * 1024 * 1024,
  /** Entries of the shared-string table. */
  sharedStrings: 1_000_000,
  /** Characters of the shared-string table, all strings together. */
  sharedStringChars: 50_000_000,
  /** Number formats, and cell formats, a workbook's styles define (each). */
  formats: 65_536,
  /** Elements open inside one another in an XML part. */
  xmlDepth: 64,
  /** The last row an .xlsx can have (Excel's own). */
  lastRow: 1_048_576,
} as const;

export type ReadLimits = { readonly [K in keyof typeof readLimits]: number };

/**
 * A file refused for passing one of `readLimits`: its message names the limit (and the row or
 * part), in words an importer can act on. Answered as a 400 naming the body.
 */
export class ReadLimitError extends Error {
  override name = 'ReadLimitError';
}

/** `64 MB`: sizes in messages, in the units the upload's own 50 MB limit uses. */
export function megabytes(bytes: number): string {
  return `${formatCount(Math.round(bytes / 1024 / 1024))} MB`;
}
