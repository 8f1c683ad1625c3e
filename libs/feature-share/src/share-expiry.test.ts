import { describe, expect, it } from 'vitest';
import { expiresAtFor, shareExpiryChoices } from './share-expiry.ts';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('expiresAtFor', () => {
  it('offers never, 7, 30 and 90 days', () => {
    expect(shareExpiryChoices.map((choice) => choice.value)).toEqual(['never', '7', '30', '90']);
  });

  it('has no expiry for never', () => {
    expect(expiresAtFor('never', now)).toBeUndefined();
  });

  it.each([
    ['7', '2026-11-30T12:00:00.000Z'],
    ['30', '2026-12-23T12:00:00.000Z'],
    ['90', '2027-02-21T12:00:00.000Z'],
  ] as const)('expires %s days later', (choice, expected) => {
    expect(expiresAtFor(choice, now)).toBe(expected);
  });
});
