import { describe, expect, it } from 'vitest';
import { assignCommissionRequestSchema } from './commission-summary.ts';
import {
  createTransactionRequestSchema,
  requestCommissionRequestSchema,
  updateTransactionRequestSchema,
} from './transaction-write.ts';

const deal = {
  product_id: 3,
  customer_name: '  Ada Lovelace ',
  amount: 1500.5,
  transaction_type: 'new',
  transaction_date: '2026-11-02',
};

type Issue = { path: PropertyKey[]; keys?: string[] };
/** The fields an answer names: an issue's path, or the keys a strict body does not know. */
const fieldsAtFault = (result: { error?: { issues: readonly Issue[] } | undefined }) =>
  result.error?.issues.flatMap((issue) => issue.keys ?? [String(issue.path[0])]) ?? [];

describe('transaction write bodies', () => {
  it('accept a request and trim its text', () => {
    expect(requestCommissionRequestSchema.parse(deal)).toEqual({
      ...deal,
      customer_name: 'Ada Lovelace',
    });
    expect(
      createTransactionRequestSchema.parse({
        ...deal,
        user_id: 9,
        setter_id: null,
        customer_email: '',
        contract_value: 6000,
        notes: ' paid by card ',
      }),
    ).toMatchObject({ user_id: 9, setter_id: null, contract_value: 6000, notes: 'paid by card' });
  });

  it.each([
    [requestCommissionRequestSchema, { ...deal, amount: 0 }, 'amount'],
    [requestCommissionRequestSchema, { ...deal, amount: 10.005 }, 'amount'],
    [requestCommissionRequestSchema, { ...deal, amount: '100' }, 'amount'],
    [requestCommissionRequestSchema, { ...deal, customer_name: '   ' }, 'customer_name'],
    [requestCommissionRequestSchema, { ...deal, customer_email: 'not-an-email' }, 'customer_email'],
    [requestCommissionRequestSchema, { ...deal, transaction_type: 'upsell' }, 'transaction_type'],
    [
      requestCommissionRequestSchema,
      { ...deal, transaction_date: '2026-02-30' },
      'transaction_date',
    ],
    [requestCommissionRequestSchema, { ...deal, product_id: 0 }, 'product_id'],
    [requestCommissionRequestSchema, { ...deal, user_id: 4 }, 'user_id'],
    [requestCommissionRequestSchema, { ...deal, notes: 'x'.repeat(1001) }, 'notes'],
    [
      requestCommissionRequestSchema,
      { ...deal, transaction_type: 'payment_plan', contract_value: 100 },
      'contract_value',
    ],
    [requestCommissionRequestSchema, { ...deal, contract_value: 1000 }, 'contract_value'],
    [createTransactionRequestSchema, deal, 'user_id'],
    [createTransactionRequestSchema, { ...deal, user_id: 5, setter_id: 5 }, 'setter_id'],
    [updateTransactionRequestSchema, { amount: -3 }, 'amount'],
    [updateTransactionRequestSchema, { transaction_status: 'approved' }, 'transaction_status'],
  ])('refuse %#, naming the field', (schema, body, field) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(fieldsAtFault(result)).toContain(field);
  });

  it('refuse an empty change', () => {
    expect(updateTransactionRequestSchema.safeParse({}).success).toBe(false);
    expect(updateTransactionRequestSchema.parse({ notes: '' })).toEqual({ notes: '' });
  });
});

describe('PATCH /api/commission body', () => {
  const assignment = { user_id: 4, product_id: null, role_id: '2', effective_from: '2026-12-01' };

  it('takes a role id as text and an optional percent', () => {
    expect(assignCommissionRequestSchema.parse({ ...assignment, commission: 12.5 })).toEqual({
      ...assignment,
      role_id: 2,
      commission: 12.5,
    });
  });

  it.each([
    [{ ...assignment, commission: 100.5 }, 'commission'],
    [{ ...assignment, commission: 10.001 }, 'commission'],
    [{ ...assignment, product_id: undefined }, 'product_id'],
    [{ ...assignment, role_id: 'closer' }, 'role_id'],
    [{ ...assignment, effective_from: 'tomorrow' }, 'effective_from'],
  ])('refuses %#, naming the field', (body, field) => {
    expect(fieldsAtFault(assignCommissionRequestSchema.safeParse(body))).toContain(field);
  });
});
