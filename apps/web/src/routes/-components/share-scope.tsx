import { ApiClientProvider } from '@salesdash/data-access-api';
import { useRouter } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { RouterContext } from '../../router-context.ts';

/**
 * Everything of a share page reads with the link's own client: the route's slug is its one
 * credential, whoever is signed in in this browser, and its answers are cached apart.
 */
export function ShareScope({ slug, children }: { slug: string; children: ReactNode }) {
  const { shareApi } = useRouter().options.context as RouterContext;
  const client = useMemo(() => shareApi(slug), [shareApi, slug]);
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
