import { describe, expect, it } from 'vitest';
import { guessMapping } from './guess-mapping.ts';

describe('guessMapping', () => {
  it.each([
    {
      kind: 'transactions' as const,
      headers: [
        'Deal ID',
        'Date',
        'Closer',
        'Setter',
        'Product',
        'Customer',
        'Customer Email',
        'Amount',
        'Contract Value',
        'Type',
        'Status',
        'Notes',
      ],
      expected: {
        0: 'external_id',
        1: 'date',
        2: 'closer_email',
        3: 'setter_email',
        4: 'product',
        5: 'customer_name',
        6: 'customer_email',
        7: 'amount',
        8: 'contract_value',
        9: 'type',
        10: 'status',
        11: 'notes',
      },
    },
    {
      kind: 'transactions' as const,
      headers: [
        'Rep email',
        'Cash collected',
        'Payment date',
        'Offer',
        'Client name',
        'Email',
        'Payment type',
        'Something else',
      ],
      expected: {
        0: 'closer_email',
        1: 'amount',
        2: 'date',
        3: 'product',
        4: 'customer_name',
        5: 'customer_email',
        6: 'type',
      },
    },
    {
      kind: 'appointments' as const,
      headers: ['Call date', 'Closer', 'Booked by', 'Lead', 'Lead Email', 'Outcome', 'Program'],
      expected: {
        0: 'call_date',
        1: 'closer_email',
        2: 'setter_email',
        3: 'lead_name',
        4: 'lead_email',
        5: 'status',
        6: 'product',
      },
    },
    {
      kind: 'outbound' as const,
      headers: ['Timestamp', 'Agent', 'Channel', 'Connected', 'Talk time'],
      expected: { 0: 'date', 1: 'rep_email', 2: 'type', 3: 'answered', 4: 'duration_seconds' },
    },
    { kind: 'transactions' as const, headers: ['', 'foo', 'bar'], expected: {} },
  ])('$kind: $headers', ({ kind, headers, expected }) => {
    expect(guessMapping(kind, headers)).toEqual(expected);
  });

  it('gives each field one column and each column one field', () => {
    const mapping = guessMapping('transactions', [
      'Amount',
      'Amount paid',
      'Total',
      'Date',
      'Date 2',
    ]);
    expect(Object.values(mapping).filter((field) => field === 'amount')).toHaveLength(1);
    expect(Object.values(mapping).filter((field) => field === 'date')).toHaveLength(1);
    expect(mapping[0]).toBe('amount');
    expect(mapping[3]).toBe('date');
  });
});
