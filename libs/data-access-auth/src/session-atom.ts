import { signedInUserSchema, type SignedInUser } from '@salesdash/api-contract';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { sessionStorageKey } from './session-storage-key.ts';

const jsonStorage = createJSONStorage<SignedInUser | null>(() => localStorage);

/** Storage that drops a stored value which no longer matches the contract instead of trusting it. */
const validatedStorage: typeof jsonStorage = {
  ...jsonStorage,
  getItem: (key, initialValue) => {
    let raw: unknown;
    try {
      raw = jsonStorage.getItem(key, initialValue);
    } catch {
      return initialValue;
    }
    const parsed = signedInUserSchema.safeParse(raw);
    return parsed.success ? parsed.data : initialValue;
  },
};

/**
 * The signed-in user, persisted under the `user` localStorage key. It reads storage when the
 * module loads (jotai's getOnInit), so the first render already has it; the guard reads storage
 * itself with `readStoredUser`.
 */
export const sessionAtom = atomWithStorage<SignedInUser | null>(
  sessionStorageKey,
  null,
  validatedStorage,
  {
    getOnInit: true,
  },
);
sessionAtom.debugLabel = sessionStorageKey;
