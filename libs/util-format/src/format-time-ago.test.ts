import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './format-time-ago.ts';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('formatTimeAgo', () => {
  it.each([
    ['2026-11-23T11:59:30Z', 'just now'],
    ['2026-11-23T12:05:00Z', 'just now'],
    ['2026-11-23T11:59:00Z', '1 minute ago'],
    ['2026-11-23T11:15:00Z', '45 minutes ago'],
    ['2026-11-23T09:30:00Z', '2 hours ago'],
    ['2026-11-22T11:00:00Z', 'yesterday'],
    ['2026-11-20T12:00:00Z', '3 days ago'],
    ['2026-11-09T12:00:00Z', '2 weeks ago'],
    ['2026-09-01T12:00:00Z', '2 months ago'],
    ['2025-11-01T12:00:00Z', 'last year'],
    ['2023-01-01T12:00:00Z', '3 years ago'],
  ])('%s reads %s', (iso, text) => {
    expect(formatTimeAgo(iso, now)).toBe(text);
  });

  it.each(['not a date', '', null, undefined])('gives — for %s', (value) => {
    expect(formatTimeAgo(value, now)).toBe('—');
  });

  it('counts from now unless told', () => {
    expect(formatTimeAgo(new Date(Date.now() - 3 * 3_600_000).toISOString())).toBe('3 hours ago');
  });
});
