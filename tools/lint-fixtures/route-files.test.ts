import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Route files hold no SQL (eslint.config.mjs): each case lints a source text as if it were a
// route file of the API, or its service.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const message = /No SQL in a route file/;

async function sqlErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((entry) => message.test(entry.message)).length;
}

const route = 'apps/api/src/modules/products/routes.ts';

describe('no SQL in route files', () => {
  it.each([
    ['a drizzle import', `import { sql } from 'drizzle-orm';\nexport const q = sql;\n`],
    [
      'a raw query',
      `export const rows = (db: { query(text: string): unknown }) => db.query('select 1');\n`,
    ],
    [
      'a sql template',
      'declare const sql: (s: TemplateStringsArray) => string;\nexport const q = sql`select 1`;\n',
    ],
    [
      'the database client',
      `import { openDatabase } from '../../db/client.ts';\nexport const open = openDatabase;\n`,
    ],
  ])('refuses %s in a route file', async (_case, code) => {
    expect(await sqlErrors(route, code)).toBeGreaterThan(0);
  });

  it('lets a route file import a database type, and a service run queries', async () => {
    expect(
      await sqlErrors(
        route,
        `import type { Db } from '../../db/client.ts';\nexport type D = Db;\n`,
      ),
    ).toBe(0);
    expect(
      await sqlErrors(
        'apps/api/src/modules/products/service.ts',
        `import { sql } from 'drizzle-orm';\nexport const q = sql;\n`,
      ),
    ).toBe(0);
  });
});
