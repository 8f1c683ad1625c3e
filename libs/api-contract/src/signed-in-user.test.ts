import { describe, expect, it } from 'vitest';
import { accessTokenClaimsSchema } from './access-token-claims.ts';
import { loginRequestSchema } from './login-request.ts';
import { signedInUserSchema } from './signed-in-user.ts';

const user = {
  user_id: 1,
  access: 2,
  is_active: true,
  organization_id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@demo.test',
  uid: '8c2f6a43-3a43-4c6f-9e0f-5b3f0c1d2e3f',
  display_name: 'Ada Admin',
  access_token: 'a.b.c',
  refresh_token: 'opaque',
  profile_picture: null,
  organization_name: 'Demo',
  avatar: null,
  profile_picture_mode: 'initials',
  is_netrevenue_client: true,
};

describe('signedInUserSchema', () => {
  it('accepts the signed-in user', () => {
    expect(signedInUserSchema.parse(user)).toEqual(user);
  });

  it.each([
    ['access', 5],
    ['uid', 'not-a-uuid'],
    ['user_id', '1'],
    ['profile_picture', undefined],
  ])('rejects a bad %s', (field, value) => {
    expect(signedInUserSchema.safeParse({ ...user, [field]: value }).success).toBe(false);
  });
});

describe('loginRequestSchema', () => {
  it('trims the email', () => {
    expect(loginRequestSchema.parse({ email: ' a@b.test ', password: 'x' }).email).toBe('a@b.test');
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email'],
    [{ email: 'a@b.test', password: '' }, 'password'],
    [{ password: 'x' }, 'email'],
  ])('rejects %j on %s', (value, field) => {
    expect(loginRequestSchema.safeParse(value).error?.issues[0]?.path).toEqual([field]);
  });
});

describe('accessTokenClaimsSchema', () => {
  const claims = { sub: '7', org: 1, access: 4, uid: user.uid, email: user.email, exp: 2, iat: 1 };

  it('accepts the claims', () => {
    expect(accessTokenClaimsSchema.parse(claims)).toEqual(claims);
  });

  it.each([
    ['sub', 7],
    ['sub', 'abc'],
    ['access', 0],
    ['exp', undefined],
  ])('rejects a bad %s', (field, value) => {
    expect(accessTokenClaimsSchema.safeParse({ ...claims, [field]: value }).success).toBe(false);
  });
});
