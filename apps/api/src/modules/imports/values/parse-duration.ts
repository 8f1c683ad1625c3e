import type { Cell } from '../spreadsheet/cell.ts';

/** Excel's day 0 (1899-12-30): a time-formatted .xlsx cell arrives as that day plus the time. */
const excelDayZero = Date.UTC(1899, 11, 30);
const secondsPerDay = 86_400;

/**
 * Whole seconds from what a dialer export holds: a number of seconds (`95`, `95.4`), `mm:ss`
 * (`1:35`, minutes may pass 59), `h:mm:ss` (`1:02:03`), units (`1h 2m 3s`, `2 min`), or
 * from an .xlsx a duration-formatted cell (a date on Excel's day 0, or a fraction of a day).
 * A fraction of a second is rounded; undefined when it is no duration (blank included).
 */
export function parseDurationSeconds(cell: Cell): number | undefined {
  if (cell instanceof Date) {
    const seconds = (cell.getTime() - excelDayZero) / 1000;
    return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds) : undefined;
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return undefined;
    // Below one and not whole, no call lasts that many seconds: it is Excel's fraction of a day.
    return Math.round(cell > 0 && cell < 1 ? cell * secondsPerDay : cell);
  }
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim().toLowerCase();
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.round(Number(text.replace(',', '.')));
  let match = /^(?:(\d+):)?(\d+):(\d{2})(?:[.,]\d+)?$/.exec(text);
  if (match) {
    const [, hours, minutes = '0', seconds = '0'] = match;
    if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return undefined;
    return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
  match =
    /^(?:(\d+)\s*h(?:rs?|ours?)?)?\s*(?:(\d+)\s*m(?:in(?:ute)?s?)?)?\s*(?:(\d+)\s*s(?:ec(?:ond)?s?)?)?$/.exec(
      text,
    );
  if (match && (match[1] ?? match[2] ?? match[3]) !== undefined) {
    const [, hours = '0', minutes = '0', seconds = '0'] = match;
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
  return undefined;
}
