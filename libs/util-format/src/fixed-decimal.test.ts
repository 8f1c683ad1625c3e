import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';
import { formatDifference } from './format-difference.ts';
import { formatMoney } from './format-money.ts';
import { formatPercent } from './format-percent.ts';

// What the four formats were built on before they had their own rounding: they must still
// agree with it to the character.
const intl = {
  money: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }),
  count: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' }),
  percent: new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'negative',
  }),
  difference: new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }),
};

// Ties, values that round to zero, group boundaries, float artefacts, large amounts.
const edges = [
  0,
  -0,
  0.001,
  -0.001,
  0.004,
  -0.004,
  0.005,
  -0.005,
  0.0049,
  0.0005,
  -0.0005,
  0.00049,
  0.125,
  -0.125,
  0.5,
  -0.5,
  1.005,
  2.675,
  1.5,
  2.5,
  -2.5,
  0.1 + 0.2,
  999.995,
  999.994,
  999.5,
  1000,
  -1000,
  1234.5,
  -1234.5,
  99999.995,
  123456789.987,
  -987654321.5,
  1e15 + 0.5,
  4.35,
  0.0015,
  0.00015,
  0.0095,
  0.9995,
  9.9995,
  12.3456,
  1e20,
];

function randomValues(count: number): number[] {
  let seed = 48;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(next() * 14 - 5);
    const value = Math.round(next() * magnitude * 1000) / 1000;
    return next() < 0.3 ? -value : value;
  });
}

describe('the formats agree with Intl.NumberFormat en-US', () => {
  const values = [...edges, ...randomValues(5_000)];

  it.each([
    ['formatMoney', formatMoney, (value: number) => intl.money.format(value)],
    ['formatCount', formatCount, (value: number) => intl.count.format(value)],
    ['formatPercent', formatPercent, (value: number) => intl.percent.format(value)],
    [
      'formatDifference',
      (value: number) => formatDifference(value),
      (value: number) => intl.difference.format(value).replace('-', '\u2212'),
    ],
  ] as const)('%s', (_name, format, reference) => {
    const differing = values.filter((value) => format(value) !== reference(value));
    expect(differing.map((value) => [value, format(value), reference(value)])).toEqual([]);
  });
});

describe('magnitudes JavaScript writes with an exponent', () => {
  it.each([
    ['formatMoney', formatMoney],
    ['formatCount', formatCount],
    ['formatPercent', formatPercent],
    ['formatDifference', (value: number) => formatDifference(value)],
  ] as const)(
    '%s gives the placeholder for 10^21 and more, no amount the API accepts',
    (_name, format) => {
      expect(format(1e21)).toBe('—');
      expect(format(-3e25)).toBe('—');
    },
  );
});
