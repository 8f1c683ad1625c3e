import { formatDay } from './format-day.ts';

// Statement explanations are stored with ISO days ("collected on 2026-03-04"), which the CSV
// keeps for spreadsheets; the screens and the PDF read every date in one style ("Mar 4, 2026").
const isoDay = /\b\d{4}-\d{2}-\d{2}\b/g;

/** `text` with each ISO day written as the screens write days. */
export const readableDates = (text: string): string =>
  text.replace(isoDay, (day) => formatDay(day));
