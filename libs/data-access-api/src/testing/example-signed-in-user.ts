import type { SignedInUser } from '@salesdash/api-contract';

const base64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * An example signed-in user (a closer of the demo organization) for stories, tests and docs.
 * Its access token decodes like a real one but carries no valid signature, so no server
 * accepts it.
 * @param overrides - fields to change from the example
 */
export function exampleSignedInUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({ sub: '7', org: 1, access: 4, email: 'closer@demo.test', exp: 4102444800 }),
  );
  return {
    user_id: 7,
    access: 4,
    is_active: true,
    organization_id: 1,
    first_name: 'Casey',
    last_name: 'Closer',
    email: 'closer@demo.test',
    uid: '0b5f0c2e-8f4e-4d57-9a55-1f0f1d3c9a11',
    display_name: 'Casey Closer',
    access_token: `${header}.${payload}.example-signature`,
    refresh_token: 'example-refresh-token',
    profile_picture: null,
    organization_name: 'Apex Growth Partners',
    avatar: null,
    profile_picture_mode: 'initials',
    is_netrevenue_client: true,
    ...overrides,
  };
}
