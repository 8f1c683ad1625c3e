const patterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

/**
 * True for the errors browsers raise when a lazily loaded chunk of an older build is gone.
 * @param error - anything thrown while loading a route
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return patterns.some((pattern) => pattern.test(message));
}
