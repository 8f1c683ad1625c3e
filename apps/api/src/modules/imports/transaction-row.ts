import {
  createTransactionRequestSchema,
  transactionStatuses,
  transactionTypes,
  type CreateTransactionRequest,
  type ImportMapping,
  type TransactionStatus,
} from '@salesdash/api-contract';
import type { Cell } from './spreadsheet/cell.ts';
import { parseAmountCents } from './values/parse-amount.ts';
import { parseChoice } from './values/parse-choice.ts';
import { isStorableDay, parseImportDate } from './values/parse-date.ts';

/** What a row's names resolve against: the organization's people and products. */
export type ImportLookups = {
  /** The organization's people (active or not) by lower-cased email. */
  people: ReadonlyMap<string, number>;
  /** Lower-cased emails of accounts in other organizations: never matched, never created. */
  outsiders: ReadonlySet<string>;
  /** The organization's products by lower-cased name. */
  products: ReadonlyMap<string, number>;
  /** Today in the organization's timezone: no payment is dated after it. */
  today: string;
};

/** A rule a row breaks, by the column (its header) that holds the value. */
export type RowProblem = { column: string; rule: string };

/** A name that matches nobody yet: the importer creates it or maps it to someone (or something). */
export type UnmatchedName = { field: 'closer_email' | 'setter_email' | 'product'; value: string };

export type TransactionRow = {
  rowNumber: number;
  externalId: string | undefined;
  /** The deal as the create route takes it, when every rule holds and every name matched. */
  deal: CreateTransactionRequest | undefined;
  status: TransactionStatus;
  problems: RowProblem[];
  unmatched: UnmatchedName[];
};

/** The import field a field of the create request comes from. */
const fieldOfRequest: Record<string, string> = {
  user_id: 'closer_email',
  setter_id: 'setter_email',
  product_id: 'product',
  customer_name: 'customer_name',
  customer_email: 'customer_email',
  amount: 'amount',
  contract_value: 'contract_value',
  transaction_type: 'type',
  transaction_date: 'date',
  notes: 'notes',
};

const statusSynonyms: Record<string, TransactionStatus> = {
  paid: 'approved',
  complete: 'approved',
  completed: 'approved',
  succeeded: 'approved',
  refund: 'refunded',
  declined: 'rejected',
  failed: 'rejected',
};
const typeSynonyms: Record<string, (typeof transactionTypes)[number]> = {
  pif: 'new',
  paid_in_full: 'new',
  first_payment: 'new',
  deposit: 'new',
  installment: 'payment_plan',
  instalment: 'payment_plan',
  plan: 'payment_plan',
  recurring: 'payment_plan',
};

/**
 * A spreadsheet row of payments read as a deal: each mapped cell parsed, names resolved, then
 * the create route's own contract (`createTransactionRequestSchema`, `dealProblem`) applied, so
 * an imported deal obeys the rules of one typed in. Every broken rule is reported by the column
 * that holds it; names that match nobody are listed apart, for the importer to resolve.
 */
export function transactionRowFrom(
  row: { rowNumber: number; cells: readonly Cell[] },
  headers: readonly string[],
  mapping: ImportMapping,
  lookups: ImportLookups,
): TransactionRow {
  const columnOf: Record<string, number> = {};
  for (const [column, field] of Object.entries(mapping)) columnOf[field] = Number(column);
  const cell = (field: string): Cell => {
    const column = columnOf[field];
    return column === undefined ? null : (row.cells[column] ?? null);
  };
  const header = (field: string) => {
    const column = columnOf[field];
    return column === undefined ? field : (headers[column] ?? `column ${column + 1}`);
  };
  const text = (field: string) => {
    const value = cell(field);
    if (value === null) return '';
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return String(value).trim();
  };
  const problems: RowProblem[] = [];
  const unmatched: UnmatchedName[] = [];
  const problem = (field: string, rule: string) => problems.push({ column: header(field), rule });
  const draft: Record<string, unknown> = {};

  const date = parseImportDate(cell('date'));
  if ('problem' in date) problem('date', date.problem);
  else if (!isStorableDay(date.date)) problem('date', 'not a date');
  else if (date.date > lookups.today) problem('date', 'in the future');
  else draft['transaction_date'] = date.date;

  for (const [field, key] of [
    ['amount', 'amount'],
    ['contract_value', 'contract_value'],
  ] as const) {
    if (field === 'contract_value' && text(field) === '') continue;
    const amount = parseAmountCents(cell(field));
    if ('problem' in amount) problem(field, amount.problem);
    else draft[key] = amount.cents / 100;
  }

  const type = parseChoice(cell('type'), transactionTypes, typeSynonyms);
  if (type) draft['transaction_type'] = type;
  else problem('type', `unknown type (expected ${transactionTypes.join(' or ')})`);

  let status: TransactionStatus = 'pending';
  if (text('status') !== '') {
    const parsed = parseChoice(cell('status'), transactionStatuses, statusSynonyms);
    if (parsed) status = parsed;
    else problem('status', `unknown status (expected ${transactionStatuses.join(', ')})`);
  }

  const person = (field: 'closer_email' | 'setter_email', key: 'user_id' | 'setter_id') => {
    const email = text(field).toLowerCase();
    if (email === '') return;
    const id = lookups.people.get(email);
    if (id !== undefined) draft[key] = id;
    else if (lookups.outsiders.has(email)) problem(field, 'a person outside the organization');
    else unmatched.push({ field, value: email });
  };
  person('closer_email', 'user_id');
  person('setter_email', 'setter_id');
  if (text('closer_email') === '') problem('closer_email', 'is required');

  const productName = text('product');
  if (productName === '') problem('product', 'is required');
  else {
    const id = lookups.products.get(productName.toLowerCase());
    if (id !== undefined) draft['product_id'] = id;
    else unmatched.push({ field: 'product', value: productName });
  }

  draft['customer_name'] = text('customer_name');
  if (text('customer_email') !== '') draft['customer_email'] = text('customer_email');
  if (text('notes') !== '') draft['notes'] = text('notes');

  let deal: CreateTransactionRequest | undefined;
  // The contract's rules on what parsed and matched; a field already reported is not again.
  const reported = new Set(problems.map((found) => found.column));
  const checked = createTransactionRequestSchema.safeParse(draft);
  if (checked.success) {
    if (problems.length === 0 && unmatched.length === 0) deal = checked.data;
  } else {
    for (const issue of checked.error.issues) {
      const field = fieldOfRequest[String(issue.path[0])] ?? String(issue.path[0]);
      const missingBecauseUnmatched = unmatched.some((name) => name.field === field);
      if (missingBecauseUnmatched || reported.has(header(field))) continue;
      problem(field, issue.message);
    }
  }
  const externalId = text('external_id') || undefined;
  return { rowNumber: row.rowNumber, externalId, deal, status, problems, unmatched };
}
