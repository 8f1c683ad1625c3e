import { describe, expect, it } from 'vitest';
import { paginationSchema, tableQuerySchema } from './table-query.ts';

describe('tableQuerySchema', () => {
  it('fills the defaults', () => {
    expect(tableQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sortOrder: 'desc' });
  });

  it('coerces query-string values', () => {
    expect(
      tableQuerySchema.parse({
        page: '3',
        limit: '100',
        search: ' ann ',
        sortField: 'amount',
        sortOrder: 'asc',
      }),
    ).toEqual({ page: 3, limit: 100, search: 'ann', sortField: 'amount', sortOrder: 'asc' });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ sortOrder: 'up' }, 'sortOrder'],
  ])('rejects %j on %s', (value, field) => {
    const result = tableQuerySchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('paginationSchema', () => {
  it('accepts the pagination block', () => {
    const value = { hasNextPage: true, totalCount: 42, totalPages: 5 };
    expect(paginationSchema.parse(value)).toEqual(value);
  });

  it('rejects a negative count', () => {
    expect(
      paginationSchema.safeParse({ hasNextPage: false, totalCount: -1, totalPages: 0 }).success,
    ).toBe(false);
  });
});
