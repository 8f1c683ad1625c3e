/**
 * Fetches the panel's chunk (the list, its mutations and their schemas). The bell calls it on
 * hover and focus, so the panel is usually there by the time it is clicked.
 */
export function loadNotificationPanel() {
  return import('./notification-panel.tsx');
}
