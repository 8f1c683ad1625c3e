import { accessLevels, type SignedInUser } from '@salesdash/api-contract';

/**
 * Whether the user may invite people: admins (and superadmins) anyone, managers employees into
 * their own team. The server enforces the same rule.
 * @param user - the signed-in user
 */
export function canInviteTeammates(user: Pick<SignedInUser, 'access'>): boolean {
  return user.access <= accessLevels.manager;
}
