// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { apiKeysQueryOptions, importsQueryOptions } from '@salesdash/data-access-integrations';
import { QueryClient } from '@tanstack/react-query';

const { api } = createFakeApiClient();
// The keys are tagged with their data: reading the cache is typed without a cast.
export const keys = new QueryClient().getQueryData(apiKeysQueryOptions(api).queryKey);
export const imports = new QueryClient().getQueryData(importsQueryOptions(api).queryKey);
// @ts-expect-error the API keys' list takes no query
apiKeysQueryOptions(api, { status: 'revoked' });
