import type { ShareType } from '@salesdash/api-contract';

/**
 * How a link shows customers and leads, for people; null for a link that shows none (the
 * leaderboard ranks the team, not customers).
 * @param type - the share type
 * @param included - the link was created with "include customer details"
 */
export function customerDetailsLabel(type: ShareType, included: boolean): string | null {
  if (type === 'leaderboard') return null;
  return included ? 'Shows customer names and emails' : 'Customers as initials, no emails';
}
