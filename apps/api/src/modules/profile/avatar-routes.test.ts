import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { maxAvatarBytes, profileSchema, successEnvelope } from '@salesdash/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../security/access-token.ts';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../../testing/build-test-app.ts';
import { sampleImage } from '../../testing/sample-image.ts';

let t: TestApp;
let person: TestUser;
let manager: TestUser;
let teammate: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.createUser({ access: 3, organizationName: 'Acme' });
  person = await t.createUser({ organizationName: 'Acme', managerId: manager.userId });
  teammate = await t.createUser({ organizationName: 'Acme' });
  stranger = await t.createUser({ organizationName: 'Elsewhere' });
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await t.injectAs(person, { method: 'DELETE', url: '/api/profile/avatar' });
});

const upload = (payload: Buffer | string, contentType = 'image/png') =>
  t.injectAs(person, {
    method: 'PUT',
    url: '/api/profile/avatar',
    headers: { 'content-type': contentType },
    payload,
  });

const storedRows = async () =>
  (
    await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_avatars WHERE user_id = $1',
      [person.userId],
    )
  )[0]?.n ?? 0;

const avatarAudits = async () =>
  (
    await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'user.avatar_changed' AND entity_id = $1`,
      [String(person.userId)],
    )
  )[0]?.n ?? 0;

describe('PUT /api/profile/avatar', () => {
  it('stores a 256×256 WebP without metadata, names it in the profile and records the change', async () => {
    const audits = await avatarAudits();
    // A JPEG carrying EXIF (camera, orientation): none of it may be served.
    const photo = await sharp(await sampleImage('png', 300, 200))
      .jpeg()
      .withExif({ IFD0: { Make: 'Secret Camera', Copyright: 'Somewhere' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const profile = successEnvelope(profileSchema).parse(response.json()).data;
    expect(profile.profile_picture).toMatch(
      new RegExp(`^/api/avatars/${person.userId}\\?v=[\\w-]{22}$`),
    );
    expect(await avatarAudits()).toBe(audits + 1);

    const served = await t.injectAs(person, { method: 'GET', url: profile.profile_picture ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Camera'))).toBe(false);

    // Revalidation: the ETag answers 304; a URL without the version must revalidate.
    const etag = String(served.headers.etag);
    const again = await t.injectAs(person, {
      method: 'GET',
      url: `/api/avatars/${person.userId}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('reads the format from the bytes: a PNG sent as octet-stream or as image/gif is taken', async () => {
    for (const type of ['application/octet-stream', 'image/gif', 'image/tiff']) {
      const response = await upload(await sampleImage('png'), type);
      expect(response.statusCode, type).toBe(200);
    }
    for (const format of ['gif', 'webp'] as const) {
      expect((await upload(await sampleImage(format), 'image/png')).statusCode, format).toBe(200);
    }
  });

  it('refuses what is not a PNG, JPEG, WebP or GIF with 400 naming body, keeping nothing', async () => {
    const audits = await avatarAudits();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const tiff = await sharp(await sampleImage('png'))
      .tiff()
      .toBuffer();
    const cases: [Buffer | string, string][] = [
      [svg, 'image/svg+xml'],
      ['not an image at all', 'image/png'],
      [tiff, 'image/tiff'],
      ['{"image":"x"}', 'application/json'],
    ];
    for (const [payload, type] of cases) {
      const response = await upload(payload, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^body: must be a PNG, JPEG/);
    }
    expect(await storedRows()).toBe(0);
    expect(await avatarAudits()).toBe(audits);
  });

  it('refuses a damaged or truncated image and an empty body with 400 naming body', async () => {
    const png = await sampleImage('png', 400, 400);
    const truncated = await upload(png.subarray(0, Math.floor(png.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json<{ message: string }>().message).toMatch(/^body: is not a readable image/);
    const empty = await t.injectAs(person, { method: 'PUT', url: '/api/profile/avatar' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(/^body: is required/);
    expect(await storedRows()).toBe(0);
  });

  it('refuses a body over 5 MB with 400 naming body, keeping nothing', async () => {
    const png = await sampleImage('png');
    const oversized = Buffer.concat([png, Buffer.alloc(maxAvatarBytes + 1 - png.length)]);
    const response = await upload(oversized);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('body: must be at most 5 MB');
    expect(await storedRows()).toBe(0);
  });

  it('keeps nothing of an upload cut mid-stream', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const png = await sampleImage('png', 600, 600);
    const token = await signAccessToken(person, testJwtSecret);
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/api/profile/avatar',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'image/png',
          'content-length': String(png.length),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(png.subarray(0, Math.floor(png.length / 2)), () => {
        // The client goes away with half the picture sent.
        setTimeout(() => request.destroy(), 50);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedRows()).toBe(0);
  });
});

describe('DELETE /api/profile/avatar', () => {
  it('removes the picture: the profile names none, its URL answers 404, the log records it', async () => {
    const uploaded = successEnvelope(profileSchema).parse(
      (await upload(await sampleImage('png'))).json(),
    ).data;
    const audits = await avatarAudits();
    const response = await t.injectAs(person, { method: 'DELETE', url: '/api/profile/avatar' });
    expect(response.statusCode).toBe(200);
    expect(successEnvelope(profileSchema).parse(response.json()).data.profile_picture).toBeNull();
    expect(await avatarAudits()).toBe(audits + 1);
    const gone = await t.injectAs(person, { method: 'GET', url: uploaded.profile_picture ?? '' });
    expect(gone.statusCode).toBe(404);
    // Removing what is not there changes nothing and records nothing.
    await t.injectAs(person, { method: 'DELETE', url: '/api/profile/avatar' });
    expect(await avatarAudits()).toBe(audits + 1);
  });
});

describe('GET /api/avatars/:id', () => {
  it('serves whoever may read the person, and is not found for anyone else', async () => {
    await upload(await sampleImage('png'));
    const url = `/api/avatars/${person.userId}`;
    expect((await t.injectAs(manager, { method: 'GET', url })).statusCode).toBe(200);
    // An employee reads only themselves; another organization never sees the person.
    expect((await t.injectAs(teammate, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.injectAs(stranger, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
