import { storedChoiceAtom } from '@salesdash/util-storage';
import type { ColorMode } from '@salesdash/ui-kit';
import { colorModeStorageKey } from './color-mode-storage-key.ts';

/** The user's colour mode (light, dark, system), persisted; unset or unreadable → light. */
export const colorModeAtom = storedChoiceAtom<ColorMode>(
  colorModeStorageKey,
  ['light', 'dark', 'system'],
  'light',
);
