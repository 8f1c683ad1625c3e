/** Shared visible focus ring (keyboard only), so every control looks the same when tabbed to. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
