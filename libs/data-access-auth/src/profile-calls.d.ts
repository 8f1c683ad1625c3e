import { type Profile, type UpdateProfileRequest } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
/**
 * The signed-in person's own names and picture (`GET /api/profile`), with the version an edit
 * sends back.
 * @param api - the app's API client
 */
export declare function fetchProfile(api: ApiClient): Promise<Profile>;
/**
 * Saves one's names (`PUT /api/profile`).
 * @param api - the app's API client
 * @param request - the names and the version the form was opened with
 * @throws ApiError 409 `stale-version` when someone saved the profile since; 400 naming a field
 */
export declare function updateProfile(api: ApiClient, request: UpdateProfileRequest): Promise<Profile>;
/**
 * Uploads one's picture as the raw body (`PUT /api/profile/avatar`); the server reads its
 * format from the bytes and stores a 256×256 square.
 * @param api - the app's API client
 * @param picture - the (cropped) picture
 * @throws ApiError 400 naming `body` when it is not an image, is damaged, or is over 5 MB
 */
export declare function uploadAvatar(api: ApiClient, picture: Blob): Promise<Profile>;
/**
 * Removes one's picture (`DELETE /api/profile/avatar`): initials show again.
 * @param api - the app's API client
 */
export declare function deleteAvatar(api: ApiClient): Promise<Profile>;
