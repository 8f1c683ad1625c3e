import { failure } from '@salesdash/data-access-api/testing';
import type { AdminRoutesOptions } from './admin-routes.ts';

/** The import history's states for stories: still loading, no imports, and a failed load. */
export const importHistoryAnswers = {
  loading: { imports: { imports: 'pending' } },
  empty: { imports: { imports: [] } },
  failed: { imports: { imports: failure(500, 'internal', 'Internal Server Error') } },
} satisfies Record<string, AdminRoutesOptions>;
