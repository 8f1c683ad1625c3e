import { exampleTeamFilters } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { isFiltered, selectionOf } from './team-choice.ts';
import { parseTeamChoice } from './parse-team-choice.ts';

describe('parseTeamChoice', () => {
  it.each([
    ['nothing chosen', {}, {}],
    ['arrays of ids', { product: [1, 2], role: [3] }, { product: [1, 2], role: [3] }],
    ['one id typed by hand', { manager: 7 }, { manager: [7] }],
    ['an empty choice stays chosen', { status: [] }, { status: [] }],
    ['duplicates once', { product: [2, 2, 1] }, { product: [2, 1] }],
    [
      'garbage dropped',
      { product: 'abc', role: [{ a: 1 }, -1, 1.5, 4], other: [1] },
      { product: [], role: [4] },
    ],
    ['inactive status 0 kept', { status: [0] }, { status: [0] }],
  ])('%s', (_name, search, expected) => {
    expect(parseTeamChoice(search)).toEqual(expected);
  });
});

describe('selectionOf', () => {
  const options = exampleTeamFilters();

  it('preselects the default options of filters never chosen', () => {
    expect(selectionOf({}, options)).toEqual({ product: [], manager: [], status: [1], role: [] });
  });

  it('keeps what was chosen, even nothing', () => {
    expect(selectionOf({ status: [], product: [2] }, options)).toEqual({
      product: [2],
      manager: [],
      status: [],
      role: [],
    });
  });

  it('drops ids none of the options has once they load, and keeps them until then', () => {
    const crafted = { manager: [2, 77], product: [404] };
    expect(selectionOf(crafted, options)).toMatchObject({ manager: [2], product: [] });
    expect(selectionOf(crafted, undefined)).toMatchObject({ manager: [2, 77], product: [404] });
  });

  it('has no defaults before the options load', () => {
    expect(selectionOf({}, undefined).status).toEqual([]);
  });

  it('tells a filtered view from the default one', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ role: [] })).toBe(true);
  });
});
