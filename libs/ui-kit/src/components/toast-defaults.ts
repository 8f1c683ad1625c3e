/**
 * The app's toast constants. sonner has no prop for the swipe distance (its own is
 * 45 px); the toast area applies `swipeThreshold` itself (`toast-swipe-threshold.ts`).
 */
export const toastDefaults = {
  position: 'top-center',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
  swipeThreshold: 20,
} as const;
