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
    {
      kind: 'appointments' as const,
      headers: [
        'Invitee Name',
        'Invitee Email',
        'Event Type Name',
        'Event Start Time',
        'Event End Time',
        'Assigned To',
        'Outcome',
        'Event UUID',
      ],
      expected: {
        0: 'lead_name',
        1: 'lead_email',
        2: 'product',
        3: 'call_date',
        5: 'closer_email',
        6: 'status',
        7: 'external_id',
      },
    },
    {
      kind: 'appointments' as const,
      headers: [
        'Meeting ID',
        'Contact name',
        'Contact email',
        'Meeting start time',
        'Activity assigned to',
        'Meeting outcome',
        'Meeting type',
        'Setter',
      ],
      expected: {
        0: 'external_id',
        1: 'lead_name',
        2: 'lead_email',
        3: 'call_date',
        4: 'closer_email',
        5: 'status',
        6: 'product',
        7: 'setter_email',
      },
    },
    {
      kind: 'outbound' as const,
      headers: [
        'Call ID',
        'Call Start Time',
        'Agent',
        'Call Type',
        'Connected',
        'Duration',
        'Campaign',
      ],
      expected: {
        0: 'external_id',
        1: 'date',
        2: 'rep_email',
        3: 'type',
        4: 'answered',
        5: 'duration_seconds',
      },
    },
    {
      kind: 'outbound' as const,
      headers: [
        'Activity ID',
        'Date',
        'Agent Email',
        'Product',
        'Type',
        'Disposition',
        'Talk Time',
      ],
      expected: {
        0: 'external_id',
        1: 'date',
        2: 'rep_email',
        3: 'product',
        4: 'type',
        5: 'answered',
        6: 'duration_seconds',
      },
    },
    {
      // A CRM's deal export: no Type column (a constant fills it), a Stage, and a Currency.
      kind: 'transactions' as const,
      headers: [
        'Opportunity ID',
        'Opportunity Owner',
        'Account Name',
        'Close Date',
        'Amount',
        'Currency',
        'Stage',
        'Product',
      ],
      expected: {
        0: 'external_id',
        1: 'closer_email',
        2: 'customer_name',
        3: 'date',
        4: 'amount',
        5: 'currency',
        6: 'status',
        7: 'product',
      },
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
