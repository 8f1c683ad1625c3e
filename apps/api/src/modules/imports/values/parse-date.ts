import { firstIsoDate, lastIsoDate } from '@salesdash/api-contract';
import type { Cell } from '../spreadsheet/cell.ts';

/** Days from Excel's day 0 (1899-12-30, counting its phantom 1900-02-29) to 1970-01-01. */
const excelEpochOffsetDays = 25_569;

/** Why a cell is not a date, as a row's error names it. */
export type DateProblem = 'not a date' | 'no such day';

/**
 * A calendar day (`YYYY-MM-DD`) from a cell: a date from an .xlsx (its calendar day as the sheet
 * shows it), an Excel serial number, or text in ISO (`2026-03-04`, with or without a time),
 * US (`3/4/2026`, month first, as Excel in the US writes it) or European dotted
 * (`04.03.2026`, day first) order. An impossible day (`2026-02-30`) is refused.
 */
export function parseImportDate(cell: Cell): { date: string } | { problem: DateProblem } {
  if (cell instanceof Date) {
    // ExcelJS gives a sheet's date as that wall-clock time in UTC.
    return Number.isNaN(cell.getTime()) ? { problem: 'not a date' } : { date: utcDay(cell) };
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return { problem: 'not a date' };
    return { date: utcDay(new Date((Math.floor(cell) - excelEpochOffsetDays) * 86_400_000)) };
  }
  if (typeof cell !== 'string') return { problem: 'not a date' };
  const text = cell.trim();
  let parts: [number, number, number] | undefined;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!parts) {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (match) parts = [Number(match[3]), Number(match[1]), Number(match[2])];
  }
  if (!parts) {
    match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
    if (match) parts = [Number(match[3]), Number(match[2]), Number(match[1])];
  }
  if (!parts) return { problem: 'not a date' };
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return { problem: 'no such day' };
  }
  return { date: utcDay(date) };
}

/** The UTC calendar day; outside the days the API stores (1900–2999), no date at all. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether a parsed day is one the API stores (api-contract's iso-date range). */
export function isStorableDay(day: string): boolean {
  return day >= firstIsoDate && day <= lastIsoDate;
}
