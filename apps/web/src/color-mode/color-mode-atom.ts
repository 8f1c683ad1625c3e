import { storedChoiceAtom } from '@salesdash/util-storage';
import type { ColorMode } from '@salesdash/ui-kit';

/** localStorage key of the colour-mode preference. */
export const colorModeStorageKey = 'color-mode';

/** The user's colour mode (light, dark, system), persisted; unset or unreadable → light. */
export const colorModeAtom = storedChoiceAtom<ColorMode>(
  colorModeStorageKey,
  ['light', 'dark', 'system'],
  'light',
);
