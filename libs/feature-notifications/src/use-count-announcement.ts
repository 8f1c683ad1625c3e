import { useState } from 'react';
import { unreadAnnouncement } from './unread-announcement.ts';

/**
 * The live region's text for an unread count: empty until the count changes after its first
 * load (a page load announces nothing; a new notification or a read one does).
 * @param count - the unread count, undefined while it loads
 */
export function useCountAnnouncement(count: number | undefined): string {
  const [seen, setSeen] = useState<number | undefined>(undefined);
  const [message, setMessage] = useState('');
  if (count !== undefined && count !== seen) {
    // Adjusting state while rendering (React's pattern for "state from a changed prop").
    setSeen(count);
    if (seen !== undefined) setMessage(unreadAnnouncement(count));
  }
  return message;
}
