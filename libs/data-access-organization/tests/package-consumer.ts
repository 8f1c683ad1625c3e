// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import type { Organization } from '@salesdash/api-contract';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { organizationQueryOptions } from '@salesdash/data-access-organization';
import { QueryClient } from '@tanstack/react-query';

const { api } = createFakeApiClient();
// The key is tagged with its data: reading the cache is typed without a cast.
export const cached: Organization | undefined = new QueryClient().getQueryData(
  organizationQueryOptions(api, 3).queryKey,
);
// @ts-expect-error an organization's id is a number
organizationQueryOptions(api, '3');
