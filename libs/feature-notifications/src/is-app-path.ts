/**
 * Whether a notification's link is a path inside this app (`/sales-overview`), the only kind the
 * panel navigates to: never another origin (`https://…`, `//host`) or a script URL.
 * @param link - the notification's `link`
 */
export function isAppPath(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
