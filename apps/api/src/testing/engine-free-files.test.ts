import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineFreeFiles } from './engine-free-files.ts';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The helpers that open the database a run is given: PGlite, or DATABASE_URL's PostgreSQL. */
const enginePickers = /\b(openTestDatabase|buildTestApp|testDatabaseUrl)\b/;

describe('engineFreeFiles', () => {
  it.each(Object.keys(engineFreeFiles))(
    '%s exists and opens no database by the run’s engine',
    (file) => {
      const full = path.join(apiRoot, file);
      expect(existsSync(full)).toBe(true);
      expect(readFileSync(full, 'utf8')).not.toMatch(enginePickers);
    },
  );

  it('catches a file that opens the run’s database', () => {
    const opening = readFileSync(path.join(apiRoot, 'src/seed/demo-seed.test.ts'), 'utf8');
    expect(opening).toMatch(enginePickers);
  });
});
