import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect-target.ts';

describe('safeRedirectTarget', () => {
  it('keeps same-origin paths with their search', () => {
    expect(safeRedirectTarget('/team?tab=1')).toBe('/team?tab=1');
  });

  it.each([
    undefined,
    42,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/login?redirect=/x',
  ])('falls back to / for %s', (value) => expect(safeRedirectTarget(value)).toBe('/'));
});
