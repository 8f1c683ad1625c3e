import { describe, expect, it } from 'vitest';
import { bootLayout } from './boot-layout.ts';

describe('bootLayout', () => {
  it.each([
    ['/', '', true, 'default'],
    ['/', '', false, 'empty'],
    ['/login', '', false, 'empty'],
    ['/login', '', true, 'empty'],
    ['/team', '', true, 'default'],
    ['/leaderboard', '?tv=1', true, 'empty'],
    ['/share/employee/abc', '', false, 'slug'],
    ['/no-such-page', '', true, 'default'],
    ['/no-such-page', '', false, 'empty'],
  ] as const)('%s%s signed in %s → %s', (pathname, search, signedIn, layout) => {
    expect(bootLayout(pathname, search, signedIn)).toBe(layout);
  });
});
