import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { isSpaFallbackPath } from './spa-static.ts';

let t: TestApp;
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(webDist, 'build-manifest.json'), '{"buildId":"b1","builtAt":"x"}');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  t = await buildTestApp({ webDist });
});

afterAll(async () => {
  await t.close();
});

describe('SPA serving', () => {
  it.each(['/', '/dashboard', '/team/members/12?tab=sales', '/login'])(
    'serves index.html for %s with no-cache',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the build manifest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/build-manifest.json?t=123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ buildId: 'b1', builtAt: 'x' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/app-missing.js', '/assets/nothing', '/missing.png'])(
    'answers the 404 envelope for the missing file %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', code: 'not-found' });
    },
  );

  it.each(['/docs-old', '/healthz'])(
    'still falls back for look-alike paths such as %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    },
  );

  it('never answers index.html for /api paths', async () => {
    const user = await t.createUser();
    const response = await t.injectAs(user, { method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: 'not-found' });
  });
});

describe('isSpaFallbackPath', () => {
  it.each([
    ['GET', '/', true],
    ['HEAD', '/reports', true],
    ['POST', '/reports', false],
    ['GET', '/api/x', false],
    ['GET', '/api', false],
    ['GET', '/socket.io/x', false],
    ['GET', '/docs/static/x.js', false],
    ['GET', '/openapi.json', false],
    ['GET', '/health', false],
    ['GET', '/config.json', false],
    ['GET', '/assets/a', false],
    ['GET', '/robots.txt', false],
    ['GET', '/share/employee/abc_DEF-123', true],
  ])('%s %s → %s', (method, pathname, expected) => {
    expect(isSpaFallbackPath(method, pathname)).toBe(expected);
  });
});
