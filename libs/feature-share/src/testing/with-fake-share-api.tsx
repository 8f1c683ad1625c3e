import { useState, type ReactNode } from 'react';
import { createFakeShareApi, type FakeShareApiOptions } from './fake-share-api.ts';
import { ShareProviders } from './share-providers.tsx';

/** Stories: the share providers around an in-memory share API that keeps its state across renders. */
export function WithFakeShareApi({
  options,
  children,
}: {
  options: FakeShareApiOptions;
  children?: ReactNode;
}) {
  const [fake] = useState(() => createFakeShareApi(options));
  return <ShareProviders api={fake.api}>{children}</ShareProviders>;
}
