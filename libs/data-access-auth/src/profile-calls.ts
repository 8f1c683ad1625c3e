import {
  profileSchema,
  successEnvelope,
  type Profile,
  type UpdateProfileRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(profileSchema);

/**
 * The signed-in person's own names and picture (`GET /api/profile`), with the version an edit
 * sends back.
 * @param api - the app's API client
 */
export async function fetchProfile(api: ApiClient): Promise<Profile> {
  return responseSchema.parse(await api.get('profile').json()).data;
}

/**
 * Saves one's names (`PUT /api/profile`).
 * @param api - the app's API client
 * @param request - the names and the version the form was opened with
 * @throws ApiError 409 `stale-version` when someone saved the profile since; 400 naming a field
 */
export async function updateProfile(
  api: ApiClient,
  request: UpdateProfileRequest,
): Promise<Profile> {
  return responseSchema.parse(await api.put('profile', { json: request }).json()).data;
}

/**
 * Uploads one's picture as the raw body (`PUT /api/profile/avatar`); the server reads its
 * format from the bytes and stores a 256×256 square.
 * @param api - the app's API client
 * @param picture - the (cropped) picture
 * @throws ApiError 400 naming `body` when it is not an image, is damaged, or is over 5 MB
 */
export async function uploadAvatar(api: ApiClient, picture: Blob): Promise<Profile> {
  const body = await api
    .put('profile/avatar', {
      body: picture,
      headers: { 'content-type': picture.type || 'application/octet-stream' },
    })
    .json();
  return responseSchema.parse(body).data;
}

/**
 * Removes one's picture (`DELETE /api/profile/avatar`): initials show again.
 * @param api - the app's API client
 */
export async function deleteAvatar(api: ApiClient): Promise<Profile> {
  return responseSchema.parse(await api.delete('profile/avatar').json()).data;
}
