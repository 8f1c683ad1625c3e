import { describe, expect, it } from 'vitest';
import { decodeAccessToken, MalformedTokenError } from './decode-access-token.ts';

const b64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (payload: string) => `${b64url('{"alg":"HS256"}')}.${b64url(payload)}.sig`;

describe('decodeAccessToken', () => {
  it('decodes the JSON payload of a well-formed token', () => {
    expect(decodeAccessToken(token('{"sub":"7","email":"zoë@demo.test"}'))).toEqual({
      sub: '7',
      email: 'zoë@demo.test',
    });
  });

  it.each([
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['an empty part', `${b64url('{}')}..sig`],
    ['non-base64 characters', `${b64url('{}')}.$$$.sig`],
    ['a payload that is not JSON', token('not json')],
    ['a payload that is not an object', token('42')],
    ['an empty string', ''],
  ])('rejects a token with %s', (_label, value) => {
    expect(() => decodeAccessToken(value)).toThrow(MalformedTokenError);
  });
});
