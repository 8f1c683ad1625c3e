import type { SheetRow } from './cell.ts';
import { readLimits, type ReadLimits } from './read-limits.ts';
import { readDateStyles } from './xlsx-date-styles.ts';
import { readSharedStrings } from './xlsx-shared-strings.ts';
import { xlsxSheetRows } from './xlsx-sheet-rows.ts';
import { readWorkbook } from './xlsx-workbook.ts';
import { openZipParts } from './zip-parts.ts';

export { MissingSheetError } from './xlsx-workbook.ts';

/**
 * The rows of one sheet of an .xlsx (the first unless `sheet` names another, in any case),
 * streamed: the zip's parts are inflated and parsed as they are read, never held whole, in the
 * order the reading needs (workbook, relationships, styles, shared strings, then the sheet), whatever
 * order the zip keeps them in. Date-formatted cells come back as dates. Bounded by `limits`
 * (docs/decisions/0062-bounded-spreadsheet-reading.md): past one it throws `ReadLimitError`;
 * a missing sheet throws `MissingSheetError`; a file that is no workbook, an `Error`.
 */
export async function* readXlsx(
  file: string,
  sheet?: string,
  limits: ReadLimits = readLimits,
): AsyncGenerator<SheetRow> {
  const zip = await openZipParts(file, limits);
  const wanted = await readWorkbook(zip, sheet, limits);
  const dateStyles = await readDateStyles(zip, wanted.stylesPart, limits);
  const strings = await readSharedStrings(zip, wanted.sharedStringsPart, limits);
  yield* xlsxSheetRows(zip, wanted, strings, dateStyles, limits);
}

/**
 * The sheet of an .xlsx that `readXlsx` reads for `sheet` (its name as the workbook spells it,
 * found in any case) and the workbook's sheets in order, for the importer to choose from.
 * @throws MissingSheetError listing the sheets when the one asked for is missing
 */
export async function xlsxSheets(
  file: string,
  sheet?: string,
  limits: ReadLimits = readLimits,
): Promise<{ name: string; sheets: string[] }> {
  const zip = await openZipParts(file, limits);
  const { name, sheets } = await readWorkbook(zip, sheet, limits);
  return { name, sheets };
}
