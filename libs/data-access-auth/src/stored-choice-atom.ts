import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * A jotai atom of one of a few choices (a colour mode, a chart mode, a period mode), kept in
 * localStorage under `key` and read on init; a stored value that is not one of `choices`, or
 * cannot be read, reads as `initial`.
 * @param key - the localStorage key (the ones the spec names, e.g. `leaderboard.period.mode`)
 * @param choices - every valid value
 * @param initial - the value until one is chosen
 */
export function storedChoiceAtom<T extends string>(key: string, choices: readonly T[], initial: T) {
  const jsonStorage = createJSONStorage<T>(() => localStorage);
  const atom = atomWithStorage<T>(
    key,
    initial,
    {
      ...jsonStorage,
      getItem: (name, initialValue) => {
        try {
          const value = jsonStorage.getItem(name, initialValue);
          return choices.includes(value) ? value : initialValue;
        } catch {
          return initialValue;
        }
      },
    },
    { getOnInit: true },
  );
  atom.debugLabel = key;
  return atom;
}
