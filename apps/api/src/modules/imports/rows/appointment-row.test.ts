import { describe, expect, it } from 'vitest';
import { guessMapping } from '../guess-mapping.ts';
import type { Cell } from '../spreadsheet/cell.ts';
import { appointmentRowFrom } from './appointment-row.ts';
import type { ImportLookups } from './row-read.ts';

const headers = [
  'Call ID',
  'Call Date',
  'Closer',
  'Setter',
  'Product',
  'Lead Name',
  'Lead Email',
  'Status',
];
const mapping = guessMapping('appointments', headers);
const lookups: ImportLookups = {
  people: new Map([
    ['cora@acme.test', 11],
    ['sam@acme.test', 12],
  ]),
  products: new Map([['coaching', 7]]),
  today: '2026-11-26',
  timeZone: 'America/New_York',
};
const good: Cell[] = [
  'C-1',
  '3/4/2026 2:30 PM',
  'Cora@Acme.test',
  'sam@acme.test',
  'Coaching',
  'Jo Smith',
  'jo@example.test',
  'Showed',
];

function read(changes: Partial<Record<number, Cell>>) {
  const cells = good.map((cell, index) => (index in changes ? (changes[index] ?? null) : cell));
  return appointmentRowFrom({ rowNumber: 4, cells }, headers, mapping, lookups);
}

describe('a row of booked calls', () => {
  it('becomes the call as it is written, with a local time and its external id', () => {
    expect(read({})).toEqual({
      rowNumber: 4,
      externalId: 'C-1',
      problems: [],
      unmatched: [],
      refused: [],
      values: {
        call_date: '2026-03-04T14:30',
        closer_email: 'cora@acme.test',
        setter_email: 'sam@acme.test',
        product: 'Coaching',
        lead_name: 'Jo Smith',
        lead_email: 'jo@example.test',
        status: 'taken',
      },
      record: {
        user_id: 11,
        setter_id: 12,
        product_id: 7,
        lead_name: 'Jo Smith',
        lead_email: 'jo@example.test',
        call_at: '2026-03-04T14:30',
        status: 'taken',
      },
    });
  });

  it.each([
    ['', 'scheduled'],
    ['Scheduled', 'scheduled'],
    ['active', 'scheduled'],
    ['Completed', 'taken'],
    ['showed', 'taken'],
    ['taken', 'taken'],
    ['No Show', 'no_show'],
    ['no-show', 'no_show'],
    ['noshow', 'no_show'],
    ['Missed', 'no_show'],
    ['Canceled', 'cancelled'],
    ['cancelled', 'cancelled'],
    ['Rescheduled', 'rescheduled'],
  ])('reads the status %j as %s', (cell, status) => {
    expect(read({ 7: cell }).record?.status).toBe(status);
  });

  it.each([
    ['2026-03-04', '2026-03-04T12:00'],
    ['2026-03-04 14:30', '2026-03-04T14:30'],
    ['04.03.2026 14:30', '2026-03-04T14:30'],
    [46_085.604_166_666, '2026-03-04T14:30'],
    [46_085, '2026-03-04T12:00'],
    [new Date(Date.UTC(2026, 2, 4, 14, 30)), '2026-03-04T14:30'],
    [new Date(Date.UTC(2026, 2, 4)), '2026-03-04T12:00'],
    // An instant is read as the organization's wall clock (New York, UTC−5 in March).
    ['2026-03-04T19:30:00Z', '2026-03-04T14:30'],
  ])('reads the call date %j as %s local', (cell, callAt) => {
    expect(read({ 1: cell }).record?.call_at).toBe(callAt);
  });

  it.each([
    { name: 'a bad date', change: { 1: '2026-02-30' }, column: 'Call Date', rule: 'no such day' },
    { name: 'no date at all', change: { 1: 'next week' }, column: 'Call Date', rule: 'not a date' },
    { name: 'a blank date', change: { 1: '' }, column: 'Call Date', rule: 'not a date' },
    {
      name: 'a bad time',
      change: { 1: '2026-03-04 25:10' },
      column: 'Call Date',
      rule: 'not a time',
    },
    {
      name: 'a date outside the booking rule',
      change: { 1: '1999-12-31' },
      column: 'Call Date',
      rule: 'must be a date-time in the years 2000 to 2100',
    },
    {
      name: 'a call taken tomorrow',
      change: { 1: '2026-11-27 10:00', 7: 'taken' },
      column: 'Status',
      rule: 'a call in the future cannot be taken',
    },
    {
      name: 'a no-show next month',
      change: { 1: '12/1/2026', 7: 'no show' },
      column: 'Status',
      rule: 'a call in the future cannot be no_show',
    },
    {
      name: 'an unknown status',
      change: { 7: 'maybe' },
      column: 'Status',
      rule: 'unknown status (expected scheduled, taken, no_show, cancelled, rescheduled)',
    },
    { name: 'no closer', change: { 2: '' }, column: 'Closer', rule: 'is required' },
    { name: 'no product', change: { 4: '' }, column: 'Product', rule: 'is required' },
    {
      name: 'the closer as their own setter',
      change: { 3: 'cora@acme.test' },
      column: 'Setter',
      rule: 'must be someone other than the closer',
    },
    { name: 'no lead name', change: { 5: '  ' }, column: 'Lead Name', rule: 'is required' },
    {
      name: 'a lead name too long',
      change: { 5: 'x'.repeat(201) },
      column: 'Lead Name',
      rule: 'must be at most 200 characters',
    },
    {
      name: 'a malformed lead email',
      change: { 6: 'jo at example' },
      column: 'Lead Email',
      rule: 'Invalid email address',
    },
  ])('refuses $name, naming the column and the rule', ({ change, column, rule }) => {
    const row = read(change);
    expect(row.record).toBeUndefined();
    expect(row.problems).toEqual([{ column, rule }]);
  });

  it('books a call in the future that is scheduled or rescheduled', () => {
    for (const status of ['', 'scheduled', 'rescheduled']) {
      const row = read({ 1: '2026-12-01 09:00', 7: status });
      expect(row.problems).toEqual([]);
      expect(row.record?.call_at).toBe('2026-12-01T09:00');
    }
  });

  it('takes a call today, and one without a setter or lead email', () => {
    const row = read({ 1: '2026-11-26 18:00', 3: '', 6: '' });
    expect(row.problems).toEqual([]);
    expect(row.record).toMatchObject({ setter_id: null, lead_email: '', status: 'taken' });
  });

  it('lists names that match nobody apart, without refusing the row for them', () => {
    const row = read({ 2: 'New.Closer@acme.test', 3: 'new.setter@acme.test', 4: 'Masterclass' });
    expect(row.record).toBeUndefined();
    expect(row.problems).toEqual([]);
    expect(row.unmatched).toEqual([
      { kind: 'person', value: 'new.closer@acme.test' },
      { kind: 'person', value: 'new.setter@acme.test' },
      { kind: 'product', value: 'Masterclass' },
    ]);
  });

  it('refuses a time with an offset when the organization zone is not known', () => {
    const row = appointmentRowFrom(
      { rowNumber: 2, cells: ['C-2', '2026-03-04T19:30:00Z', ...good.slice(2)] },
      headers,
      mapping,
      { ...lookups, timeZone: undefined },
    );
    expect(row.problems).toEqual([{ column: 'Call Date', rule: 'a time with an offset' }]);
  });
});
