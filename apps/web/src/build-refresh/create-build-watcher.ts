import { buildManifestSchema } from '@salesdash/api-contract';
import { buildPollIntervalMs } from './build-poll-interval-ms.ts';

export type BuildWatcherOptions = {
  /** Build id the running bundle was built with. */
  currentBuildId: string;
  /** Fetches `/build-manifest.json?t=<timestamp>` and returns its JSON. */
  fetchManifest: (url: string) => Promise<unknown>;
  intervalMs?: number;
  now?: () => number;
};

export type BuildWatcher = {
  /** True once a poll saw a different build id; the next navigation does a full page load. */
  isStale: () => boolean;
  /** Polls once now (also used by the timer). */
  check: () => Promise<void>;
  stop: () => void;
};

/**
 * Polls the latest build manifest, so an open page learns of a new build. Failed or malformed
 * polls are ignored: a missing manifest (dev server) must never force reloads.
 * @param options - current build id and how to fetch the manifest
 */
export function createBuildWatcher(options: BuildWatcherOptions): BuildWatcher {
  const now = options.now ?? Date.now;
  let stale = false;
  const check = async () => {
    if (stale) return;
    try {
      const manifest = buildManifestSchema.safeParse(
        await options.fetchManifest(`/build-manifest.json?t=${now()}`),
      );
      if (manifest.success && manifest.data.buildId !== options.currentBuildId) stale = true;
    } catch {
      // offline or not deployed with a manifest: keep the current build
    }
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? buildPollIntervalMs);
  return {
    isStale: () => stale,
    check,
    stop: () => clearInterval(timer),
  };
}
