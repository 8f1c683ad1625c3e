import { describe, expect, it } from 'vitest';
import tokensCss from './tokens.css?raw';

/** Reads `--sd-*` hex colours of one block (`:root` or `.dark`) of tokens.css. */
function readTokens(selector: ':root' | '.dark'): Record<string, string> {
  const start = tokensCss.indexOf(`${selector} {`);
  const block = tokensCss.slice(start, tokensCss.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--sd-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Foreground/background pairs the components actually use, with the WCAG AA minimum for text.
const pairs: [fg: string, bg: string, min: number][] = [
  ['fg', 'bg', 7],
  ['fg', 'surface', 7],
  ['fg-muted', 'surface', 4.5],
  ['fg-muted', 'bg', 4.5],
  ['fg-muted', 'surface-muted', 4.5],
  ['fg-subtle', 'surface', 4.5],
  ['brand-fg', 'brand', 4.5],
  ['brand-fg', 'brand-hover', 4.5],
  ['negative-fg', 'negative', 4.5],
  ['brand', 'surface', 4.5],
  ['positive', 'surface', 4.5],
  ['negative', 'surface', 4.5],
  ['fg-muted', 'info-soft', 4.5],
  ['fg-muted', 'negative-soft', 4.5],
  ['fg-muted', 'positive-soft', 4.5],
  // The "Active" badge of a share link, and the toasts (theme.css maps sonner's colours).
  ['positive', 'positive-soft', 4.5],
  ['negative', 'negative-soft', 4.5],
  ['warning', 'warning-soft', 4.5],
  ['info', 'info-soft', 4.5],
  ['fg-muted', 'warning-soft', 4.5],
  ['focus', 'surface', 3],
  ['focus', 'bg', 3],
  // Chart lines, bars and legend swatches (series-chart.tsx) on the card and the page.
  ...Array.from({ length: 8 }, (_, index) => `series-${index + 1}`).flatMap(
    (series): [string, string, number][] => [
      [series, 'surface', 3],
      [series, 'bg', 3],
    ],
  ),
];

describe.each([':root', '.dark'] as const)('tokens %s', (selector) => {
  const tokens = readTokens(selector);

  it('defines the same tokens in light and dark', () => {
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(readTokens(':root')).sort());
  });

  it.each(pairs)('%s on %s reaches %d:1', (fg, bg, min) => {
    const a = tokens[fg];
    const b = tokens[bg];
    expect(a, fg).toBeDefined();
    expect(b, bg).toBeDefined();
    expect(contrast(a as string, b as string)).toBeGreaterThanOrEqual(min);
  });
});
