import ExcelJS from 'exceljs';
import { isBlankRow, type Cell, type SheetRow } from './cell.ts';
import { xlsxSheetNames } from './xlsx-sheet-names.ts';

/** What ExcelJS gives for a cell's value, narrowed to what an import reads. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  // Rich text, hyperlinks, formulas: what the sheet shows.
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('error' in value) return null;
  return String(value as unknown);
}

/** Thrown when the sheet asked for is not in the workbook; the message lists those that are. */
export class MissingSheetError extends Error {
  override name = 'MissingSheetError';
}

/**
 * The rows of one sheet of an .xlsx (the first unless `sheet` names another), streamed: the
 * workbook is read from disk as it goes, never whole. Date-formatted cells come back as dates.
 */
export async function* readXlsx(file: string, sheet?: string): AsyncGenerator<SheetRow> {
  const sheets = await xlsxSheetNames(file);
  const wanted = sheet === undefined ? sheets[0] : sheets.find((known) => known.name === sheet);
  if (!wanted) {
    throw new MissingSheetError(
      sheet === undefined
        ? 'the workbook has no sheet'
        : `no sheet named "${sheet}" (the workbook has ${sheets.map((s) => `"${s.name}"`).join(', ')})`,
    );
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles say which numbers are dates.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  // A sheet part met before the workbook part (with the relationships and shared strings
  // read) would fail on the missing model; with this stand-in it comes as `Sheet<part>`, named
  // by its part's number, which is what tells it apart then (xlsxSheetNames).
  const standIn = { sheets: [] };
  const book = reader as unknown as { model?: object };
  book.model ??= standIn;
  for await (const worksheet of reader) {
    const { name, id } = worksheet as unknown as { name: string; id: string | number };
    const isWanted = book.model === standIn ? String(id) === wanted.part : name === wanted.name;
    if (!isWanted) continue;
    // Rows with nothing in them are not emitted at all; numbers stay the sheet's own.
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as ExcelJS.CellValue[];
      const cells = values.slice(1).map(cellOf);
      if (row.number > 1 && isBlankRow(cells)) continue;
      yield { rowNumber: row.number, cells };
    }
    return;
  }
  throw new MissingSheetError(`the sheet "${wanted.name}" has no rows the reader could find`);
}
