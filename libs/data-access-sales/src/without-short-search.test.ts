import { describe, expect, it } from 'vitest';
import { withoutShortSearch } from './without-short-search.ts';

type Query = { page: number; search?: string };

describe('withoutShortSearch', () => {
  it.each<[Query, Query]>([
    [{ page: 1, search: 'a' }, { page: 1 }],
    [{ page: 1, search: ' a ' }, { page: 1 }],
    [{ page: 1, search: '' }, { page: 1 }],
    [
      { page: 1, search: 'ad' },
      { page: 1, search: 'ad' },
    ],
    [{ page: 1 }, { page: 1 }],
  ])('%j → %j', (query, sent) => {
    expect(withoutShortSearch(query)).toEqual(sent);
  });
});
