import type { ResolvedShare, Share } from '@salesdash/api-contract';

/** The moment stories and tests judge link statuses at. */
export const exampleNow = new Date('2026-11-23T12:00:00.000Z');

/**
 * An example share link of Casey Closer's dashboard.
 * @param overrides - fields to change
 */
export function exampleShare(overrides: Partial<Share> = {}): Share {
  return {
    share_id: 1,
    type: 'employee',
    resource_id: 7,
    name: 'Casey Closer',
    expires_at: null,
    revoked_at: null,
    created_at: '2026-11-20T09:30:00.000Z',
    created_by: 7,
    include_customer_details: false,
    ...overrides,
  };
}

/** One link of each status at {@link exampleNow}. */
export const exampleShares: Share[] = [
  exampleShare({ share_id: 1, expires_at: '2026-12-20T09:30:00.000Z' }),
  exampleShare({
    share_id: 2,
    created_at: '2026-11-18T09:30:00.000Z',
    include_customer_details: true,
  }),
  exampleShare({
    share_id: 3,
    created_at: '2026-10-01T09:30:00.000Z',
    expires_at: '2026-10-08T09:30:00.000Z',
  }),
  exampleShare({
    share_id: 4,
    created_at: '2026-09-01T09:30:00.000Z',
    revoked_at: '2026-09-15T09:30:00.000Z',
  }),
];

/** What resolving Casey Closer's link answers. */
export const exampleResolvedShare: ResolvedShare = {
  type: 'employee',
  resourceId: 7,
  name: 'Casey Closer',
  expiresAt: '2026-12-20T09:30:00.000Z',
  includeCustomerDetails: false,
};
