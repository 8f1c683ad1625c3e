import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** This file, whose examples are citations. */
const thisFile = path.relative(root, fileURLToPath(import.meta.url));

/**
 * A citation of material a newcomer with only the repository does not have: an issue number
 * ("issue 12", "issue #12") or a section of the original specification ("spec §4",
 * "domain §5"). Comments and test names link docs/product-rules.md or a decision record instead.
 */
export const trackerCitation = /\b(?:issues?\s+#?\d+|spec\s+§|domain\s+§)/i;

/**
 * The specification named without a section, in a comment or a test name ("by spec",
 * "Spec: TV mode…", `describe('spec examples')`): the same material, cited loosely. Code may
 * still call a value `spec`.
 */
export const specInProse =
  /(?:\/\/|\/\*|^[ \t]*\*|\b(?:it|describe|test)(?:\.each\([^)]*\))?\(\s*['"`])[^\n]*?\bspec\b/im;

/** Lines of tracked files under `folders` that cite the tracker or the specification. */
function citations(folders: string[]): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...folders], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => /\.(ts|tsx|mts|mjs|js|sql|md|json|css|html)$/.test(file));
  const hits: string[] = [];
  for (const file of files) {
    if (file === thisFile) continue;
    // Over the whole text, as a citation can wrap ("spec" ending one line, "§8" the next).
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const citation of [trackerCitation, specInProse]) {
      for (const match of text.matchAll(new RegExp(citation.source, `g${citation.flags}`))) {
        const line = text.slice(0, match.index).split('\n').length;
        hits.push(`${file}:${line}: ${match[0].replace(/\s+/g, ' ')}`);
      }
    }
  }
  return hits;
}

// The code and its docs speak of the product, never of the issues that built it
// (docs/development.md, "Documentation").
describe('citations', () => {
  it.each([
    ['see issue 12', true],
    ['(issue #31)', true],
    ['spec §4 says', true],
    ['product spec §2', true],
    ['domain §5', true],
    ['docs/product-rules.md#periods', false],
    ['tissue 12', false],
  ])('%s is a tracker citation: %s', (line, cited) => {
    expect(trackerCitation.test(line)).toBe(cited);
  });

  it.each([
    ['// Labels are English by spec', true],
    ['/** Spec: TV mode shows each category for 15 s. */', true],
    [' * the page (spec: 1024 px wide)', true],
    ["  describe('spec examples', () => {", true],
    ['  spec: RecordTable<unknown, S>,', false],
    ['const rows = spec.rows(app);', false],
    ['/** A table (SalesTableSpec) whose search box names what a search finds. */', false],
  ])('%s names the specification in prose: %s', (line, cited) => {
    expect(specInProse.test(line)).toBe(cited);
  });

  it('leaves none in apps/, libs/, tools/ and docs/', () => {
    expect(citations(['apps', 'libs', 'tools', 'docs', 'README.md'])).toEqual([]);
  });
});
