import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedChoiceAtom } from './stored-choice-atom.ts';

const modes = ['line', 'bar'] as const;

beforeEach(() => localStorage.clear());

describe('storedChoiceAtom', () => {
  it.each([
    ['nothing stored', null, 'line'],
    ['a stored choice', '"bar"', 'bar'],
    ['a value that is not a choice', '"pie"', 'line'],
    ['unreadable JSON', '{bar', 'line'],
  ])('reads %s', (_name, stored, expected) => {
    if (stored !== null) localStorage.setItem('chart.mode', stored);
    expect(createStore().get(storedChoiceAtom('chart.mode', modes, 'line'))).toBe(expected);
  });

  it('keeps a new choice under its key', () => {
    const store = createStore();
    const atom = storedChoiceAtom('chart.mode', modes, 'line');
    store.set(atom, 'bar');
    expect(localStorage.getItem('chart.mode')).toBe('"bar"');
    expect(store.get(atom)).toBe('bar');
  });
});
