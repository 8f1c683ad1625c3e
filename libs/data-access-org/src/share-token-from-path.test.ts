import { describe, expect, it } from 'vitest';
import { shareTokenFromPath } from './share-token-from-path.ts';

describe('shareTokenFromPath', () => {
  it.each([
    ['/share/employee/abc_DEF-123', 'abc_DEF-123'],
    ['/share/product/tok', 'tok'],
    ['/share/call/tok/', 'tok'],
    ['/share/leaderboard/tok', 'tok'],
    ['/share/employee/a%20b', 'a b'],
  ])('reads the token of %s', (path, token) => {
    expect(shareTokenFromPath(path)).toBe(token);
  });

  it.each([
    '/',
    '/share',
    '/share/employee',
    '/share/employee/',
    '/share/leaderboards/tok',
    '/share/employee/tok/extra',
    '/team/share/employee/tok',
    '/share/employee/%E0%A4%A',
  ])('finds no token in %s', (path) => {
    expect(shareTokenFromPath(path)).toBeNull();
  });
});
