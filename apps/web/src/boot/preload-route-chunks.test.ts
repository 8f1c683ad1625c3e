import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteChunks } from './preload-route-chunks.ts';

const chunks = JSON.stringify({
  '/': ['assets/first.js'],
  '/team/member/overview/{user_id}': ['assets/member.js', 'assets/table.js'],
  '/login': ['assets/login.js'],
});
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadRouteChunks', () => {
  it.each([
    ['/', true, ['/assets/first.js']],
    ['/team/member/overview/4', true, ['/assets/member.js', '/assets/table.js']],
    ['/login', false, ['/assets/login.js']],
    ['/', false, []],
    ['/no-such-page', true, []],
  ] as const)('%s signed in %s preloads %j', (pathname, signedIn, files) => {
    preloadRouteChunks(pathname, signedIn, chunks);
    expect(preloaded()).toEqual(files);
  });

  it('preloads nothing without the build’s list or with a broken one', () => {
    preloadRouteChunks('/', true, undefined);
    preloadRouteChunks('/', true, '{not json');
    expect(preloaded()).toEqual([]);
  });
});
