import type { Profile, SignedInUser } from '@salesdash/api-contract';
/**
 * The stored session with a saved profile's names and picture, so the top bar shows them at
 * once. An empty display name shows as "first last", as the server answers it elsewhere.
 * @param user - the stored session
 * @param profile - the profile the server just saved
 */
export declare function sessionWithProfile(user: SignedInUser, profile: Profile): SignedInUser;
