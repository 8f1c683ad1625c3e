import type { ColorMode } from '@salesdash/ui-kit';

/**
 * The scheme to paint: `system` follows prefers-color-scheme, and light when that is unknown.
 * @param mode - the stored preference
 * @param prefersDark - the media query's answer, or null when unavailable
 */
export function resolveColorMode(mode: ColorMode, prefersDark: boolean | null): 'light' | 'dark' {
  if (mode === 'system') return prefersDark === true ? 'dark' : 'light';
  return mode;
}
