import type { PeopleQuery } from '@salesdash/api-contract';

/**
 * Query-key tree of the people administration: the people pages, the pending invites and the
 * billing seats. Any change to a person or an invite invalidates `all` (and the seats).
 */
export const peopleKeys = {
  all: ['org', 'people'] as const,
  lists: () => [...peopleKeys.all, 'list'] as const,
  list: (query: PeopleQuery) => [...peopleKeys.lists(), query] as const,
  invites: () => [...peopleKeys.all, 'invites'] as const,
  billing: (organizationId: number) => [...peopleKeys.all, 'billing', organizationId] as const,
};
