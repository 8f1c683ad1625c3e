import type { ApiClient } from '@salesdash/data-access-api';
import { scopedQueryKey } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';

/** Query-key tree of people's pictures, by the URL that names one upload. */
export const avatarKeys = {
  all: ['avatars'] as const,
  picture: (path: string) => [...avatarKeys.all, path] as const,
};

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * A person's picture as a `data:` URL for an `<img>`: the API answers it only with the
 * caller's credential (bearer or share token), which an `<img src>` cannot send. The path
 * (`profile_picture`, `/api/users/:id/avatar?v=…`) names one upload, so it never goes stale; a
 * failure leaves the initials.
 * @param api - the client the picture is read with
 * @param path - the `profile_picture` of the person
 */
export function avatarQueryOptions(api: ApiClient, path: string) {
  return queryOptions({
    queryKey: scopedQueryKey(api, avatarKeys.picture(path)),
    queryFn: async () => readAsDataUrl(await api.get(path.replace(/^\/api\//, '')).blob()),
    staleTime: Infinity,
    retry: false,
  });
}
