import type { ShareType } from '@salesdash/api-contract';

const labels: Record<ShareType, string> = {
  employee: 'Employee dashboard',
  product: 'Product dashboard',
  call: 'Call',
  leaderboard: 'Leaderboard',
};

/**
 * What a share link shows, for people.
 * @param type - the share type
 */
export function shareTypeLabel(type: ShareType): string {
  return labels[type];
}
