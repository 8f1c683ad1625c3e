import type { ColorMode } from '@salesdash/ui-kit';

/**
 * The scheme to paint. The preference defaults to light when unset or `system`, so
 * only an explicit `dark` paints dark, whatever the operating system prefers.
 * @param mode - the stored preference
 */
export function resolveColorMode(mode: ColorMode): 'light' | 'dark' {
  return mode === 'dark' ? 'dark' : 'light';
}
