import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { isSonnerRequested, loadSonner, subscribeSonnerRequested } from './load-sonner.ts';
import { toastDefaults } from './toast-defaults.ts';
import { useToastSwipeThreshold } from './toast-swipe-threshold.ts';

const SonnerToaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

export type ToasterProps = {
  /** Follows the app's colour mode. */
  theme?: 'light' | 'dark' | 'system';
};

/**
 * The app's single toast area (top centre, spec §9 constants, 20 px swipe). Mount once. sonner's
 * own area (a polite live region) mounts with the first toast, which sonner then adds to it. It
 * sits directly in <body>, so an open dialog, which makes the rest of the page inert, leaves
 * toasts readable and dismissable.
 */
export function Toaster({ theme = 'light' }: ToasterProps) {
  useToastSwipeThreshold(toastDefaults.swipeThreshold);
  const requested = useSyncExternalStore(
    subscribeSonnerRequested,
    isSonnerRequested,
    isSonnerRequested,
  );
  if (!requested) return null;
  return createPortal(
    <Suspense fallback={null}>
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
    </Suspense>,
    document.body,
  );
}
