import type { Profile } from '@salesdash/api-contract';
import {
  createFakeApiClient,
  exampleSignedInUser,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { deleteAvatar, fetchProfile, updateProfile, uploadAvatar } from './profile-calls.ts';
import { sessionWithProfile } from './session-with-profile.ts';

const profile: Profile = {
  user_id: 7,
  email: 'closer@demo.test',
  first_name: 'Casey',
  last_name: 'Closer',
  display_name: '',
  version: 1,
  profile_picture: null,
};
const withPicture = { ...profile, profile_picture: '/api/avatars/7?v=abc' };

describe('profile calls', () => {
  it('reads and saves one’s names with the version', async () => {
    const { api, requests } = createFakeApiClient({
      'GET profile': success(profile),
      'PUT profile': ({ body }) => success({ ...profile, ...(body as object), version: 2 }),
    });
    await expect(fetchProfile(api)).resolves.toEqual(profile);
    const request = { version: 1, first_name: 'Cas', last_name: 'Closer', display_name: '' };
    await expect(updateProfile(api, request)).resolves.toMatchObject({ first_name: 'Cas' });
    expect(requests[1]?.body).toEqual(request);
  });

  it('uploads the picture as the raw body with its media type, and removes it', async () => {
    const { api, requests } = createFakeApiClient({
      'PUT profile/avatar': success(withPicture),
      'DELETE profile/avatar': success(profile),
    });
    const picture = new Blob(['png'], { type: 'image/png' });
    await expect(uploadAvatar(api, picture)).resolves.toEqual(withPicture);
    expect(requests[0]?.headers.get('content-type')).toBe('image/png');
    await expect(deleteAvatar(api)).resolves.toEqual(profile);
  });

  it('puts a saved profile into the session: names, "first last" for no display name, picture', () => {
    const session = sessionWithProfile(exampleSignedInUser(), withPicture);
    expect(session).toMatchObject({
      display_name: 'Casey Closer',
      profile_picture: '/api/avatars/7?v=abc',
      profile_picture_mode: 'upload',
    });
    expect(session.access_token).toBe(exampleSignedInUser().access_token);
  });
});
