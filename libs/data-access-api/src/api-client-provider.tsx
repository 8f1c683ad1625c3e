import type { ReactNode } from 'react';
import { ApiClientContext } from './api-client-context.ts';
import type { ApiClient } from './create-api-client.ts';

export type ApiClientProviderProps = { client: ApiClient; children?: ReactNode };

/** Makes the app's API client available to data-access hooks and features. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}
