import { atom } from 'jotai';
import { atomWithLazy, createJSONStorage } from 'jotai/utils';

/**
 * A jotai atom of one of a few choices (a colour mode, a chart mode, a period's mode or year), kept
 * in localStorage under `key`; a stored value that is not one of `choices`, or cannot be read,
 * reads as `initial`.
 *
 * Storage is read when a store first reads the atom and again whenever the atom mounts (jotai's
 * `atomWithStorage` with `getOnInit` reads it once, when the module loads, so a store made later,
 * such as a test's, would start from a stale value and load the wrong data first). Another tab's
 * change applies at once.
 * @param key - the localStorage key (the product's names, e.g. `leaderboard.period.mode`)
 * @param choices - every valid value
 * @param initial - the value until one is chosen, or a function giving it when first read
 */
export function storedChoiceAtom<T extends string | number>(
  key: string,
  choices: readonly T[],
  initial: T | (() => T),
) {
  const storage = createJSONStorage<T>(() => localStorage);
  const fallback = () => (typeof initial === 'function' ? initial() : initial);
  const valid = (value: T, otherwise: T) => (choices.includes(value) ? value : otherwise);
  const read = (): T => {
    const otherwise = fallback();
    try {
      return valid(storage.getItem(key, otherwise) as T, otherwise);
    } catch {
      return otherwise;
    }
  };

  const valueAtom = atomWithLazy(read);
  valueAtom.onMount = (set) => {
    set(read());
    return storage.subscribe?.(key, (value) => set(valid(value, fallback())), fallback());
  };
  const choiceAtom = atom(
    (get) => get(valueAtom),
    (_get, set, next: T) => {
      set(valueAtom, next);
      void storage.setItem(key, next);
    },
  );
  choiceAtom.debugLabel = key;
  return choiceAtom;
}
