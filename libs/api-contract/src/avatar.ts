/** The largest picture `PUT /api/profile/avatar` takes, in bytes (5 MiB). */
export const maxAvatarBytes = 5 * 1024 * 1024;

/** The side of the square every picture is stored at, in pixels. */
export const avatarSide = 256;

/**
 * Media types `PUT /api/profile/avatar` accepts as its body. The declared one is not trusted:
 * the server reads the format from the bytes and takes only PNG, JPEG, WebP and GIF.
 */
export const avatarUploadMediaTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/octet-stream',
] as const;

/**
 * The path of a person's picture: `v` names one upload, so a new one is a new URL and the old
 * one can be cached for good.
 * @param userId - whose picture
 * @param version - the picture's ETag, without quotes
 */
export const avatarPath = (userId: number, version: string): string =>
  `/api/avatars/${userId}?v=${encodeURIComponent(version)}`;
