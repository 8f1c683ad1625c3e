/**
 * Toast constants of product spec §9. `swipeThreshold` is sonner's built-in default (20 px, not a
 * prop); it is listed so tests and docs can see the whole contract in one place.
 */
export const toastDefaults = {
  position: 'top-center',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
  swipeThreshold: 20,
} as const;
