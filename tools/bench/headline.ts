/** One row of the table docs/benchmarks.md opens with. */
export type HeadlineFigure = { figure: string; target: string; now: string; command: string };

/**
 * How a bench process (apps/api/src/bench/headline-figure.ts) hands a figure to
 * `npm run bench`: one stdout line, this prefix and the figure as JSON.
 */
export const headlineLinePrefix = 'headline figure: ';

export const headlineStart =
  '<!-- headline: `npm run bench` rewrites the rows it measures between these two markers -->';
export const headlineEnd = '<!-- /headline -->';

const header = '| figure | target | now | command |\n| --- | --- | --- | --- |';

/** The figure a bench printed on `line`, if it is one. */
export function figureOfLine(line: string): HeadlineFigure | undefined {
  if (!line.startsWith(headlineLinePrefix)) return undefined;
  const value: unknown = JSON.parse(line.slice(headlineLinePrefix.length));
  const fields = ['figure', 'target', 'now', 'command'] as const;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!fields.every((field) => typeof record[field] === 'string')) return undefined;
  return value as HeadlineFigure;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * `markdown` with the headline table's rows for `figures` replaced (matched by figure name) or,
 * for new figures, appended; rows this run did not measure keep their last value.
 * @throws Error when the markers are missing
 */
export function withHeadlineFigures(markdown: string, figures: HeadlineFigure[]): string {
  const start = markdown.indexOf(headlineStart);
  const end = markdown.indexOf(headlineEnd);
  if (start < 0 || end < start) {
    throw new Error(`docs/benchmarks.md lacks the headline markers ${headlineStart}`);
  }
  const rows = new Map<string, string>();
  for (const line of markdown.slice(start + headlineStart.length, end).split('\n')) {
    // Prettier pads the table's cells to one width: a row is known by its figure's words.
    const name = /^\| (.+?) +\| /.exec(line)?.[1];
    if (name && name !== 'figure' && !line.startsWith('| ---')) rows.set(name, line);
  }
  for (const { figure, target, now, command } of figures) {
    rows.set(cell(figure), `| ${[figure, target, now, command].map(cell).join(' | ')} |`);
  }
  const table = [header, ...rows.values()].join('\n');
  return `${markdown.slice(0, start)}${headlineStart}\n${table}\n${markdown.slice(end)}`;
}
