import type { Page } from 'playwright-core';

/**
 * Resolves once `page`'s realtime socket has asked to join its person's group, the last of its
 * two `join_group` messages. Call it before the page loads: the socket opens with the
 * app, and a journey that changes data before it joined would wait for an event never sent.
 */
export function socketJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"join_group",{"user_id"')) resolve();
      });
    });
  });
}
