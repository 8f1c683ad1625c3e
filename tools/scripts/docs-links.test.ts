import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** README.md, CHANGELOG.md, SECURITY.md and every page under docs/, as paths from the root. */
function pages(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(folder, entry.name))
        : entry.name.endsWith('.md')
          ? [path.join(folder, entry.name)]
          : [],
    );
  return ['README.md', 'CHANGELOG.md', 'SECURITY.md', ...walk('docs')];
}

/** The relative targets of a page's Markdown links, code blocks left out. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => target.split('#')[0] ?? '')
    .filter(Boolean);
}

// The README is short and points into docs/: a page moved or renamed must not leave a reader
// at a dead link (docs/development.md).
describe('documentation links', () => {
  it('finds the links of a page, not those in code', () => {
    expect(
      relativeLinks('See [ops](docs/operations.md#restarts), [x](https://a.b) and `[y](z.md)`.'),
    ).toEqual(['docs/operations.md']);
  });

  it.each(pages())('%s links only to files that exist', (page) => {
    const folder = path.dirname(path.join(root, page));
    const missing = relativeLinks(readFileSync(path.join(root, page), 'utf8')).filter(
      (target) => !existsSync(path.resolve(folder, decodeURIComponent(target))),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the README under 300 lines', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(300);
  });
});
