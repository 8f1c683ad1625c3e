import { describe, expect, it } from 'vitest';
import { parseAmountCents } from './parse-amount.ts';
import { parseChoice, parseYesNo } from './parse-choice.ts';
import { parseImportDate } from './parse-date.ts';

describe('parseAmountCents', () => {
  it.each([
    [1234.5, 123_450],
    ['1234.5', 123_450],
    ['$1,234.50', 123_450],
    ['USD 1,234.50', 123_450],
    ['1.234,50 €', 123_450],
    ['1 234,50', 123_450],
    ['1\u00a0234,50', 123_450],
    ["1'234.50", 123_450],
    ['1,234', 123_400],
    ['1.234.567', 123_456_700],
    ['1,234,567.89', 123_456_789],
    ['12,5', 1_250],
    ['1,23', 123],
    ['0.005', 1],
    ['£3,000', 300_000],
    ['0', 0],
  ])('%j is %i cents', (cell, cents) => {
    expect(parseAmountCents(cell)).toEqual({ cents });
  });

  it.each([
    ['-5', 'negative amount'],
    ['(5.00)', 'negative amount'],
    [-1, 'negative amount'],
    ['', 'not an amount'],
    ['abc', 'not an amount'],
    ['1.2.3,4,5', 'not an amount'],
    ['12,34,56', 'not an amount'],
    [null, 'not an amount'],
    [true, 'not an amount'],
    [new Date(), 'not an amount'],
    ['1e30', 'not an amount'],
    [1e15, 'too large'],
  ])('%j is refused: %s', (cell, problem) => {
    expect(parseAmountCents(cell)).toEqual({ problem });
  });
});

describe('parseImportDate', () => {
  it.each([
    ['2026-03-04', '2026-03-04'],
    ['2026-3-4', '2026-03-04'],
    ['2026-03-04T15:30:00Z', '2026-03-04'],
    ['2026-03-04 15:30', '2026-03-04'],
    ['3/4/2026', '2026-03-04'],
    ['12/31/2025', '2025-12-31'],
    ['04.03.2026', '2026-03-04'],
    [' 2026-03-04 ', '2026-03-04'],
    // Excel's serial numbers: 46085 is 2026-03-04; a time of day is a fraction.
    [46_085, '2026-03-04'],
    [46_085.75, '2026-03-04'],
    [new Date(Date.UTC(2026, 2, 4)), '2026-03-04'],
  ])('%j is %s', (cell, date) => {
    expect(parseImportDate(cell)).toEqual({ date });
  });

  it.each([
    ['2026-02-30', 'no such day'],
    ['13/1/2026', 'no such day'],
    ['31.04.2026', 'no such day'],
    ['yesterday', 'not a date'],
    ['2026/03/04', 'not a date'],
    ['', 'not a date'],
    [null, 'not a date'],
    [0, 'not a date'],
    [new Date(Number.NaN), 'not a date'],
  ])('%j is refused: %s', (cell, problem) => {
    expect(parseImportDate(cell)).toEqual({ problem });
  });
});

describe('parseChoice and parseYesNo', () => {
  const statuses = ['pending', 'approved', 'rejected', 'refunded'] as const;
  it.each([
    ['approved', 'approved'],
    [' Approved ', 'approved'],
    ['PAID', 'approved'],
    ['payment plan', undefined],
    ['unknown', undefined],
    [3, undefined],
  ])('status %j is %j', (cell, expected) => {
    expect(parseChoice(cell, statuses, { paid: 'approved' })).toBe(expected);
  });

  it('reads a type however it is spelled', () => {
    for (const cell of ['payment_plan', 'Payment Plan', 'payment-plan', 'PAYMENT PLAN']) {
      expect(parseChoice(cell, ['new', 'payment_plan'] as const)).toBe('payment_plan');
    }
  });

  it.each([
    ['yes', true],
    ['Y', true],
    [true, true],
    [1, true],
    ['Connected', true],
    ['picked up', true],
    ['no', false],
    ['No Answer', false],
    ['voicemail', false],
    ['not connected', false],
    ['', false],
    [null, false],
    [0, false],
    ['maybe', undefined],
    [2, undefined],
  ])('%j is %j', (cell, expected) => {
    expect(parseYesNo(cell)).toBe(expected);
  });
});
