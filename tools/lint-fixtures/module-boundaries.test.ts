import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Tags and bans alone enforce nothing: this proves the import rules of eslint.config.mjs still
// bite. Each case lints a source text as if it were a file of that project.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const importRules = ['@nx/enforce-module-boundaries', 'no-restricted-imports'];

async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => importRules.includes(message.ruleId ?? ''))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const importing = (specifier: string, name = 'x') =>
  `import { ${name} } from '${specifier}';\nexport const y = ${name};\n`;

const boundary = '@nx/enforce-module-boundaries';
const restricted = 'no-restricted-imports';

describe('module boundaries', () => {
  it.each([
    {
      case: 'a feature lib importing another feature lib',
      file: 'tools/lint-fixtures/feature-a/src/bad-import.ts',
      code: importing('@salesdash/lint-fixture-feature-b', 'fixtureFeatureB'),
      rule: boundary,
      expected: /type:feature.*can only depend on libs tagged with.*type:data-access/s,
    },
    {
      case: 'ui-kit importing socket.io-client',
      file: 'libs/ui-kit/src/bad-import.ts',
      code: importing('socket.io-client', 'io'),
      rule: boundary,
      expected: /"type:ui" is not allowed to import "socket.io-client"/,
    },
    {
      case: 'a util lib importing react',
      file: 'libs/util-format/src/bad-import.ts',
      code: importing('react', 'useState'),
      rule: boundary,
      expected: /"type:util" is not allowed to import "react"/,
    },
    {
      case: 'a published util lib importing jotai',
      file: 'libs/util-period/src/bad-import.ts',
      code: importing('jotai', 'atom'),
      rule: boundary,
      expected: /"scope:shared" and "type:util" is not allowed to import "jotai"/,
    },
    {
      case: 'the api app importing a web lib',
      file: 'apps/api/src/bad-import.ts',
      code: importing('@salesdash/lint-fixture-feature-a', 'fixtureFeatureA'),
      rule: boundary,
      expected: /scope:api.*can only depend on libs tagged with/s,
    },
    {
      case: 'a deep import into a lib (src/…)',
      file: 'tools/lint-fixtures/feature-a/src/bad-import.ts',
      code: importing('@salesdash/util-format/src/format-money.ts', 'formatMoney'),
      rule: restricted,
      expected:
        /'@salesdash\/util-format\/src\/format-money\.ts'.*Import a @salesdash lib by its name/,
    },
    {
      case: 'a deep import into the testing folder of data-access-api',
      file: 'libs/feature-share/src/bad-import.test.ts',
      code: importing('@salesdash/data-access-api/src/testing/index.ts', 'success'),
      rule: restricted,
      expected: /Import a @salesdash lib by its name/,
    },
    {
      case: 'production code importing the testing entry point',
      file: 'libs/feature-share/src/bad-import.tsx',
      code: importing('@salesdash/data-access-api/testing', 'createFakeApiClient'),
      rule: restricted,
      expected: /'@salesdash\/data-access-api\/testing'.*Test support: only/,
    },
    {
      case: 'the web app importing the testing entry point outside a test',
      file: 'apps/web/src/bad-import.ts',
      code: importing('@salesdash/data-access-api/testing', 'exampleSignedInUser'),
      rule: restricted,
      expected: /Test support: only/,
    },
    {
      case: 'another data-access lib importing socket.io-client',
      file: 'libs/data-access-auth/src/bad-import.ts',
      code: importing('socket.io-client', 'io'),
      rule: restricted,
      expected: /'socket.io-client'.*go through @salesdash\/data-access-api/,
    },
    {
      case: 'the web app importing socket.io-client',
      file: 'apps/web/src/bad-import.ts',
      code: importing('socket.io-client', 'io'),
      rule: restricted,
      expected: /'socket\.io-client'.*go through @salesdash\/data-access-api/,
    },
    {
      case: 'a feature lib importing sonner',
      file: 'tools/lint-fixtures/feature-a/src/bad-import.ts',
      code: importing('sonner', 'toast'),
      rule: restricted,
      expected: /'sonner'.*come from @salesdash\/ui-kit/,
    },
    {
      case: 'a feature lib importing visx',
      file: 'libs/feature-share/src/bad-import.tsx',
      code: importing('@visx/shape', 'Bar'),
      rule: restricted,
      expected: /'@visx\/shape'.*come from @salesdash\/ui-kit/,
    },
    {
      case: 'the web app importing TanStack Table',
      file: 'apps/web/src/bad-import.tsx',
      code: importing('@tanstack/react-table', 'useTable'),
      rule: restricted,
      expected: /'@tanstack\/react-table'.*come from @salesdash\/ui-kit/,
    },
    {
      case: 'a test importing sonner (tests use ui-kit too)',
      file: 'libs/feature-share/src/bad-import.test.tsx',
      code: importing('sonner', 'toast'),
      rule: restricted,
      expected: /come from @salesdash\/ui-kit/,
    },
  ])('reports $case', async ({ file, code, rule, expected }) => {
    const errors = await importErrors(file, code);
    expect(
      errors
        .filter((error) => error.ruleId === rule)
        .map((error) => error.message)
        .join('\n'),
    ).toMatch(expected);
  });

  it.each([
    {
      case: 'a feature lib importing a util lib and zod',
      file: 'tools/lint-fixtures/feature-a/src/good-import.ts',
      code: `${importing('@salesdash/util-format', 'formatMoney')}import { z } from 'zod';\nexport const schema = z.string();\n`,
    },
    {
      case: 'data-access-api importing socket.io-client',
      file: 'libs/data-access-api/src/good-import.ts',
      code: importing('socket.io-client', 'io'),
    },
    {
      case: 'ui-kit importing sonner, visx and TanStack Table',
      file: 'libs/ui-kit/src/good-import.tsx',
      code: `${importing('sonner', 'toast')}${importing('@visx/shape', 'Bar')}${importing('@tanstack/react-table', 'useTable')}`,
    },
    ...[
      'src/good-import.test.tsx',
      'src/good-import.stories.tsx',
      'src/testing/good-import.tsx',
    ].map((file) => ({
      case: `the testing entry point in ${file}`,
      file: `libs/feature-share/${file}`,
      code: importing('@salesdash/data-access-api/testing', 'createFakeApiClient'),
    })),
  ])('accepts $case', async ({ file, code }) => {
    expect(await importErrors(file, code)).toEqual([]);
  });

  // A fresh clone, an editor or a direct `eslint` run has no cached project graph; without one
  // the boundary rule skips itself with a warning. eslint.config.mjs computes the graph first.
  it('enforces the boundary rule without a cached project graph', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'nx-empty-'));
    const report = path.join(empty, 'report.json');
    try {
      const run = spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/eslint/bin/eslint.js'),
          ...['--format', 'json', '--output-file', report],
          ...['--stdin', '--stdin-filename', 'tools/lint-fixtures/feature-a/src/bad-import.ts'],
        ],
        {
          cwd: root,
          input: importing('@salesdash/lint-fixture-feature-b', 'fixtureFeatureB'),
          encoding: 'utf8',
          env: {
            ...process.env,
            NX_DAEMON: 'false',
            NX_WORKSPACE_DATA_DIRECTORY: path.join(empty, 'workspace-data'),
            NX_CACHE_DIRECTORY: path.join(empty, 'cache'),
          },
        },
      );
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/No cached ProjectGraph|will be skipped/);
      const [result] = JSON.parse(readFileSync(report, 'utf8')) as ESLint.LintResult[];
      expect(result?.messages.map((message) => message.ruleId)).toContain(boundary);
      expect(run.status).toBe(1);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('module mocks where test files share modules', () => {
  const mocking = "import { vi } from 'vitest';\nvi.mock('./clock.ts');\n";
  const ruleIds = async (filePath: string) => {
    const [result] = await eslint.lintText(mocking, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };

  it.each(['libs/ui-kit/src/clock.test.ts', 'apps/web/src/clock.test.tsx'])(
    'are an error in %s, whose files share one module graph',
    async (file) => {
      expect(await ruleIds(file)).toContain('no-restricted-syntax');
    },
  );

  it("are an error in an API test file, which shares its worker's modules too", async () => {
    expect(await ruleIds('apps/api/src/clock.test.ts')).toContain('no-restricted-syntax');
  });

  it('stay allowed in an API file named *.isolated.test.ts, which has a module graph of its own', async () => {
    expect(await ruleIds('apps/api/src/clock.isolated.test.ts')).not.toContain(
      'no-restricted-syntax',
    );
  });
});
