import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializer } from './request-log-serializer.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/invite/abcDEF-123_x', '/api/auth/invite/[redacted]'],
    ['/api/auth/invite/abc?x=1', '/api/auth/invite/[redacted]?x=1'],
    ['/complete-registration?token=secret', '/complete-registration?token=[redacted]'],
    ['/login?redirect=%2Fteam&reset=secret', '/login?redirect=%2Fteam&reset=[redacted]'],
    ['/share/employee/shareTOKEN_123', '/share/employee/[redacted]'],
    ['/share/product/shareTOKEN_123?tv=1', '/share/product/[redacted]?tv=1'],
    ['/share/leaderboard/shareTOKEN_123/', '/share/leaderboard/[redacted]/'],
    ['/%73hare/call/shareTOKEN_123', '/share/call/[redacted]'],
    ['/SHARE/call/shareTOKEN_123', '/SHARE/call/[redacted]'],
    ['http://evil.test/share/employee/shareTOKEN_123', '/share/employee/[redacted]'],
    [
      '/login?redirect=%2Fshare%2Fcall%2FshareTOKEN_123&wipeOut=true',
      '/login?redirect=%2Fshare%2Fcall%2F%5Bredacted%5D&wipeOut=true',
    ],
    [
      '/login?redirect=/complete-registration?token=abc',
      '/login?redirect=%2Fcomplete-registration%3Ftoken%3D%5Bredacted%5D',
    ],
    ['/share/employee', '/share/employee'],
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
