/**
 * What the bell's badge shows for an unread count: the number up to 99, then "99+" so the badge
 * keeps its size; nothing for none.
 * @param count - unread notifications
 */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
