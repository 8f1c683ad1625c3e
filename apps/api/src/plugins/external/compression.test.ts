import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { decodeBody as decode } from '../../testing/decode-body.ts';
import { registerPublic } from '../public-routes.ts';
import { compressionThreshold } from './compression.ts';

let t: TestApp;
/** A pre-compressed asset as the web build writes it: `app.js` with its `.br` sibling only. */
const asset = `export const data = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};\n`;
const assetBrotli = brotliCompressSync(asset);

beforeAll(async () => {
  const assets = mkdtempSync(path.join(tmpdir(), 'compression-test-'));
  writeFileSync(path.join(assets, 'app.js'), asset);
  writeFileSync(path.join(assets, 'app.js.br'), assetBrotli);
  t = await buildTestApp(
    {},
    {
      extraRoutes: (app) => {
        // As spa-static serves the built SPA: public, from a folder holding `.br` siblings.
        void registerPublic(app, fastifyStatic, {
          root: assets,
          prefix: '/__test/assets/',
          preCompressed: true,
          decorateReply: false,
        });
        app.get('/__test/sized', { config: { public: true } }, async (request) => {
          const { bytes } = request.query as { bytes: string };
          return { text: 'x'.repeat(Number(bytes) - '{"text":""}'.length) };
        });
      },
    },
  );
});

afterAll(async () => {
  await t.close();
});

describe('response compression', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])(
    'GET /openapi.json with Accept-Encoding %j → Content-Encoding %j',
    async (accept, expected) => {
      const plain = await t.app.inject({ method: 'GET', url: '/openapi.json' });
      expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);
      const response = await t.app.inject({
        method: 'GET',
        url: '/openapi.json',
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      if (expected) {
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      }
      expect(JSON.parse(decode(expected, response.rawPayload))).toEqual(plain.json());
    },
  );

  it.each([
    [compressionThreshold - 1, undefined],
    [compressionThreshold, 'br'],
  ])('a JSON body of %i bytes goes out with Content-Encoding %j', async (bytes, expected) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/__test/sized?bytes=${bytes}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe(expected);
    expect(decode(expected, response.rawPayload)).toHaveLength(bytes);
  });

  it('compresses signed-in API answers too', async () => {
    const admin = await t.createUser({ access: 2 });
    for (let i = 0; i < 12; i += 1) await t.createUser({ firstName: `Person${i}` });
    const response = await t.injectAs(admin, {
      method: 'GET',
      url: '/api/users',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', response.rawPayload)).data.users).toHaveLength(13);
  });

  it('sends a pre-compressed file as it is, never compressing it twice', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/__test/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(assetBrotli)).toBe(true);
    expect(decode('br', response.rawPayload)).toBe(asset);
  });

  it('compresses on the fly a file without the sibling the client wants', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/__test/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', response.rawPayload)).toBe(asset);
  });

  it('leaves request bodies alone: a compressed body is not inflated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: brotliCompressSync('{"email":"a@example.test","password":"x"}'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error' });
  });
});
