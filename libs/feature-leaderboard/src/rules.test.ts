import { describe, expect, it } from 'vitest';
import { boardDataState } from './board-data-state.ts';
import { placeLabel } from './place-label.ts';
import { podiumOrder } from './podium-order.ts';
import { roleFilterOptions, selectedRoleIds, toggleRoleTitle } from './role-filter-options.ts';
import { yourMoveMessage } from './your-move-message.ts';

describe('podiumOrder', () => {
  it.each([
    [[], []],
    [['a'], []],
    [['a', 'b'], []],
    [
      ['a', 'b', 'c'],
      ['b', 'a', 'c'],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['b', 'a', 'c'],
    ],
  ])('%j stand as %j (2nd, 1st, 3rd; nobody under three)', (ranked, shown) => {
    expect(podiumOrder(ranked)).toEqual(shown);
  });
});

describe('boardDataState', () => {
  it.each([
    ['pending', 'idle', 'not-initialized'],
    ['pending', 'paused', 'not-initialized'],
    ['pending', 'fetching', 'loading'],
    ['success', 'idle', 'initialized'],
    ['success', 'fetching', 'initialized'],
    ['error', 'idle', 'error'],
    ['error', 'fetching', 'loading'],
  ] as const)('%s while %s is %s', (status, fetchStatus, state) => {
    expect(boardDataState({ status, fetchStatus })).toBe(state);
  });
});

describe('role filter', () => {
  const roles = [
    { role_id: '1', role_title: 'Setter', commission: 5, is_active: true, version: 1, rates: [] },
    { role_id: '2', role_title: 'closer', commission: 10, is_active: true, version: 1, rates: [] },
    {
      role_id: '3',
      role_title: 'Admin Staff',
      commission: 0,
      is_active: true,
      version: 1,
      rates: [],
    },
    {
      role_id: '4',
      role_title: 'Appointment Setter',
      commission: 0.5,
      is_active: true,
      version: 1,
      rates: [],
    },
  ];

  it('offers the roles paying a commission above 0, by title', () => {
    expect(roleFilterOptions(roles, ['Setter'])).toEqual([
      { id: 4, title: 'Appointment Setter', selected: false },
      { id: 2, title: 'closer', selected: false },
      { id: 1, title: 'Setter', selected: true },
    ]);
  });

  it.each([
    [[], 'Setter', ['Setter']],
    [['Setter'], 'Setter', []],
    [['Setter'], 'closer', ['Setter', 'closer']],
    [['Setter', 'closer'], 'Setter', ['closer']],
  ])('toggling %j by %s gives %j', (selected, title, next) => {
    expect(toggleRoleTitle(selected, title)).toEqual(next);
  });

  it('asks for the ids of the selected options only', () => {
    expect(selectedRoleIds(roleFilterOptions(roles, ['Setter', 'closer', 'Admin Staff']))).toEqual([
      2, 1,
    ]);
  });
});

describe('placeLabel', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
  ])('%i → %s', (place, label) => {
    expect(placeLabel(place)).toBe(label);
  });
});

describe('yourMoveMessage', () => {
  it.each([
    [{ kind: 'up', from: 2 }, 2, 'You moved up to #2 in Total Cash Collected'],
    [{ kind: 'down', from: 0 }, 3, 'You moved down to #3 in Total Cash Collected'],
    [{ kind: 'new' }, 4, 'You are now #4 in Total Cash Collected'],
    [undefined, 2, ''],
    [{ kind: 'up', from: 2 }, undefined, ''],
  ] as const)('%j to %j says %j', (move, rank, message) => {
    expect(yourMoveMessage(move, rank, 'Total Cash Collected')).toBe(message);
  });
});
