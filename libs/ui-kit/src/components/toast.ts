import type { ExternalToast } from 'sonner';
import { loadSonner } from './load-sonner.ts';

type ToastKind = 'message' | 'success' | 'error' | 'info' | 'warning';

const show =
  (kind: ToastKind) =>
  (message: string, options?: ExternalToast): void => {
    loadSonner().then(
      (sonner) => sonner.toast[kind](message, options),
      (error: unknown) => console.error('The toast could not be shown:', message, error),
    );
  };

/**
 * The app's toasts (sonner's API, one wrapper: apps and features never import sonner). Each call
 * loads sonner on first use, so a toast appears a moment after the first call of a session.
 */
export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Dismisses one toast by id, or all; nothing to do while sonner is not loaded. */
  dismiss: (id?: string | number): void => {
    void loadSonner().then((sonner) => sonner.toast.dismiss(id));
  },
});
