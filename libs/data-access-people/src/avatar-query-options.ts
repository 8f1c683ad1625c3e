import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { scopedQueryKey } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';

/** Query-key tree of people's pictures, by the URL that names one upload. */
export const avatarKeys = {
  all: ['avatars'] as const,
  picture: (path: string) => [...avatarKeys.all, path] as const,
};

/** A `data:` URL of a picture: kept in the query cache, with no object URL to revoke. */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: spreading a whole picture into one call would overflow the argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${blob.type || 'image/webp'};base64,${btoa(binary)}`;
}

/**
 * A person's picture as a `data:` URL for an `<img>`: the API answers it only with the
 * caller's credential (bearer or share token), which an `<img src>` cannot send. The path
 * (`profile_picture`, `/api/avatars/:id?v=…`) names one upload, so it never goes stale; a
 * failure leaves the initials.
 * @param api - the client the picture is read with
 * @param path - the `profile_picture` of the person
 */
export function avatarQueryOptions(
  api: ApiClient,
  path: string,
): ApiQueryOptions<string, ReturnType<typeof avatarKeys.picture>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, avatarKeys.picture(path)),
    queryFn: async () => dataUrlOf(await api.get(path.replace(/^\/api\//, '')).blob()),
    staleTime: Infinity,
    retry: false,
  });
}
