import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuildWatcher } from './create-build-watcher.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('createBuildWatcher', () => {
  it('polls /build-manifest.json?t=<timestamp> every 10 000 ms', async () => {
    const fetchManifest = vi.fn(async () => ({ buildId: 'a', builtAt: 'x' }));
    const watcher = createBuildWatcher({ currentBuildId: 'a', fetchManifest });
    expect(fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchManifest).toHaveBeenCalledWith(
      `/build-manifest.json?t=${Date.parse('2026-03-01T10:00:10Z')}`,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(watcher.isStale()).toBe(false);
    watcher.stop();
  });

  it('turns stale when the build id changes', async () => {
    const fetchManifest = vi
      .fn()
      .mockResolvedValueOnce({ buildId: 'a', builtAt: 'x' })
      .mockResolvedValueOnce({ buildId: 'b', builtAt: 'y' });
    const watcher = createBuildWatcher({ currentBuildId: 'a', fetchManifest });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(watcher.isStale()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(watcher.isStale()).toBe(true);
    watcher.stop();
  });

  it('ignores failed and malformed polls', async () => {
    const fetchManifest = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('<html>');
    const watcher = createBuildWatcher({ currentBuildId: 'a', fetchManifest });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(watcher.isStale()).toBe(false);
    watcher.stop();
  });

  it('stops polling when stopped', async () => {
    const fetchManifest = vi.fn(async () => ({ buildId: 'a', builtAt: 'x' }));
    createBuildWatcher({ currentBuildId: 'a', fetchManifest }).stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});
