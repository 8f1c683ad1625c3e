import { exampleAppointment } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { mayChangeCall } from './call-viewer.ts';

const callOf7 = exampleAppointment({ user_id: 7, setter_id: 9 });

describe('mayChangeCall', () => {
  it.each([
    ['the closer', { userId: 7, access: 4 }, true],
    ['the setter', { userId: 9, access: 4 }, false],
    ['another employee', { userId: 5, access: 4 }, false],
    ['a manager (the server checks the team)', { userId: 3, access: 3 }, true],
    ['an admin', { userId: 1, access: 2 }, true],
  ])('offers %s: %s', (_, viewer, offered) => {
    expect(mayChangeCall(viewer, callOf7)).toBe(offered);
  });
});
