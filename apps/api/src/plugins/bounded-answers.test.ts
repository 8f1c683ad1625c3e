import { describe, expect, it } from 'vitest';
import { createBoundedAnswers } from './bounded-answers.ts';

const answer = (chars: number) => ({
  payload: 'x'.repeat(chars),
  contentType: 'application/json',
  stamp: 0,
});

describe('createBoundedAnswers', () => {
  it.each([
    ['under both bounds: keeps all', [10, 10, 10], ['a', 'b', 'c'], 30],
    ['past the entry bound: the oldest go', [1, 1, 1, 1, 1], ['c', 'd', 'e'], 3],
    ['past the character bound: the oldest go', [40, 40, 40], ['b', 'c'], 80],
    ['one answer over the per-answer bound: not kept', [10, 60, 10], ['a', 'c'], 20],
  ])('%s', (_, sizes, kept, chars) => {
    const answers = createBoundedAnswers({ maxEntries: 3, maxChars: 100, maxAnswerChars: 50 });
    sizes.forEach((size, index) => answers.set('abcde'.charAt(index), answer(size)));
    expect(['a', 'b', 'c', 'd', 'e'].filter((key) => answers.get(key))).toEqual(kept);
    expect(answers.size).toBe(kept.length);
    expect(answers.chars).toBe(chars);
  });

  it('replaces a key’s answer without counting it twice, and clears to nothing', () => {
    const answers = createBoundedAnswers({ maxEntries: 3, maxChars: 100, maxAnswerChars: 50 });
    answers.set('a', answer(30));
    answers.set('a', answer(20));
    expect(answers.get('a')?.payload).toHaveLength(20);
    expect([answers.size, answers.chars]).toEqual([1, 20]);
    answers.clear();
    expect([answers.size, answers.chars, answers.get('a')]).toEqual([0, 0, undefined]);
  });
});
