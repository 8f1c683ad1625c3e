export { createShare } from './create-share.ts';
export { fetchShares } from './fetch-shares.ts';
export { resolveShare } from './resolve-share.ts';
export { resolvedShareQueryOptions } from './resolved-share-query-options.ts';
export { revokeShare } from './revoke-share.ts';
export { shareKeys } from './share-keys.ts';
export { shareLinkProblem, type ShareLinkProblem } from './share-link-problem.ts';
export {
  emptySharedDashboard,
  sharedDashboardAtom,
  type SharedDashboard,
} from './shared-dashboard-atom.ts';
export { sharesQueryOptions } from './shares-query-options.ts';
export { useCreateShare } from './use-create-share.ts';
export { useRevokeShare } from './use-revoke-share.ts';
