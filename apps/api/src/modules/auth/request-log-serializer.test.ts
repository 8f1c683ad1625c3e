import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializer } from './request-log-serializer.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/invite/abcDEF-123_x', '/api/auth/invite/[redacted]'],
    ['/api/auth/invite/abc?x=1', '/api/auth/invite/[redacted]?x=1'],
    ['/complete-registration?token=secret', '/complete-registration?token=[redacted]'],
    ['/login?redirect=%2Fteam&reset=secret', '/login?redirect=%2Fteam&reset=[redacted]'],
    ['/api/users/4', '/api/users/4'],
    ['/api/auth/login', '/api/auth/login'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('requestLogSerializer', () => {
  it('keeps the default fields with a redacted URL', () => {
    expect(
      requestLogSerializer({
        method: 'GET',
        url: '/api/auth/invite/secret',
        host: 'localhost',
        ip: '127.0.0.1',
        socket: { remotePort: 1234 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/auth/invite/[redacted]',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 1234,
    });
  });
});
