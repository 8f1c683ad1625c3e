import { describe, expect, it } from 'vitest';
import { listMoves } from './list-moves.ts';

describe('listMoves', () => {
  it('names who moved up, who moved down and who is new', () => {
    expect(listMoves([1, 2, 3, 4], [3, 1, 2, 5])).toEqual(
      new Map([
        [3, { kind: 'up', from: 2 }],
        [1, { kind: 'down', from: 0 }],
        [2, { kind: 'down', from: 1 }],
        [5, { kind: 'new' }],
      ]),
    );
  });

  it('finds nothing when the order holds or the list is filled for the first time', () => {
    expect(listMoves(['a', 'b'], ['a', 'b', 'c'])).toEqual(new Map([['c', { kind: 'new' }]]));
    expect(listMoves(['a', 'b'], ['a', 'b'])).toEqual(new Map());
    expect(listMoves([], ['a', 'b'])).toEqual(new Map());
  });
});
