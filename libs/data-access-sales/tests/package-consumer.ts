// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import type { TransactionList } from '@salesdash/api-contract';
import { salesListQueryOptions } from '@salesdash/data-access-sales';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';

const { api } = createFakeApiClient();
const options = salesListQueryOptions(
  api,
  'transactions',
  { kind: 'users', id: 7 },
  { page: 1, limit: 10, sortOrder: 'desc', sortField: 'transaction_date' },
);
// The key is tagged with its data: reading the cache is typed without a cast.
export const cached: TransactionList | undefined = new QueryClient().getQueryData(options.queryKey);
salesListQueryOptions(
  api,
  'appointments',
  { kind: 'users', id: 7 },
  // @ts-expect-error appointments do not sort by amount
  { page: 1, limit: 10, sortOrder: 'desc', sortField: 'amount' },
);
