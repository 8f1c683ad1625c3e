/**
 * The pages the budget holds, with the TanStack Router split chunks each one loads (manifest
 * keys, relative to apps/web). A dashboard added to `/` loads through `index.tsx`'s chunk, so
 * it is counted here without editing this list; a route's loader rides in the same chunk
 * (`codeSplittingOptions` in apps/web/vite.config.ts), so it is counted too.
 */
export const budgetRoutes = [
  { page: '/login', routeChunks: ['src/routes/login.tsx?tsr-split=component---loader'] },
  // `/`'s route module rides in the overview-first chunk group (apps/web/vite.config.ts), which
  // holds its page: a chunk of its own would only re-export that group's code.
  { page: '/ (signed in)', routeChunks: ['group:overview-first'] },
] as const;
