import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { decodeBody } from '../testing/decode-body.ts';

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

type Answer = { headers: Record<string, unknown>; rawPayload: Buffer };

/** What is wrong with how `response` carries `content` in the `expected` encoding. */
function encodingProblems(
  response: Answer,
  { expected, content }: { expected: string; content: string },
): string[] {
  const problems: string[] = [];
  const encoding = String(response.headers['content-encoding'] ?? 'none');
  if (encoding !== expected)
    problems.push(`sent with Content-Encoding ${encoding}, expected ${expected}`);
  if (!/accept-encoding/i.test(String(response.headers['vary'] ?? ''))) {
    problems.push('no Vary: Accept-Encoding');
  }
  // Decoded once, as the browser does, the body must be the file: nothing compressed it twice.
  let decoded: string | undefined;
  try {
    decoded = decodeBody(encoding, response.rawPayload);
  } catch {
    decoded = undefined;
  }
  if (encoding === expected && decoded !== content) {
    problems.push('the body decoded once is not the file (compressed twice?)');
  }
  if (expected !== 'none' && response.rawPayload.length >= content.length) {
    problems.push('the body is not smaller than the file');
  }
  return problems;
}

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
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe(cache);
      expect(encodingProblems(response, { expected, content })).toEqual([]);
    },
  );

  it('reports a file sent uncompressed, compressed twice or without Vary (the check on broken answers)', () => {
    const content = script;
    const answer = (headers: Record<string, string>, body: Buffer) => ({
      headers,
      rawPayload: body,
    });
    const vary = { vary: 'Accept-Encoding' };
    expect(
      encodingProblems(answer(vary, Buffer.from(content)), { expected: 'br', content }),
    ).toEqual([
      'sent with Content-Encoding none, expected br',
      'the body is not smaller than the file',
    ]);
    expect(
      encodingProblems(
        answer({ ...vary, 'content-encoding': 'gzip' }, gzipSync(gzipSync(content))),
        { expected: 'gzip', content },
      ),
    ).toEqual(['the body decoded once is not the file (compressed twice?)']);
    expect(
      encodingProblems(answer({ 'content-encoding': 'br' }, brotliCompressSync(content)), {
        expected: 'br',
        content,
      }),
    ).toEqual(['no Vary: Accept-Encoding']);
  });

  it('sends a file without siblings as it is, still varying on Accept-Encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
    expect(decodeBody(response.headers['content-encoding'], response.rawPayload)).toBe('<svg/>');
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
