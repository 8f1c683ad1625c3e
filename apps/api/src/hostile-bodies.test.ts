import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from './testing/build-test-app.ts';
import { watchLiveness } from './testing/liveness-watch.ts';

/*
 * Request bodies built to stop the server: JSON nested thousands deep (refused before it is
 * parsed), and picture-sized bodies (never walked byte by byte, decoded off the event loop).
 * Each must answer a 4xx at once while everyone else's requests keep being answered
 * (docs/decisions/0061-bounded-request-parsing.md).
 */

let t: TestApp;
let person: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  person = await t.createUser();
});

afterAll(async () => {
  await t.close();
});

const arrays = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

const signIn = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': contentType },
    payload,
  });

const tooDeep = {
  status: 'error',
  code: 'validation-error',
  message: 'body: nested deeper than 64 levels',
};

describe('deeply nested JSON, without signing in', () => {
  it.each([
    ['20,000 nested arrays (40 KB)', arrays(20_000), 'application/json'],
    [
      '20,000 nested objects',
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
      'application/json',
    ],
    ['65 levels', `{"email":${arrays(64)},"password":"x"}`, 'application/json'],
    ['65 levels, with a charset', `{"email":${arrays(64)}}`, 'application/json; charset=utf-8'],
  ])('%s: 400 naming the body, before it is parsed', async (_label, payload, contentType) => {
    const response = await signIn(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooDeep);
  });

  it('parses 64 levels as usual: the route’s own validation answers, naming the field', async () => {
    const response = await signIn(`{"email":${arrays(63)},"password":"x"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });

  it('counts no brackets inside strings', async () => {
    const response = await signIn(JSON.stringify({ email: '['.repeat(500), password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });

  it('keeps the server answering while five are sent at once', async () => {
    const watch = watchLiveness(t.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => signIn(arrays(20_000))));
    const { worstGapMs, failures } = await watch.stop();
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(failures).toBe(0);
    expect(worstGapMs).toBeLessThan(1_000);
  });
});

describe('what the JSON parser kept from Fastify’s own (plugins/json-body-parser.test.ts has all)', () => {
  it.each([
    ['a __proto__ key', '{"__proto__":{"isAdmin":true},"email":"a@b.test","password":"x"}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ])('%s: still refused as not valid JSON', async (_label, payload) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'validation-error',
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });

  it('takes no other JSON-like media type: 415, never parsed', async () => {
    const response = await signIn(arrays(20_000), 'application/merge-patch+json');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'error' });
  });
});

describe('picture-sized bodies to PUT /api/profile/avatar', () => {
  const putAvatar = (payload: Buffer, contentType = 'application/octet-stream') =>
    t.injectAs(person, {
      method: 'PUT',
      url: '/api/profile/avatar',
      headers: { 'content-type': contentType },
      payload,
    });

  it.each([
    ['1 MiB', 1024 * 1024],
    ['5 MiB', 5 * 1024 * 1024],
  ])(
    'a %s body that is no picture: 400 at once, the loop never stops',
    async (_label, size) => {
      const watch = watchLiveness(t.app);
      const response = await putAvatar(Buffer.alloc(size));
      const { worstGapMs } = await watch.stop();
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^body: must be a PNG, JPEG, WebP or GIF/);
      expect(worstGapMs).toBeLessThan(1_000);
    },
    60_000,
  );

  it('three pictures of about 5 MB at once: all stored while the server keeps answering', async () => {
    // Noise does not compress: a 1280×1280 PNG of it is about 4.9 MB, under the 5 MiB cap.
    const side = 1280;
    const noise = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4_500_000);
    const watch = watchLiveness(t.app);
    const answers = await Promise.all([1, 2, 3].map(() => putAvatar(noise, 'image/png')));
    const { worstGapMs, failures } = await watch.stop();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(failures).toBe(0);
    expect(worstGapMs).toBeLessThan(1_000);
  }, 120_000);
});
