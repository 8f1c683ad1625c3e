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

describe('storedChoiceAtom in stores made later', () => {
  it('reads storage when each store first reads it, not when the atom was made', () => {
    const atom = storedChoiceAtom('chart.mode', modes, 'line');
    expect(createStore().get(atom)).toBe('line');
    localStorage.setItem('chart.mode', '"bar"');
    expect(createStore().get(atom)).toBe('bar');
  });

  it('takes a lazy initial value when nothing is stored', () => {
    let calls = 0;
    const atom = storedChoiceAtom('chart.year', [2025, 2026], () => {
      calls += 1;
      return 2026;
    });
    expect(calls).toBe(0);
    expect(createStore().get(atom)).toBe(2026);
    localStorage.setItem('chart.year', '2025');
    expect(createStore().get(atom)).toBe(2025);
  });

  it('reads storage again when it mounts (a wipe-out between two visits)', () => {
    const store = createStore();
    const atom = storedChoiceAtom('chart.mode', modes, 'line');
    store.set(atom, 'bar');
    localStorage.clear();
    const unsubscribe = store.sub(atom, () => undefined);
    expect(store.get(atom)).toBe('line');
    unsubscribe();
  });
});
