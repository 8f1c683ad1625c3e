import {
  createTransactionRequestSchema,
  importCurrency,
  transactionStatuses,
  transactionTypes,
  type CreateTransactionRequest,
  type ImportMapping,
  type TransactionStatus,
} from '@salesdash/api-contract';
import type { Cell } from '../spreadsheet/cell.ts';
import { parseAmountCents } from '../values/parse-amount.ts';
import { parseChoice } from '../values/parse-choice.ts';
import { currencyProblem } from '../values/parse-currency.ts';
import { isStorableDay, parseImportDate } from '../values/parse-date.ts';
import { noFieldRules, type FieldRules } from '../field-rules.ts';
import { rowReader, type ImportLookups, type RowRead } from './row-read.ts';

/** A payment as it is written: the deal the create route takes, and its status. */
export type TransactionRecord = { deal: CreateTransactionRequest; status: TransactionStatus };
export type TransactionRow = RowRead<TransactionRecord>;

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
  rules: FieldRules = noFieldRules,
): TransactionRow {
  const read = rowReader(row, headers, mapping, lookups, rules);
  const { cell, text, problem, problems, unmatched } = read;
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

  // Before the amounts are used: a row in another currency is refused, never converted.
  const foreign = currencyProblem(cell('currency'), [cell('amount'), cell('contract_value')]);
  if (foreign) problem(foreign.field, foreign.rule);

  const type = parseChoice(cell('type'), transactionTypes, typeSynonyms);
  if (type) draft['transaction_type'] = type;
  else problem('type', `unknown type (expected ${transactionTypes.join(' or ')})`);

  let status: TransactionStatus = 'pending';
  if (text('status') !== '') {
    const parsed = parseChoice(cell('status'), transactionStatuses, statusSynonyms);
    if (parsed) status = parsed;
    else problem('status', `unknown status (expected ${transactionStatuses.join(', ')})`);
  }

  const closer = read.person('closer_email');
  if (closer !== undefined) draft['user_id'] = closer;
  const setter = read.person('setter_email');
  if (setter !== undefined) draft['setter_id'] = setter;
  if (text('closer_email') === '') problem('closer_email', 'is required');

  if (text('product') === '') problem('product', 'is required');
  const product = read.product('product');
  if (product !== undefined) draft['product_id'] = product;

  draft['customer_name'] = text('customer_name');
  if (text('customer_email') !== '') draft['customer_email'] = text('customer_email');
  if (text('notes') !== '') draft['notes'] = text('notes');

  let record: TransactionRecord | undefined;
  const checked = read.checkContract(createTransactionRequestSchema, draft, fieldOfRequest);
  if (checked) {
    if (problems.length === 0 && unmatched.length === 0) record = { deal: checked, status };
  }
  return {
    rowNumber: row.rowNumber,
    externalId: read.externalId(),
    record,
    problems,
    unmatched,
    ...read.shown({
      date: (draft['transaction_date'] as string | undefined) ?? null,
      amount: (draft['amount'] as number | undefined) ?? null,
      contract_value:
        type === 'new'
          ? (((draft['contract_value'] ?? draft['amount']) as number | undefined) ?? null)
          : null,
      closer_email: text('closer_email').toLowerCase() || null,
      setter_email: text('setter_email').toLowerCase() || null,
      product: text('product') ? read.productName(product, text('product')) : null,
      customer_name: text('customer_name') || null,
      customer_email: text('customer_email') || null,
      type: type ?? null,
      status,
      notes: text('notes') || null,
      currency: importCurrency,
    }),
  };
}
