import { budgets, missedBudgets, type Preset, type Scores } from './budgets.ts';
import type { AuditTimings } from './run-lighthouse.ts';

export const lighthouseStart =
  '<!-- lighthouse: `npm run audit` rewrites this section between these two markers -->';
export const lighthouseEnd = '<!-- /lighthouse -->';

/** One page and preset of an audit: its median scores and the median run's timings. */
export type AuditRow = {
  label: string;
  preset: Preset;
  scores: Scores;
  timings?: AuditTimings;
  /** The one-minute load average before and after the page's runs. */
  load: [number, number];
};

export type AuditHeader = {
  date: string;
  lighthouseVersion: string;
  chromium: string;
  machine: string;
  runs: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function scoreCell(preset: Preset, scores: Scores, category: keyof Scores): string {
  const score = scores[category];
  if (score === undefined) return '—';
  return `${score} ${missedBudgets(preset, { [category]: score }).length ? '✗' : '✓'}`;
}

/** The section docs/benchmarks.md keeps for the last `npm run audit`, without its markers. */
export function lighthouseSection(header: AuditHeader, rows: readonly AuditRow[]): string {
  const lines = [
    `${header.date}, Lighthouse ${header.lighthouseVersion}, Chromium ${header.chromium}, ` +
      `${header.machine}; median of ${header.runs} runs per page and preset; ` +
      'the load column is the one-minute load average before → after the page ' +
      '(above ≈ 1.5 a performance score is not conclusive). Budgets: performance ≥ ' +
      `${budgets.mobile.performance} on mobile and ≥ ${budgets.desktop.performance} on desktop, ` +
      `accessibility ${budgets.mobile.accessibility}, best practices ≥ ${budgets.mobile['best-practices']}.`,
    '',
    '| page | preset | performance | accessibility | best practices | FCP | LCP | TBT | CLS | load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows
      .map(({ label, preset, scores, timings, load }) =>
        [
          label,
          preset,
          scoreCell(preset, scores, 'performance'),
          scoreCell(preset, scores, 'accessibility'),
          scoreCell(preset, scores, 'best-practices'),
          timings ? seconds(timings.firstContentfulPaintMs) : '—',
          timings ? seconds(timings.largestContentfulPaintMs) : '—',
          timings ? `${Math.round(timings.totalBlockingTimeMs)} ms` : '—',
          timings ? timings.cumulativeLayoutShift.toFixed(3) : '—',
          `${load[0].toFixed(1)} → ${load[1].toFixed(1)}`,
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];
  return lines.join('\n');
}

/**
 * `markdown` with the audit's section replaced.
 * @throws Error when the markers are missing
 */
export function withLighthouseSection(markdown: string, section: string): string {
  const start = markdown.indexOf(lighthouseStart);
  const end = markdown.indexOf(lighthouseEnd);
  if (start < 0 || end < start) {
    throw new Error(`docs/benchmarks.md lacks the markers ${lighthouseStart}`);
  }
  return `${markdown.slice(0, start)}${lighthouseStart}\n${section}\n${markdown.slice(end)}`;
}
