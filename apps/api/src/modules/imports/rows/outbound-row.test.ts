import { describe, expect, it } from 'vitest';
import { guessMapping } from '../guess-mapping.ts';
import type { Cell } from '../spreadsheet/cell.ts';
import { outboundRowFrom } from './outbound-row.ts';
import type { ImportLookups } from './row-read.ts';

const headers = ['Activity ID', 'Date', 'Agent', 'Product', 'Call Type', 'Connected', 'Duration'];
const mapping = guessMapping('outbound', headers);
const lookups: ImportLookups = {
  people: new Map([['ria@acme.test', 21]]),
  products: new Map([['coaching', 7]]),
  today: '2026-11-26',
};
const good: Cell[] = [
  'A-1',
  '2026-03-04 09:15',
  'Ria@Acme.test',
  'Coaching',
  'Dial',
  'yes',
  '2:05',
];

function read(changes: Partial<Record<number, Cell>>) {
  const cells = good.map((cell, index) => (index in changes ? (changes[index] ?? null) : cell));
  return outboundRowFrom({ rowNumber: 9, cells }, headers, mapping, lookups);
}

describe('a row of outbound activity', () => {
  it('becomes the touch as it is logged, with a local time and its external id', () => {
    expect(read({})).toEqual({
      rowNumber: 9,
      externalId: 'A-1',
      problems: [],
      unmatched: [],
      refused: [],
      values: {
        date: '2026-03-04T09:15',
        rep_email: 'ria@acme.test',
        product: 'Coaching',
        type: 'call',
        answered: true,
        duration_seconds: 125,
      },
      record: {
        user_id: 21,
        product_id: 7,
        type: 'call',
        answered: true,
        duration_seconds: 125,
        at: '2026-03-04T09:15',
      },
    });
  });

  it.each([
    ['call', 'call'],
    ['Phone', 'call'],
    ['Outbound Call', 'call'],
    ['Outbound', 'call'],
    ['message', 'message'],
    ['DM', 'message'],
    ['SMS', 'message'],
    ['Email', 'message'],
    ['text', 'message'],
  ])('reads the type %j as %s', (cell, type) => {
    const row = read({ 4: cell, 5: '', 6: '' });
    expect(row.problems).toEqual([]);
    expect(row.record?.type).toBe(type);
  });

  it.each([
    ['Connected', true],
    ['answered', true],
    [true, true],
    ['No Answer', false],
    ['voicemail', false],
    ['', false],
    [0, false],
  ])('reads answered %j as %s', (cell, answered) => {
    expect(read({ 5: cell }).record?.answered).toBe(answered);
  });

  it.each([
    ['95', 95],
    [95, 95],
    ['1:02:03', 3_723],
    ['', 0],
    [95 / 86_400, 95],
    [new Date(Date.UTC(1899, 11, 30, 0, 2, 5)), 125],
  ])('reads the duration %j as %i seconds', (cell, seconds) => {
    expect(read({ 6: cell }).record?.duration_seconds).toBe(seconds);
  });

  it.each([
    ['2026-03-04', '2026-03-04T12:00'],
    ['3/4/2026 9:15 AM', '2026-03-04T09:15'],
    [46_085.385_416_666, '2026-03-04T09:15'],
    [new Date(Date.UTC(2026, 2, 4, 9, 15)), '2026-03-04T09:15'],
  ])('reads the date %j as %s local', (cell, at) => {
    expect(read({ 1: cell }).record?.at).toBe(at);
  });

  it('logs a message unanswered and without a duration', () => {
    const row = read({ 4: 'sms', 5: 'no', 6: '0' });
    expect(row.problems).toEqual([]);
    expect(row.record).toMatchObject({ type: 'message', answered: false, duration_seconds: 0 });
    expect(row.values).toMatchObject({ answered: false, duration_seconds: 0 });
  });

  it.each([
    { name: 'a bad date', change: { 1: '2026-02-30' }, column: 'Date', rule: 'no such day' },
    { name: 'no date', change: { 1: '' }, column: 'Date', rule: 'not a date' },
    { name: 'a bad time', change: { 1: '2026-03-04 9:75' }, column: 'Date', rule: 'not a time' },
    {
      name: 'a day after today',
      change: { 1: '2026-11-27' },
      column: 'Date',
      rule: 'in the future',
    },
    { name: 'no type', change: { 4: '' }, column: 'Call Type', rule: 'is required' },
    {
      name: 'an unknown type',
      change: { 4: 'fax' },
      column: 'Call Type',
      rule: 'unknown type (expected message or call)',
    },
    {
      name: 'an inbound call',
      change: { 4: 'Inbound' },
      column: 'Call Type',
      rule: 'unknown type (expected message or call)',
    },
    {
      name: 'an answer that is no answer',
      change: { 5: 'perhaps' },
      column: 'Connected',
      rule: 'not yes or no',
    },
    {
      name: 'a duration that is none',
      change: { 6: 'long' },
      column: 'Duration',
      rule: 'not a duration',
    },
    {
      name: 'a call longer than a day',
      change: { 6: '25:00:00' },
      column: 'Duration',
      rule: 'must be a whole number of seconds 0 … 86400',
    },
    {
      name: 'a duration on a message',
      change: { 4: 'email', 5: '', 6: '0:30' },
      column: 'Duration',
      rule: 'only a call has it',
    },
    {
      name: 'an answered message',
      change: { 4: 'DM', 5: 'yes', 6: '' },
      column: 'Connected',
      rule: 'only a call has it',
    },
    { name: 'no rep', change: { 2: '' }, column: 'Agent', rule: 'is required' },
  ])('refuses $name, naming the column and the rule', ({ change, column, rule }) => {
    const row = read(change);
    expect(row.record).toBeUndefined();
    expect(row.problems).toEqual([{ column, rule }]);
  });

  it('logs a touch without a product', () => {
    const row = read({ 3: '' });
    expect(row.problems).toEqual([]);
    expect(row.record?.product_id).toBeNull();
  });

  it('lists a rep and a product that match nobody apart, without refusing the row for them', () => {
    const row = read({ 2: 'New.Rep@acme.test', 3: 'Masterclass' });
    expect(row.record).toBeUndefined();
    expect(row.problems).toEqual([]);
    expect(row.unmatched).toEqual([
      { kind: 'person', value: 'new.rep@acme.test' },
      { kind: 'product', value: 'Masterclass' },
    ]);
  });
});
