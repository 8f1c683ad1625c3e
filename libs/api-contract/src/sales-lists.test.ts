import { describe, expect, it } from 'vitest';
import {
  appointmentListQuerySchema,
  outboundRecordListQuerySchema,
  transactionListQuerySchema,
} from './sales-lists.ts';

describe('list query schemas', () => {
  it('fill the table defaults and keep the filters', () => {
    expect(
      transactionListQuerySchema.parse({
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        transaction_status: 'approved',
        product: '7',
      }),
    ).toEqual({
      page: 1,
      limit: 10,
      sortOrder: 'desc',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      transaction_status: 'approved',
      product: 7,
    });
  });

  it.each([
    [transactionListQuerySchema, { sortField: 'password_hash' }, 'sortField'],
    [transactionListQuerySchema, { transaction_status: 'paid' }, 'transaction_status'],
    [transactionListQuerySchema, { startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate'],
    [transactionListQuerySchema, { endDate: '2026-03-01' }, 'startDate'],
    [appointmentListQuerySchema, { appointment_status: 'done' }, 'appointment_status'],
    [appointmentListQuerySchema, { sortField: 'amount' }, 'sortField'],
    [outboundRecordListQuerySchema, { sortField: 'call_date' }, 'sortField'],
    [outboundRecordListQuerySchema, { limit: '101' }, 'limit'],
  ])('rejects %#: %j on %s', (schema, value, field) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
