import { describe, expect, it } from 'vitest';
import { noFieldRules, type FieldRules } from '../field-rules.ts';
import { guessMapping } from '../guess-mapping.ts';
import type { Cell } from '../spreadsheet/cell.ts';
import type { ImportLookups } from './row-read.ts';
import { transactionRowFrom } from './transaction-row.ts';

const headers = [
  'Deal ID',
  'Date',
  'Closer',
  'Setter',
  'Product',
  'Customer',
  'Amount',
  'Contract Value',
  'Type',
  'Status',
];
const mapping = guessMapping('transactions', headers);
const lookups: ImportLookups = {
  people: new Map([
    ['cora@acme.test', 11],
    ['sam@acme.test', 12],
  ]),
  products: new Map([['coaching', 7]]),
  today: '2026-11-26',
};
const good: Cell[] = [
  'D-1',
  '2026-03-04',
  'Cora@Acme.test',
  'sam@acme.test',
  'Coaching',
  'Jo Smith',
  '$3,000.00',
  '9000',
  'new',
  'Paid',
];

function read(changes: Partial<Record<number, Cell>>) {
  const cells = good.map((cell, index) => (index in changes ? (changes[index] ?? null) : cell));
  return transactionRowFrom({ rowNumber: 7, cells }, headers, mapping, lookups);
}

describe('a row of payments', () => {
  it('becomes the deal the create route takes, with its status and external id', () => {
    expect(read({})).toEqual({
      rowNumber: 7,
      externalId: 'D-1',
      problems: [],
      unmatched: [],
      values: expect.objectContaining({ closer_email: 'cora@acme.test', status: 'approved' }),
      refused: [],
      record: {
        status: 'approved',
        deal: {
          user_id: 11,
          setter_id: 12,
          product_id: 7,
          customer_name: 'Jo Smith',
          amount: 3000,
          contract_value: 9000,
          transaction_type: 'new',
          transaction_date: '2026-03-04',
        },
      },
    });
  });

  it.each([
    { name: 'a bad date', change: { 1: '2026-02-30' }, column: 'Date', rule: 'no such day' },
    { name: 'a date that is no date', change: { 1: 'soon' }, column: 'Date', rule: 'not a date' },
    {
      name: 'a date cell no calendar holds (a date-formatted 1e308)',
      change: { 1: new Date(Number.NaN) },
      column: 'Date',
      rule: 'not a date',
    },
    {
      name: 'a date-formatted number no date can hold, as the .xlsx reader gives it',
      change: { 1: 1e308 },
      column: 'Date',
      rule: 'not a date',
    },
    { name: 'a future date', change: { 1: '2026-12-01' }, column: 'Date', rule: 'in the future' },
    { name: 'a negative amount', change: { 6: '-300' }, column: 'Amount', rule: 'negative amount' },
    {
      name: 'an amount that is no number',
      change: { 6: 'lots' },
      column: 'Amount',
      rule: 'not an amount',
    },
    {
      name: 'a zero amount',
      change: { 6: '0' },
      column: 'Amount',
      rule: 'must be a dollar amount from 0.01 to 10000000 with at most 2 decimals',
    },
    {
      name: 'an unknown status',
      change: { 9: 'maybe' },
      column: 'Status',
      rule: 'unknown status (expected pending, approved, rejected, refunded)',
    },
    {
      name: 'an unknown type',
      change: { 8: 'gift' },
      column: 'Type',
      rule: 'unknown type (expected new or payment_plan)',
    },
    { name: 'no closer', change: { 2: '' }, column: 'Closer', rule: 'is required' },
    { name: 'no product', change: { 4: '' }, column: 'Product', rule: 'is required' },
    {
      name: 'a contract value below the amount',
      change: { 7: '100' },
      column: 'Contract Value',
      rule: 'must be at least the amount collected',
    },
    {
      name: 'a contract value on an instalment',
      change: { 8: 'payment plan' },
      column: 'Contract Value',
      rule: 'is only for new deals; a payment-plan instalment has none',
    },
    {
      name: 'the closer as their own setter',
      change: { 3: 'cora@acme.test' },
      column: 'Setter',
      rule: 'must be someone other than the closer',
    },
  ])('refuses $name, naming the column and the rule', ({ change, column, rule }) => {
    const row = read(change);
    expect(row.record?.deal).toBeUndefined();
    expect(row.problems).toContainEqual({ column, rule });
  });

  it('lists names that match nobody apart, without refusing the row for them', () => {
    const row = read({ 2: 'New.Closer@acme.test', 4: 'Masterclass' });
    expect(row.record?.deal).toBeUndefined();
    expect(row.problems).toEqual([]);
    expect(row.unmatched).toEqual([
      { kind: 'person', value: 'new.closer@acme.test' },
      { kind: 'product', value: 'Masterclass' },
    ]);
  });

  it('takes an Excel date, a number amount, no status (pending) and no contract value', () => {
    const row = read({ 1: new Date(Date.UTC(2026, 0, 15)), 6: 1234.5, 7: null, 9: '' });
    expect(row.problems).toEqual([]);
    expect(row.record?.status).toBe('pending');
    expect(row.record?.deal).toMatchObject({ transaction_date: '2026-01-15', amount: 1234.5 });
    expect(row.record?.deal?.contract_value).toBeUndefined();
  });
});

/** A CRM's export: no Type column, a Stage in its own words, and a Currency. */
const crmHeaders = ['Opportunity ID', 'Close Date', 'Owner', 'Product', 'Account Name', 'Amount'];
const crmMapping = { ...guessMapping('transactions', [...crmHeaders, 'Currency', 'Stage']) };
const crmRow: Cell[] = ['OPP-1', '2026-03-04', 'cora@acme.test', 'Coaching', 'Jo', '1,000.00'];

describe('a row read with the mapping’s constants, value maps and currency', () => {
  it.each<{
    name: string;
    currency: Cell;
    stage: Cell;
    amount?: Cell;
    rules: FieldRules;
    want: { status?: string; type?: string; problem?: { column: string; rule: string } };
  }>([
    {
      name: 'a constant fills a field the file has no column for',
      currency: 'USD',
      stage: '',
      rules: { constants: { type: 'new' }, value_maps: {} },
      want: { type: 'new', status: 'pending' },
    },
    {
      name: 'a value map reads a CRM stage as a status',
      currency: 'usd',
      stage: ' Closed Won ',
      rules: { constants: { type: 'new' }, value_maps: { status: { 'Closed Won': 'approved' } } },
      want: { type: 'new', status: 'approved' },
    },
    {
      name: 'a value the map leaves out is read as written (and refused when it names nothing)',
      currency: null,
      stage: 'Negotiation',
      rules: { constants: { type: 'new' }, value_maps: { status: { 'Closed Won': 'approved' } } },
      want: {
        problem: {
          column: 'Stage',
          rule: 'unknown status (expected pending, approved, rejected, refunded)',
        },
      },
    },
    {
      name: 'without a constant a file with no Type column is refused for it',
      currency: 'USD',
      stage: 'paid',
      rules: noFieldRules,
      want: { problem: { column: 'type', rule: 'unknown type (expected new or payment_plan)' } },
    },
    {
      name: 'a constant of a bad value names the field, not a column',
      currency: 'USD',
      stage: '',
      rules: { constants: { type: 'gift' }, value_maps: {} },
      want: {
        problem: {
          column: 'type (same for every row)',
          rule: 'unknown type (expected new or payment_plan)',
        },
      },
    },
    {
      name: 'a row in euros, never converted',
      currency: 'EUR',
      stage: 'paid',
      rules: { constants: { type: 'new' }, value_maps: {} },
      want: {
        problem: { column: 'Currency', rule: 'the currency is EUR: SalesDash counts USD only' },
      },
    },
    {
      name: 'an amount written in euros, with a blank currency',
      currency: '',
      stage: 'paid',
      amount: '1.000,00 €',
      rules: { constants: { type: 'new' }, value_maps: {} },
      want: {
        problem: { column: 'Amount', rule: 'the currency is EUR: SalesDash counts USD only' },
      },
    },
    {
      name: 'an amount with a GBP code',
      currency: '',
      stage: 'paid',
      amount: 'GBP 1,000.00',
      rules: { constants: { type: 'new' }, value_maps: {} },
      want: {
        problem: { column: 'Amount', rule: 'the currency is GBP: SalesDash counts USD only' },
      },
    },
  ])('$name', ({ currency, stage, amount, rules, want }) => {
    const cells = [...crmRow, currency, stage];
    if (amount !== undefined) cells[5] = amount;
    const row = transactionRowFrom(
      { rowNumber: 2, cells },
      [...crmHeaders, 'Currency', 'Stage'],
      crmMapping,
      lookups,
      rules,
    );
    if (want.problem) {
      expect(row.record).toBeUndefined();
      expect(row.problems).toContainEqual(want.problem);
    } else {
      expect(row.problems).toEqual([]);
      expect(row.record).toMatchObject({
        status: want.status,
        deal: { transaction_type: want.type, amount: 1000 },
      });
    }
  });

  it('shows a refused value as the file wrote it, and lists it as refused', () => {
    const row = transactionRowFrom(
      { rowNumber: 2, cells: [...crmRow, 'EUR', 'Negotiation'] },
      [...crmHeaders, 'Currency', 'Stage'],
      crmMapping,
      lookups,
      { constants: { type: 'new' }, value_maps: {} },
    );
    expect(row.refused.sort()).toEqual(['currency', 'status']);
    expect(row.values).toMatchObject({ status: 'Negotiation', currency: 'EUR', type: 'new' });
  });

  it('shows the product a name stands for as the product is named', () => {
    const row = transactionRowFrom(
      { rowNumber: 2, cells: [...crmRow.slice(0, 3), 'COACHING', ...crmRow.slice(4), '', 'paid'] },
      [...crmHeaders, 'Currency', 'Stage'],
      crmMapping,
      { ...lookups, productNames: new Map([[7, 'Coaching']]) },
      { constants: { type: 'new' }, value_maps: {} },
    );
    expect(row.values['product']).toBe('Coaching');
  });
});
