import { buildPollIntervalMs } from './build-poll-interval-ms.ts';

const keyPrefix = 'chunk-reload:';

/** True for the sessionStorage keys of this throttle: a wipe-out must keep them. */
export function isChunkReloadKey(key: string): boolean {
  return key.startsWith(keyPrefix);
}

/**
 * Decides whether a chunk-load failure on `path` may reload the page: at most once per 10 s per
 * path, remembered in sessionStorage so the throttle survives the reload itself.
 * Records the reload when it answers true.
 * @param path - the path being loaded
 * @param options - clock and storage, injectable for tests
 */
export function shouldReloadForChunkError(
  path: string,
  options: { now?: number; storage?: Pick<Storage, 'getItem' | 'setItem'> } = {},
): boolean {
  const storage = options.storage ?? sessionStorage;
  const now = options.now ?? Date.now();
  const key = keyPrefix + path;
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < buildPollIntervalMs) return false;
  storage.setItem(key, String(now));
  return true;
}
