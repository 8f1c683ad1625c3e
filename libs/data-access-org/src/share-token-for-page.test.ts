import { describe, expect, it } from 'vitest';
import { shareTokenForPage } from './share-token-for-page.ts';

describe('shareTokenForPage', () => {
  it("prefers the share page's slug to the stored token", () => {
    expect(shareTokenForPage('/share/employee/from-path', 'stored')).toBe('from-path');
  });

  it('falls back to the stored token on a share path without a readable slug', () => {
    expect(shareTokenForPage('/share/employee/%E0%A4%A', 'stored')).toBe('stored');
  });

  it('never sends the stored token from a page that is not a share page', () => {
    expect(shareTokenForPage('/team/overview', 'stored')).toBeNull();
    expect(shareTokenForPage('/', null)).toBeNull();
  });
});
