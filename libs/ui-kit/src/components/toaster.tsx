import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { isSonnerRequested, loadSonner, subscribeSonnerRequested } from './load-sonner.ts';

const SonnerToaster = lazy(() =>
  // sonner itself first: its promise is the one toasts raised before mounting wait on.
  loadSonner()
    .then(() => import('./sonner-toaster.tsx'))
    .then((module) => ({ default: module.SonnerToaster })),
);

export type ToasterProps = {
  /** Follows the app's colour mode. */
  theme?: 'light' | 'dark' | 'system';
};

/**
 * The app's single toast area (top centre, the toast constants, 20 px swipe). Mount once. sonner's
 * own area (a polite live region) mounts with the first toast, which sonner then adds to it. It
 * sits directly in <body>, so an open dialog, which makes the rest of the page inert, leaves
 * toasts readable and dismissable.
 */
export function Toaster({ theme = 'light' }: ToasterProps) {
  const requested = useSyncExternalStore(
    subscribeSonnerRequested,
    isSonnerRequested,
    isSonnerRequested,
  );
  if (!requested) return null;
  return createPortal(
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </Suspense>,
    document.body,
  );
}
