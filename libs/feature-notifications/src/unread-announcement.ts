/**
 * What the bell's polite live region says when the unread count changes.
 * @param count - unread notifications
 */
export function unreadAnnouncement(count: number): string {
  if (count <= 0) return 'No unread notifications';
  return count === 1 ? '1 unread notification' : `${count} unread notifications`;
}
