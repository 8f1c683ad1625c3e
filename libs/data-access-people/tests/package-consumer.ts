// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import type { OrgUser } from '@salesdash/api-contract';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { orgUsersQueryOptions } from '@salesdash/data-access-people';
import { QueryClient } from '@tanstack/react-query';

const { api } = createFakeApiClient();
// The key is tagged with its data: reading the cache is typed without a cast.
export const cached: OrgUser[] | undefined = new QueryClient().getQueryData(
  orgUsersQueryOptions(api).queryKey,
);
// @ts-expect-error the list takes no query
orgUsersQueryOptions(api, { status: 'all' });
