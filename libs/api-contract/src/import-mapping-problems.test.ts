import { describe, expect, it } from 'vitest';
import { importMappingProblems } from './imports.ts';

const headers = ['Opportunity ID', 'Close Date', 'Owner', 'Product', 'Amount', 'Stage', 'Currency'];
const mapping = {
  0: 'external_id',
  1: 'date',
  2: 'closer_email',
  3: 'product',
  4: 'amount',
  5: 'status',
  6: 'currency',
};

describe('importMappingProblems with constants and value maps', () => {
  it.each<{
    name: string;
    rules: Parameters<typeof importMappingProblems>[3];
    want: [string, string][];
  }>([
    {
      name: 'no Type column and no constant',
      rules: {},
      want: [['mapping', 'type must be mapped to a column']],
    },
    { name: 'a constant Type', rules: { constants: { type: 'new' } }, want: [] },
    {
      name: 'a constant that is not a type',
      rules: { constants: { type: 'gift' } },
      want: [
        ['constants.type', 'must be one of new, payment_plan'],
        ['mapping', 'type must be mapped to a column'],
      ],
    },
    {
      name: 'a constant for a field a column fills',
      rules: { constants: { type: 'new', status: 'approved' } },
      want: [['constants.status', 'status is already column 5']],
    },
    {
      name: 'a constant external id',
      rules: { constants: { type: 'new', external_id: 'X' } },
      want: [['constants.external_id', 'external_id is already column 0']],
    },
    {
      name: 'a constant of free text',
      rules: { constants: { type: 'new', notes: 'From the CRM' } },
      want: [],
    },
    {
      name: 'stages mapped to statuses',
      rules: {
        constants: { type: 'new' },
        value_maps: { status: { 'Closed Won': 'approved', 'Closed Lost': 'rejected' } },
      },
      want: [],
    },
    {
      name: 'a stage mapped to no status',
      rules: { constants: { type: 'new' }, value_maps: { status: { 'Closed Won': 'won' } } },
      want: [['value_maps.status', 'won must be one of pending, approved, rejected, refunded']],
    },
    {
      name: 'a value map of a field that takes any text',
      rules: { constants: { type: 'new' }, value_maps: { product: { A: 'B' } } },
      want: [['value_maps.product', 'product takes any value: it has no value map']],
    },
  ])('$name', ({ rules, want }) => {
    expect(importMappingProblems('transactions', headers, mapping, rules)).toEqual(want);
  });
});
