import { describe, expect, it } from 'vitest';
import { shareStatus } from './share-status.ts';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('shareStatus', () => {
  it('is active without expiry or before it', () => {
    expect(shareStatus({ expires_at: null, revoked_at: null }, now)).toBe('active');
    expect(shareStatus({ expires_at: '2026-11-23T12:00:01.000Z', revoked_at: null }, now)).toBe(
      'active',
    );
  });

  it('is expired from the expiry moment on', () => {
    expect(shareStatus({ expires_at: '2026-11-23T12:00:00.000Z', revoked_at: null }, now)).toBe(
      'expired',
    );
  });

  it('reads revoked even when also expired', () => {
    expect(
      shareStatus(
        { expires_at: '2026-01-01T00:00:00.000Z', revoked_at: '2025-12-01T00:00:00Z' },
        now,
      ),
    ).toBe('revoked');
  });
});
