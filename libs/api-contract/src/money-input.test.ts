import { describe, expect, it } from 'vitest';
import { dollarsInputSchema, parseDollars } from './money-input.ts';

describe('parseDollars', () => {
  it.each([
    ['1,997.00', 1997],
    ['1997', 1997],
    ['$1,997.5', 1997.5],
    [' 12,500 ', 12500],
    ['1,000,000.01', 1000000.01],
    ['0', 0],
  ])('reads "%s" as %s', (text, dollars) => {
    expect(parseDollars(text)).toBe(dollars);
  });

  it.each(['', '1,99', '1.997,00', '19,97.00', '1e3', '-5', '1.234', 'ten', ',997'])(
    'refuses "%s"',
    (text) => {
      expect(parseDollars(text)).toBeNull();
    },
  );
});

describe('dollarsInputSchema', () => {
  const price = dollarsInputSchema(0, 10_000_000);
  it.each([
    [1997, 1997],
    ['1,997.00', 1997],
    ['$2,500', 2500],
  ])('takes %j as %s', (input, dollars) => {
    expect(price.parse(input)).toBe(dollars);
  });

  it.each([['1,99'], [12.345], ['12.345'], ['20,000,000'], [true]])('refuses %j', (input) => {
    const parsed = price.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/must be a dollar amount/);
  });
});
