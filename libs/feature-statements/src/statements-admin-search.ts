import { statementMonthSchema } from '@salesdash/api-contract';

/** What the /statements/admin URL holds: the month shown and whose statement is opened. */
export type StatementsAdminSearch = { month?: string; user?: number };

/** The search of /statements/admin, anything malformed dropped. */
export function parseStatementsAdminSearch(search: Record<string, unknown>): StatementsAdminSearch {
  const month = statementMonthSchema.safeParse(search['month']);
  const user = Number(search['user']);
  return {
    ...(month.success ? { month: month.data } : {}),
    ...(Number.isInteger(user) && user > 0 ? { user } : {}),
  };
}

/**
 * The month shown: the URL's, else last month (local time), the one whose close and payroll are
 * due; this month's "so far" is one step away in the picker.
 */
export function statementsAdminMonth(search: StatementsAdminSearch, now = new Date()): string {
  if (search.month) return search.month;
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}`;
}

/** The months the picker offers: the shown one and the twelve before this month. */
export function adminMonthOptions(shown: string, now = new Date()): string[] {
  const months = Array.from({ length: 13 }, (_, back) => {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  });
  return months.includes(shown) ? months : [shown, ...months];
}

/**
 * The months the picker offers once the server has said which months have lines: those
 * (every month with lines, every closed one, this month and the last), with the shown one.
 */
export function pickerOptions(shown: string, months: readonly string[]): string[] {
  return months.includes(shown) ? [...months] : [...months, shown].sort((a, b) => (a < b ? 1 : -1));
}
