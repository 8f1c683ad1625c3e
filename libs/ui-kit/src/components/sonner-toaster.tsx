import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { toastDefaults } from './toast-defaults.ts';
import { useToastSwipeThreshold } from './toast-swipe-threshold.ts';

/**
 * sonner's toast area with the app's toast constants and its shorter swipe. It comes in the chunk
 * fetched with the first toast, so the swipe handling costs the first page nothing either.
 */
export function SonnerToaster({ theme }: { theme: 'light' | 'dark' | 'system' }) {
  useToastSwipeThreshold(toastDefaults.swipeThreshold);
  return (
    <Toaster
      theme={theme}
      position={toastDefaults.position}
      duration={toastDefaults.duration}
      visibleToasts={toastDefaults.visibleToasts}
      gap={toastDefaults.gap}
      richColors
      closeButton
      style={{ '--width': `${toastDefaults.width}px` } as CSSProperties}
    />
  );
}
