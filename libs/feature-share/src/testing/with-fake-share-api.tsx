import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { useState, type ReactNode } from 'react';
import { ShareProviders } from './share-providers.tsx';
import { shareRoutes, type ShareRoutesOptions } from './share-routes.ts';

/** Stories: the share providers around an in-memory share API that keeps its state across renders. */
export function WithFakeShareApi({
  options,
  children,
}: {
  options: ShareRoutesOptions;
  children?: ReactNode;
}) {
  const [fake] = useState(() =>
    createFakeApiClient(shareRoutes(options), { getToken: () => 'user-token' }),
  );
  return <ShareProviders api={fake.api}>{children}</ShareProviders>;
}
