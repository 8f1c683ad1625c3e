/**
 * Query-key tree of the signed-in person's notifications, rooted at `['notifications']`: the web
 * shell's realtime `notification:new` invalidates `notificationKeys.all`, and the mutations
 * invalidate it too, so the bell's list and its unread count refetch by prefix.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (limit: number) => [...notificationKeys.lists(), { limit }] as const,
};
