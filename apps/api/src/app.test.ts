import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { redirects } from './db/schema/index.ts';
import { signAccessToken } from './security/access-token.ts';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from './testing/build-test-app.ts';

let t: TestApp;
let user: TestUser;
let address: string | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  user = await t.createUser({ email: 'member@example.test' });
  await t.database.db.insert(redirects).values([
    { fromPath: '/old-dashboard', toPath: '/dashboard', isExternal: false },
    { fromPath: '/help', toPath: 'https://help.example.test', isExternal: true },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('public operations routes', () => {
  it('GET /health answers once the database does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { db: 'ok' } });
  });

  it('GET /config.json gives the API base and is not cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toEqual({ apiBaseUrl: '/api' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a CSP the SPA passes and no CORS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.test' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Same-origin sockets only: `ws:`/`wss:` would let injected script reach any host.
    expect(csp).toMatch(/(^|;)\s*connect-src 'self'\s*(;|$)/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error envelope', () => {
  it('answers 401 for an unknown /api path without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics/users/1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'error', code: 'unauthorized' });
  });

  it('answers the 404 envelope for an unknown /api path when signed in', async () => {
    const response = await t.injectAs(user, { method: 'GET', url: '/api/no-such-resource/1?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'not-found',
      message: 'Route GET /api/no-such-resource/1 not found',
    });
  });

  it('answers the 404 envelope for unknown non-SPA paths', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: 'not-found' });
  });

  it('names the invalid field in a 400', async () => {
    const response = await t.injectAs(user, { method: 'GET', url: '/api/redirects?path=nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'validation-error',
      message: "path: path must start with '/'",
    });
  });

  it('names a missing body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body: /);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'validation-error' });
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'error', code: 'payload-too-large' });
  });

  it('answers 400 in the envelope for a URL that does not decode', async () => {
    const response = await t.injectAs(user, { method: 'GET', url: '/api/users/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'validation-error',
      message: 'The URL is not valid',
    });
  });

  it('answers 414 in the envelope for an over-long path segment, without quoting it', async () => {
    const secret = 'x'.repeat(300);
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/invite/${secret}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ status: 'error', code: 'uri-too-long' });
    expect(response.body).not.toContain(secret);
  });

  it.each([
    ['a header over 16 KiB', { 'x-padding': 'a'.repeat(20_000) }, '/health', 431],
    ['a URL over 16 KiB', {}, `/api/users/${'1'.repeat(20_000)}`, 431],
  ])('answers %s from the HTTP parser in the envelope', async (_label, headers, path, status) => {
    // Only a real socket reaches Node's parser; the server stays up until the app closes.
    address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}${path}`, { headers });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status: 'error', code: 'headers-too-large' });
  });
});

describe('GET /api/redirects', () => {
  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['a token signed with another secret', 'other'],
    ['an expired token', 'expired'],
  ])('answers 401 with %s', async (_label, kind) => {
    let authorization = kind;
    if (kind === 'other') {
      authorization = `Bearer ${await signAccessToken(user, 'another-secret-another-secret-0123456789')}`;
    }
    if (kind === 'expired') {
      const issued = new Date(Date.now() - 16 * 60 * 1000);
      authorization = `Bearer ${await signAccessToken(user, testJwtSecret, issued)}`;
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/redirects?path=/help',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'unauthorized',
      message: 'Missing, invalid or expired access token',
    });
  });

  it.each([
    ['/old-dashboard', { to: '/dashboard', external: false }],
    ['/help', { to: 'https://help.example.test', external: true }],
  ])('returns the rule for %s', async (path, rule) => {
    const response = await t.injectAs(user, { method: 'GET', url: `/api/redirects?path=${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: rule });
  });

  it('answers 200 with null when no rule exists: no error for the browser to log', async () => {
    const response = await t.injectAs(user, { method: 'GET', url: '/api/redirects?path=/nothing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: null });
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document listing every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = z
      .object({
        openapi: z.string(),
        paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      })
      .parse(response.json());
    expect(document.openapi).toBe('3.1.0');
    // Containment, not equality: modules add routes; the security matrix pins the full list.
    expect(
      Object.entries(document.paths)
        .flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
        )
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'GET /api/redirects',
        'GET /config.json',
        'GET /health',
        'POST /api/auth/login',
        'POST /api/auth/refresh',
        'GET /api/users/{id}',
        'GET /api/auth/invite/{token}',
      ]),
    );
    expect(JSON.stringify(document.paths['/api/auth/login'])).toContain('access_token');
  });

  it('serves the reference UI at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
