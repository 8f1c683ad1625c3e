import { describe, expect, it } from 'vitest';
import { exampleSignedInUser } from './example-signed-in-user.ts';
import { signedInUserSchema } from '@salesdash/api-contract';

describe('exampleSignedInUser', () => {
  it('satisfies the signed-in user schema', () => {
    expect(signedInUserSchema.parse(exampleSignedInUser())).toEqual(exampleSignedInUser());
  });

  it('has an access token of three parts whose payload is JSON', () => {
    const [, payload] = exampleSignedInUser().access_token.split('.');
    const json = atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'));
    expect(JSON.parse(json)).toMatchObject({ sub: '7', access: 4 });
  });

  it('applies overrides', () => {
    expect(exampleSignedInUser({ access: 2 }).access).toBe(2);
  });
});
