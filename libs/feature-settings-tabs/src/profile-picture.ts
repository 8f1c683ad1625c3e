import { useApiClient } from '@salesdash/data-access-api';
import { avatarQueryOptions } from '@salesdash/data-access-people';
import { useQuery } from '@tanstack/react-query';

/**
 * The picture a `profile_picture` path names, ready for an `<img>`; null while it loads, when
 * there is none or it fails (the initials show then).
 * @param path - the person's `profile_picture`
 */
export function useProfilePicture(path: string | null): string | null {
  const api = useApiClient();
  const picture = useQuery({ ...avatarQueryOptions(api, path ?? ''), enabled: path !== null });
  return path === null ? null : (picture.data ?? null);
}
