import type { ColorMode } from '@salesdash/ui-kit';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** localStorage key of the colour-mode preference. */
export const colorModeStorageKey = 'color-mode';

const modes: readonly ColorMode[] = ['light', 'dark', 'system'];
const jsonStorage = createJSONStorage<ColorMode>(() => localStorage);

/** The user's colour mode (light, dark, system), persisted; unset or unreadable → light. */
export const colorModeAtom = atomWithStorage<ColorMode>(
  colorModeStorageKey,
  'light',
  {
    ...jsonStorage,
    getItem: (key, initialValue) => {
      try {
        const value = jsonStorage.getItem(key, initialValue);
        return modes.includes(value) ? value : initialValue;
      } catch {
        return initialValue;
      }
    },
  },
  { getOnInit: true },
);
colorModeAtom.debugLabel = colorModeStorageKey;
