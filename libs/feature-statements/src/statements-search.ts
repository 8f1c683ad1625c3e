import { statementMonthSchema } from '@salesdash/api-contract';

/** What the /statements URL holds: the year listed and the month opened. */
export type StatementsSearch = { year?: number; month?: string };

/** The search of /statements, anything malformed dropped (the screen then opens on its default). */
export function parseStatementsSearch(search: Record<string, unknown>): StatementsSearch {
  const year = Number(search['year']);
  const month = statementMonthSchema.safeParse(search['month']);
  return {
    ...(Number.isInteger(year) && year >= 1900 && year <= 2999 ? { year } : {}),
    ...(month.success ? { month: month.data } : {}),
  };
}

/** The year listed: the URL's, else the opened month's, else this year. */
export function statementsYear(search: StatementsSearch, now = new Date()): number {
  return search.year ?? (search.month ? Number(search.month.slice(0, 4)) : now.getFullYear());
}
