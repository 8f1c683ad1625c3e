import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Production sources of the API: no tests, test support (`testing/`, the security matrix's
 * fixtures) or seeds (bulk demo data).
 */
async function productionFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return ['testing', 'security-matrix', 'seed'].includes(entry.name)
          ? []
          : productionFiles(full);
      }
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return files.flat();
}

describe('notifications', () => {
  it('are written by the notification service only', async () => {
    const writers: string[] = [];
    for (const file of await productionFiles(sourceRoot)) {
      const source = await readFile(file, 'utf8');
      if (/insert\(\s*notifications\s*\)|insert\s+into\s+"?notifications"?/i.test(source)) {
        writers.push(path.relative(sourceRoot, file));
      }
    }
    expect(writers).toEqual([path.join('modules', 'notifications', 'service.ts')]);
  });
});
