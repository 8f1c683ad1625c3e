import type { ColorMode } from '@salesdash/ui-kit';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { colorModeAtom } from './color-mode-atom.ts';
import { resolveColorMode } from './resolve-color-mode.ts';

const query = '(prefers-color-scheme: dark)';

function prefersDark(): boolean | null {
  if (typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query).matches;
}

/**
 * The colour mode, its setter and the resolved scheme; keeps `.dark` on <html> in sync, also
 * when the system preference changes while `system` is chosen.
 */
export function useColorMode(): {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  resolved: 'light' | 'dark';
} {
  const [mode, setMode] = useAtom(colorModeAtom);
  const [systemDark, setSystemDark] = useState(prefersDark);
  const resolved = resolveColorMode(mode, systemDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    const update = () => setSystemDark(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  return { mode, setMode, resolved };
}
