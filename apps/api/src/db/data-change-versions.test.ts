import { describe, expect, it } from 'vitest';
import { createDataChangeVersions, parseDataChange } from './data-change-versions.ts';

describe('parseDataChange', () => {
  it.each([
    ['transactions 7', { table: 'transactions', organizations: [7] }],
    ['users 3,12', { table: 'users', organizations: [3, 12] }],
    ['redirects *', { table: 'redirects', organizations: 'all' }],
    // Anything it cannot read may have changed anything.
    ['', { table: '*', organizations: 'all' }],
    [undefined, { table: '*', organizations: 'all' }],
    ['transactions', { table: '*', organizations: 'all' }],
    ['transactions 1,', { table: '*', organizations: 'all' }],
    ['Transactions 1', { table: '*', organizations: 'all' }],
  ])('reads %j', (payload, change) => {
    expect(parseDataChange(payload)).toEqual(change);
  });
});

describe('data change versions', () => {
  const unread = new Set(['refresh_tokens', 'appointments']);
  it.each([
    // [what was written, does organization 1's answer (not reading `unread`) start over?]
    ['transactions 1', true],
    ['transactions 2', false],
    ['transactions 2,1', true],
    ['products *', true],
    ['refresh_tokens *', false],
    ['refresh_tokens 1', false],
    ['appointments 1', false],
    ['users 3', false],
    ['', true],
  ])('after %j, organization 1’s stamp moved: %s', (payload, moved) => {
    const versions = createDataChangeVersions();
    // Earlier changes of every kind, so the counters are not all zero.
    for (const earlier of ['transactions 1', 'appointments 1', 'products *', 'users 2', ''])
      versions.note(parseDataChange(earlier));
    const before = versions.stamp(1, unread);
    versions.note(parseDataChange(payload));
    expect(versions.stamp(1, unread) !== before).toBe(moved);
  });

  it('never comes back to an earlier stamp (every counter only grows)', () => {
    const versions = createDataChangeVersions();
    const seen = new Set([versions.stamp(1, unread)]);
    for (const payload of ['appointments 1', 'transactions 1', 'refresh_tokens *', 'users 1']) {
      versions.note(parseDataChange(payload));
      const stamp = versions.stamp(1, unread);
      if (!payload.startsWith('appointments') && !payload.startsWith('refresh_tokens')) {
        expect(seen.has(stamp)).toBe(false);
      }
      seen.add(stamp);
    }
  });
});
