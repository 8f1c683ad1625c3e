import type { Cell } from '../spreadsheet/cell.ts';
import { parseImportDate, type DateProblem } from './parse-date.ts';

/** Why a cell is not a date-time, as a row's error names it. */
export type DateTimeProblem = DateProblem | 'not a time' | 'a time with an offset';

/**
 * The hour a day without a time is read at: noon stays on the same day in every organization
 * zone a writer converts it from, and sorts a day's untimed calls together.
 */
export const untimedHour = '12:00';

const minutesPerDay = 1_440;
const msPerMinute = 60_000;

/** `14:30`, `14:30:05.123`, `2:30 PM`, `2 pm`, each optionally followed by `Z` or `±hh:mm`. */
const timeShape =
  /^(\d{1,2})(?::(\d{2})(?::\d{2}(?:[.,]\d+)?)?)?\s*([ap])?\.?(?:m\.?)?\s*(z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A local date-time (`YYYY-MM-DDTHH:MM`) from a cell: a date as `parseImportDate` reads it,
 * with a time of day after a space or `T` (`2026-03-04 14:30`, `3/4/2026 2:30 PM`,
 * `04.03.2026 14:30`), an Excel serial whose fraction is the time, or an .xlsx date. A day
 * without a time (an exact midnight from a sheet, which is how a date-only cell arrives) is
 * read at noon. A time with an offset is an instant: it is turned into the wall clock of
 * `timeZone`, and refused when the zone is not known.
 */
export function parseImportDateTime(
  cell: Cell,
  timeZone?: string,
): { dateTime: string } | { problem: DateTimeProblem } {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return { problem: 'not a date' };
    // Excel's float times land a millisecond off the minute; the minute is what was typed.
    const rounded = new Date(Math.round(cell.getTime() / msPerMinute) * msPerMinute);
    return withTime(parseImportDate(rounded), sheetTime(rounded.toISOString().slice(11, 16)));
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { problem: 'not a date' };
    const minutes = Math.round(cell * minutesPerDay);
    const serialDay = Math.floor(minutes / minutesPerDay);
    const minuteOfDay = minutes - serialDay * minutesPerDay;
    const time = clock(Math.floor(minuteOfDay / 60), minuteOfDay % 60);
    return withTime(parseImportDate(serialDay), sheetTime(time));
  }
  if (typeof cell !== 'string') return { problem: 'not a date' };
  const [, datePart = '', timePart] = /^(\S+?)(?:(?:T|\s+)(.+))?$/.exec(cell.trim()) ?? [];
  const day = parseImportDate(datePart);
  if ('problem' in day || timePart === undefined) return withTime(day, untimedHour);
  const time = timeShape.exec(timePart.trim());
  if (!time) return { problem: 'not a time' };
  const [, hourText = '', minuteText = '00', meridiem, offset] = time;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (meridiem) {
    if (hour < 1 || hour > 12) return { problem: 'not a time' };
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  } else if (time[2] === undefined) {
    return { problem: 'not a time' };
  }
  if (hour > 23 || minute > 59) return { problem: 'not a time' };
  const local = `${day.date}T${clock(hour, minute)}`;
  if (offset === undefined) return { dateTime: local };
  if (timeZone === undefined) return { problem: 'a time with an offset' };
  return { dateTime: wallClock(new Date(`${local}${normalOffset(offset)}`), timeZone) };
}

function withTime(
  day: { date: string } | { problem: DateProblem },
  time: string,
): { dateTime: string } | { problem: DateTimeProblem } {
  return 'problem' in day ? day : { dateTime: `${day.date}T${time}` };
}

/** A sheet's date-only cell arrives as midnight; a call typed at exactly 00:00 is rarer. */
function sheetTime(time: string): string {
  return time === '00:00' ? untimedHour : time;
}

function clock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** `z` → `Z`, `+0100` → `+01:00`: what `Date` parses. */
function normalOffset(offset: string): string {
  if (/^z$/i.test(offset)) return 'Z';
  return `${offset.slice(0, 3)}:${offset.slice(-2)}`;
}

/** An instant as the wall clock of `timeZone` shows it, to the minute. */
function wallClock(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}
