import type { AppointmentRow, TransactionRow } from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { CustomerDetails } from '../../policy/principal.ts';

/*
 * What a list shows of customers and leads when its caller may not see them in full (a share
 * link made without "include customer details"): initials instead of names, no emails and no
 * notes (free text that names customers as often as not). The rows are changed here, on the
 * server, so the page, the recent sales and the CSV download of a share link all read the
 * same; search and sort then look only at what such a row shows (see `hiddenSearch`).
 */

/** The first letter or digit of a word, upper-cased; a word of neither gives nothing. */
function initialOf(word: string): string {
  const letter = /[\p{L}\p{N}]/u.exec(word)?.[0];
  return letter ? `${letter.toLocaleUpperCase('en-US')}.` : '';
}

/**
 * A name as initials of its first and last word: "Lisa Ramirez" → "L. R.", "Mary Ann de la
 * Cruz" → "M. C.", "Cher" → "C.", "" → "". Two at most, so a long name tells no more than a
 * short one.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/u)
    .filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [initialOf(first), last === undefined ? '' : initialOf(last)].filter(Boolean).join(' ');
}

/** A transaction row as a caller without customer details sees it. */
export function withoutCustomerDetails<T extends TransactionRow>(row: T): T {
  return { ...row, customer_name: initialsOf(row.customer_name), customer_email: '', notes: '' };
}

/** A call as a caller without customer details sees it. */
export function withoutLeadDetails<T extends AppointmentRow>(row: T): T {
  return { ...row, lead_name: initialsOf(row.lead_name), lead_email: '' };
}

/**
 * A row converter that hides customers from a caller who may not see them, else `toRow` itself.
 * @param hide - {@link withoutCustomerDetails} or {@link withoutLeadDetails}
 */
export function shownAs<TRow>(
  details: CustomerDetails,
  toRow: (raw: Record<string, unknown>) => TRow,
  hide: (row: TRow) => TRow,
): (raw: Record<string, unknown>) => TRow {
  return details === 'full' ? toRow : (raw) => hide(toRow(raw));
}

/**
 * The columns a table's search looks in: all of `full` for a caller who sees customers, only
 * `hidden` (product names) for one who sees initials, so a visitor cannot find a row by a name,
 * email or note that the row then does not show. (Initials are not searched: "L. R." would
 * match many and say nothing the visitor cannot read on the page.)
 */
export function searchedColumns(
  details: CustomerDetails,
  columns: { full: SQL[]; hidden: SQL[] },
): SQL[] {
  return details === 'full' ? columns.full : columns.hidden;
}

/**
 * The sort key of a customer or lead column: the name itself, or for a caller who sees
 * initials its first letter only, so the order of two "L. R." rows says nothing of the rest
 * of their names (the id breaks the tie, as for every sort).
 */
export function nameSort(details: CustomerDetails, column: SQL): SQL {
  return details === 'full' ? column : sql`upper(left(btrim(${column}), 1))`;
}
