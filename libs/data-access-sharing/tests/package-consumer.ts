// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import type { Share } from '@salesdash/api-contract';
import { sharesQueryOptions } from '@salesdash/data-access-sharing';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';

const { api } = createFakeApiClient();
const options = sharesQueryOptions(api, { type: 'employee', resource_id: 7 });
// The key is tagged with its data: reading the cache is typed without a cast.
export const cached: Share[] | undefined = new QueryClient().getQueryData(options.queryKey);
// @ts-expect-error there is no 'team' share type
sharesQueryOptions(api, { type: 'team' });
