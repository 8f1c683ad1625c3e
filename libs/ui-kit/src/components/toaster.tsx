import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toastDefaults } from './toast-defaults.ts';
import { useToastSwipeThreshold } from './toast-swipe-threshold.ts';

export type ToasterProps = {
  /** Follows the app's colour mode. */
  theme?: 'light' | 'dark' | 'system';
};

/** The app's single toast area (top centre, spec §9 constants, 20 px swipe). Mount once. */
export function Toaster({ theme = 'light' }: ToasterProps) {
  useToastSwipeThreshold(toastDefaults.swipeThreshold);
  return (
    <SonnerToaster
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
