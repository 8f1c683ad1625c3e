/** One figure a bench measured: a row of the figures table in docs/benchmarks.md. */
export type HeadlineFigure = { figure: string; target: string; now: string; command: string };

/**
 * How a bench process (apps/api/src/bench/headline-figure.ts) hands a figure to
 * `npm run bench`: one stdout line, this prefix and the figure as JSON.
 */
export const headlineLinePrefix = 'headline figure: ';

export const headlineStart =
  '<!-- headline: `npm run bench` rewrites the rows it measures between these two markers -->';
export const headlineEnd = '<!-- /headline -->';

const header = '| figure | target | last value | date | command |\n| --- | --- | --- | --- | --- |';

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

/** A table row of `figure` measured on `date` (YYYY-MM-DD). */
export function headlineRow(
  { figure, target, now, command }: HeadlineFigure,
  date: string,
): string {
  return `| ${[figure, target, now, date, command].map(cell).join(' | ')} |`;
}

/**
 * `markdown` with the figures table's rows for `figures` replaced (matched by figure name) or,
 * for new figures, appended, each with only its last value and `date`: earlier values live in
 * git, not in the table. Rows this run did not measure keep their last value and date.
 * @throws Error when the markers are missing
 */
export function withHeadlineFigures(
  markdown: string,
  figures: HeadlineFigure[],
  date: string,
): string {
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
  for (const figure of figures) rows.set(cell(figure.figure), headlineRow(figure, date));
  const table = [header, ...rows.values()].join('\n');
  return `${markdown.slice(0, start)}${headlineStart}\n${table}\n${markdown.slice(end)}`;
}
