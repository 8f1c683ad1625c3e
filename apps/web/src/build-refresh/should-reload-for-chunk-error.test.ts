import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './is-chunk-load-error.ts';
import { disarmRouterChunkReload } from './disarm-router-chunk-reload.ts';
import { isChunkReloadKey, shouldReloadForChunkError } from './should-reload-for-chunk-error.ts';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('shouldReloadForChunkError', () => {
  it('reloads once per 10 s per path', () => {
    expect(shouldReloadForChunkError('/team')).toBe(true);
    expect(shouldReloadForChunkError('/team')).toBe(false);
    vi.advanceTimersByTime(9_999);
    expect(shouldReloadForChunkError('/team')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shouldReloadForChunkError('/team')).toBe(true);
  });

  it('throttles each path on its own', () => {
    expect(shouldReloadForChunkError('/team')).toBe(true);
    expect(shouldReloadForChunkError('/leaderboard')).toBe(true);
  });

  it('keeps its state in sessionStorage so it survives the reload', () => {
    shouldReloadForChunkError('/team');
    expect(sessionStorage.getItem('chunk-reload:/team')).toBe(String(Date.now()));
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/team-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('recognises %s', (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true));

  it('ignores other errors', () => expect(isChunkLoadError(new Error('boom'))).toBe(false));
});

describe('disarmRouterChunkReload', () => {
  it('marks the error as reloaded for TanStack Router, so only the error page reloads', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/login-x.js');
    disarmRouterChunkReload(error);
    expect(sessionStorage.getItem(`tanstack_router_reload:${error.message}`)).toBe('1');
  });
});

describe('isChunkReloadKey', () => {
  it('names the throttle keys a wipe-out keeps', () => {
    shouldReloadForChunkError('/login');
    expect(Object.keys(sessionStorage).filter(isChunkReloadKey)).toEqual(['chunk-reload:/login']);
    expect(isChunkReloadKey('user')).toBe(false);
  });
});
