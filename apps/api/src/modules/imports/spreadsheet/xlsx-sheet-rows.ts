import { isBlankRow, type Cell, type SheetRow } from './cell.ts';
import { formatCount } from '@salesdash/util-format';
import { ReadLimitError, type ReadLimits } from './read-limits.ts';
import { readXmlPart } from './read-xml-part.ts';
import type { WorkbookSheet } from './xlsx-workbook.ts';
import type { ZipParts } from './zip-parts.ts';

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01, and from 1900's day 0 to 1904's. */
const unixEpochSerial = 25_569;
const date1904Offset = 1_462;
const msPerDay = 86_400_000;

/**
 * The instant a serial day shows, as a UTC wall clock (how ExcelJS gave it); undefined when no
 * `Date` can hold it (1e308 is a number a cell may hold, not a day), so the cell stays a number
 * and the row's reader refuses it as a date with a reason.
 */
export function serialDate(serial: number, date1904: boolean): Date | undefined {
  const date = new Date(
    Math.round((serial - unixEpochSerial + (date1904 ? date1904Offset : 0)) * msPerDay),
  );
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * `AB12` → 27 (0-based column), stopping once past `max` so a long reference costs nothing;
 * undefined for a reference without letters (the cell then follows the one before it).
 */
function columnOf(reference: string, max: number): number | undefined {
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index) & ~0x20; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > max) return max;
  }
  return column === 0 ? undefined : column - 1;
}

/** A cell's value from its type (`t`), its `<v>` or inline text, and whether its style is a date. */
function cellValue(
  type: string,
  value: string,
  inline: string | undefined,
  isDate: boolean,
  strings: readonly string[],
  date1904: boolean,
): Cell {
  switch (type) {
    case 's':
      return value === '' ? null : (strings[Number(value)] ?? null);
    case 'inlineStr':
      return inline ?? value;
    case 'str':
      return value;
    case 'b':
      return value === '' ? null : !(value.trim() === '0' || value.trim() === 'false');
    case 'e':
      return null;
    case 'd': {
      // An ISO date; without an offset it is a wall clock, kept in UTC as other dates are.
      const iso = value.trim();
      const date = new Date(
        /T.*(?:Z|[+-]\d\d:?\d\d)$/i.test(iso) || !iso.includes('T') ? iso : `${iso}Z`,
      );
      return Number.isNaN(date.getTime()) ? value : date;
    }
    default: {
      if (value.trim() === '') return null;
      const number = Number(value);
      if (!Number.isFinite(number)) return value;
      return (isDate && serialDate(number, date1904)) || number;
    }
  }
}

/**
 * The rows of a sheet part, streamed as it inflates: each row with its number (the sheet's
 * own, a row missing from the part is skipped) and its cells by column, blank rows after the
 * first skipped. Cell types: shared string (`s`), inline string, formula text (`str`), boolean,
 * error (null), ISO date (`d`), number (a date when its style's format is one). Reading stops at
 * the end of `sheetData`. Refused past `limits`: a column past `limits.columns`, a cell past
 * `limits.cellChars`, a row past `limits.rowChars` of text or past `limits.lastRow`, and rows
 * out of order (a resumed import counts on their order).
 */
export async function* xlsxSheetRows(
  zip: ZipParts,
  sheet: WorkbookSheet,
  strings: readonly string[],
  dateStyles: readonly boolean[],
  limits: ReadLimits,
): AsyncGenerator<SheetRow> {
  let inData = false;
  let finished = false;
  let rowNumber = 0;
  let cells: Cell[] | undefined;
  let rowChars = 0;
  let column = -1;
  let cell: { type: string; isDate: boolean; value: string; inline?: string } | undefined;
  let inValue = false;
  let inText = false;
  let phonetic = 0;
  const cellTooLong = () =>
    new ReadLimitError(
      `row ${formatCount(rowNumber)} has a cell longer than ${formatCount(limits.cellChars)} characters`,
    );

  yield* readXmlPart<SheetRow>(zip, sheet.part, limits.sheetBytes, limits, (emit) => ({
    open(name, attributes) {
      if (name === 'sheetData') {
        inData = true;
      } else if (!inData) {
        return;
      } else if (name === 'row') {
        const reference = attributes['r'];
        const number = reference === undefined ? rowNumber + 1 : Number(reference);
        if (!Number.isInteger(number) || number < 1) {
          throw new Error(`a row is numbered "${reference}"`);
        }
        if (number > limits.lastRow) {
          throw new ReadLimitError(
            `row ${formatCount(number)} is past row ${formatCount(limits.lastRow)}, the last a sheet can have`,
          );
        }
        if (number <= rowNumber) throw new Error(`row ${number} comes after row ${rowNumber}`);
        rowNumber = number;
        cells = [];
        rowChars = 0;
        column = -1;
      } else if (name === 'c' && cells) {
        const reference = attributes['r'];
        column =
          (reference === undefined ? undefined : columnOf(reference, limits.columns)) ?? column + 1;
        if (column >= limits.columns) {
          throw new ReadLimitError(
            `row ${formatCount(rowNumber)} has more than ${formatCount(limits.columns)} columns`,
          );
        }
        const style = Number(attributes['s'] ?? 0);
        cell = { type: attributes['t'] ?? 'n', isDate: dateStyles[style] === true, value: '' };
      } else if (cell && name === 'v') {
        inValue = true;
      } else if (cell && name === 'is') {
        cell.inline = '';
      } else if (cell && name === 'rPh') {
        phonetic += 1;
      } else if (cell?.inline !== undefined && name === 't') {
        inText = phonetic === 0;
      }
    },
    text(text) {
      if (!cell) return;
      if (inValue) cell.value += text;
      else if (inText) cell.inline = (cell.inline ?? '') + text;
      else return;
      if (cell.value.length > limits.cellChars || (cell.inline?.length ?? 0) > limits.cellChars) {
        throw cellTooLong();
      }
    },
    close(name) {
      if (!inData) return;
      if (name === 'v') {
        inValue = false;
      } else if (name === 't') {
        inText = false;
      } else if (name === 'rPh') {
        phonetic -= 1;
      } else if (name === 'c' && cell && cells) {
        const value = cellValue(
          cell.type,
          cell.value,
          cell.inline,
          cell.isDate,
          strings,
          sheet.date1904,
        );
        if (typeof value === 'string') {
          rowChars += value.length;
          if (rowChars > limits.rowChars) {
            throw new ReadLimitError(
              `row ${formatCount(rowNumber)} holds more than ${formatCount(limits.rowChars)} characters`,
            );
          }
        }
        cells[column] = value;
        cell = undefined;
      } else if (name === 'row' && cells) {
        const row = Array.from(cells, (value) => value ?? null);
        cells = undefined;
        if (rowNumber === 1 || !isBlankRow(row)) emit({ rowNumber, cells: row });
      } else if (name === 'sheetData') {
        inData = false;
        finished = true;
      }
    },
    done: () => finished,
    // Text past the limit inside a cell is that cell; elsewhere the part's own words say it.
    tooLong: () => (cell ? cellTooLong() : undefined),
  }));
}
