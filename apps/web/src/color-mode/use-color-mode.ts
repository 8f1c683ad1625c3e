import type { ColorMode } from '@salesdash/ui-kit';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { colorModeAtom } from './color-mode-atom.ts';
import { resolveColorMode } from './resolve-color-mode.ts';

/** The colour mode, its setter and the resolved scheme; keeps `.dark` on <html> in sync. */
export function useColorMode(): {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  resolved: 'light' | 'dark';
} {
  const [mode, setMode] = useAtom(colorModeAtom);
  const resolved = resolveColorMode(mode);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);
  return { mode, setMode, resolved };
}
