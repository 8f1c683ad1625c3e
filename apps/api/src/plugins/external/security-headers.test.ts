import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ corsOrigins: ['https://app.example.test'] });
});

afterAll(async () => {
  await t.close();
});

describe('CORS when CORS_ORIGIN is set', () => {
  it('answers a preflight for a protected route without a token', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/redirects?path=/x',
      headers: {
        origin: 'https://app.example.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example.test');
  });

  it('does not allow other origins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.test' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
