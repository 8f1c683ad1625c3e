import type { Profile, SignedInUser } from '@salesdash/api-contract';

/**
 * The stored session with a saved profile's names and picture, so the top bar shows them at
 * once. An empty display name shows as "first last", as the server answers it elsewhere.
 * @param user - the stored session
 * @param profile - the profile the server just saved
 */
export function sessionWithProfile(user: SignedInUser, profile: Profile): SignedInUser {
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return {
    ...user,
    first_name: profile.first_name,
    last_name: profile.last_name,
    display_name: profile.display_name || fullName || profile.email,
    profile_picture: profile.profile_picture,
    profile_picture_mode: profile.profile_picture ? 'upload' : 'initials',
  };
}
