import { describe, expect, it } from 'vitest';
import { displayNameOf } from './display-name-of.ts';

describe('displayNameOf', () => {
  it.each([
    [{ displayName: 'Casey C.', firstName: 'Casey', lastName: 'Closer' }, 'Casey C.'],
    [{ displayName: '', firstName: 'Casey', lastName: 'Closer' }, 'Casey Closer'],
    [{ displayName: '', firstName: 'Casey', lastName: '' }, 'Casey'],
    [{ displayName: '', firstName: '', lastName: '' }, 'new@acme.test'],
  ])('%j → %s', (names, expected) => {
    expect(displayNameOf({ ...names, email: 'new@acme.test' })).toBe(expected);
  });
});
