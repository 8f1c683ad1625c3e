import { useApiClient } from '@salesdash/data-access-api';
import { avatarQueryOptions } from '@salesdash/data-access-people';
import { UserIcon } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in person's picture in the top bar's user menu, read with their credential; the
 * person icon until it arrives or when it cannot be read. Its own chunk: the top bar is on
 * every first page (bundle budget), the picture can come a moment later. A default export:
 * `lazy` takes one, and mapping a named one costs the entry's bytes.
 */
export default function MenuPicture({ path }: { path: string }) {
  const api = useApiClient();
  const picture = useQuery(avatarQueryOptions(api, path));
  if (!picture.data) return <UserIcon />;
  // Decorative: the button's text names the person.
  return (
    <img
      src={picture.data}
      alt=""
      data-testid="menu-picture"
      className="size-6 rounded-full object-cover"
    />
  );
}
