import { describe, expect, it } from 'vitest';
import { parallelLoadToast } from './parallel-load-toast.ts';

const done = { isError: false, isPending: false };
const failed = { isError: true, isPending: false };
const loading = { isError: false, isPending: true };

describe('parallelLoadToast', () => {
  it.each([
    ['nothing loaded yet', [], null],
    ['all succeeded', [done, done, done], null],
    ['one still loading', [failed, loading, done], null],
    ['all failed', [failed, failed, failed], 'Error loading, please try again later'],
    ['a single load failed alone', [failed], 'Error loading, please try again later'],
    ['some failed', [failed, done, done], 'Failed to load Employee data fully'],
    ['all but one failed', [failed, failed, done], 'Failed to load Employee data fully'],
  ] as const)('%s', (_, loads, toast) => {
    expect(parallelLoadToast(loads)).toBe(toast);
  });
});
