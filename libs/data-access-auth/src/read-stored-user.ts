import { signedInUserSchema, type SignedInUser } from '@salesdash/api-contract';
import { sessionStorageKey } from './session-storage-key.ts';

/**
 * Reads the signed-in user straight from storage, as the navigation guard does on every
 * navigation (so a session removed in another tab or by a test is noticed at once).
 * @param storage - defaults to localStorage
 * @returns the stored user, or null when absent or not a valid signed-in user
 */
export function readStoredUser(
  storage: Pick<Storage, 'getItem'> = localStorage,
): SignedInUser | null {
  const raw = storage.getItem(sessionStorageKey);
  if (raw == null) return null;
  try {
    const parsed = signedInUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
