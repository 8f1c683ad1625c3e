import { exampleAppointment } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { mayChangeCall, mayDeclineCall, mayDeleteCall } from './call-viewer.ts';

const callOf7 = exampleAppointment({ user_id: 7, setter_id: 9 });

describe('call actions offered', () => {
  it.each([
    // viewer, status, decline, delete
    ['the closer', { userId: 7, access: 4 }, true, false, false],
    ['the setter', { userId: 9, access: 4 }, false, true, false],
    ['another employee', { userId: 5, access: 4 }, false, false, false],
    ['a manager (the server checks the team)', { userId: 3, access: 3 }, true, false, false],
    ['an admin', { userId: 1, access: 2 }, true, false, true],
    ['a superadmin who set the call', { userId: 9, access: 1 }, true, true, true],
  ])('to %s', (_, viewer, status, decline, remove) => {
    expect([
      mayChangeCall(viewer, callOf7),
      mayDeclineCall(viewer, callOf7),
      mayDeleteCall(viewer),
    ]).toEqual([status, decline, remove]);
  });

  it('offers no decline on a call without a setter', () => {
    expect(mayDeclineCall({ userId: 9, access: 4 }, { ...callOf7, setter_id: null })).toBe(false);
  });
});
