import { type SignedInUser } from '@salesdash/api-contract';
/**
 * Reads the signed-in user straight from storage, as the navigation guard does on every
 * navigation (so a session removed in another tab or by a test is noticed at once).
 * @param storage - defaults to localStorage
 * @returns the stored user, or null when absent or not a valid signed-in user
 */
export declare function readStoredUser(storage?: Pick<Storage, 'getItem'>): SignedInUser | null;
