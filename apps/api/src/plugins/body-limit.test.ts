import { describe, expect, it } from 'vitest';
import { describeBodyLimit } from './body-limit.ts';

describe('describeBodyLimit', () => {
  it.each([
    [1024 * 1024, '1 MiB'],
    [50 * 1024 * 1024, '50 MB'],
    [256 * 1024, '256 KiB'],
    [1000, '1000 bytes'],
  ])('%i bytes read "%s"', (bytes, text) => {
    expect(describeBodyLimit(bytes)).toBe(text);
  });
});
