/** What every formatter shows for a missing or unreadable value. */
export const placeholder = '—';
