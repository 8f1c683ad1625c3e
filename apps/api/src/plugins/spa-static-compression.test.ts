import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

// The real app (every plugin, whatever compresses responses) over a build laid out like
// `vite build` writes it: each text file beside its `.br` and `.gz` siblings.
let t: TestApp;
const indexHtml = `<!doctype html><html><head><title>SalesDash</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` })))};\n`;
const style = `${'.card { padding: 1rem; color: #111; }\n'.repeat(60)}`;

function writeWithSiblings(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-compressed-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeWithSiblings(path.join(webDist, 'index.html'), indexHtml);
  writeWithSiblings(path.join(webDist, 'assets', 'index-abc123.js'), script);
  writeWithSiblings(path.join(webDist, 'assets', 'index-abc123.css'), style);
  // Too small to gain from compression: the build writes no sibling.
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  t = await buildTestApp({ webDist });
});

afterAll(async () => {
  await t.close();
});

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  none: (body) => body,
};

describe('pre-compressed SPA files', () => {
  const files = [
    {
      url: '/assets/index-abc123.js',
      content: script,
      type: /^(text|application)\/javascript/,
      cache: 'public, max-age=31536000, immutable',
    },
    {
      url: '/assets/index-abc123.css',
      content: style,
      type: /^text\/css/,
      cache: 'public, max-age=31536000, immutable',
    },
    { url: '/', content: indexHtml, type: /^text\/html/, cache: 'no-cache' },
    // History routing: the fallback sends the same pre-compressed index.html.
    { url: '/team/member/overview/12', content: indexHtml, type: /^text\/html/, cache: 'no-cache' },
  ];
  const encodings = [
    { acceptEncoding: 'gzip, deflate, br, zstd', expected: 'br' },
    { acceptEncoding: 'br', expected: 'br' },
    { acceptEncoding: 'gzip', expected: 'gzip' },
    { acceptEncoding: 'br;q=0.5, gzip;q=1', expected: 'gzip' },
    { acceptEncoding: 'identity', expected: 'none' },
    { acceptEncoding: undefined, expected: 'none' },
  ];
  const cases = files.flatMap((file) => encodings.map((encoding) => ({ ...file, ...encoding })));

  it.each(cases)(
    '$url with Accept-Encoding $acceptEncoding → $expected',
    async ({ url, content, type, cache, acceptEncoding, expected }) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'] ?? 'none').toBe(expected);
      expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe(cache);
      // Decoded once, as the browser does, the body is the file: nothing compressed it twice.
      const body = decode[expected]?.(response.rawPayload);
      expect(body?.toString('utf8')).toBe(content);
      if (expected !== 'none') expect(response.rawPayload.length).toBeLessThan(content.length);
    },
  );

  it('sends a file without siblings as it is, still varying on Accept-Encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
    const encoding = response.headers['content-encoding'];
    expect(
      decode[typeof encoding === 'string' ? encoding : 'none']?.(response.rawPayload).toString(),
    ).toBe('<svg/>');
  });

  it('gives each encoding its own ETag, so a cache never swaps them', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (acceptEncoding) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/assets/index-abc123.js',
          headers: { 'accept-encoding': acceptEncoding },
        });
        return response.headers['etag'];
      }),
    );
    expect(new Set(etags).size).toBe(3);
  });
});
