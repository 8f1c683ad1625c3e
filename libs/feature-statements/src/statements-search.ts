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

/**
 * The year listed: the URL's, else the opened month's; undefined when the URL names neither, so
 * the screen opens on the caller's latest month with lines (not this year, which may be empty).
 */
export function statementsYear(search: StatementsSearch): number | undefined {
  return search.year ?? (search.month ? Number(search.month.slice(0, 4)) : undefined);
}
