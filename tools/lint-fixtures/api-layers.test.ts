import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The floors of apps/api/src (eslint.config.mjs, tools/lint-rules/layer-order.mjs) must keep
// biting: each case lints a source text as if it were that file of the API.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const rule = 'salesdash/layer-order';

async function layerErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('the floors of apps/api/src', () => {
  it.each([
    {
      case: 'a plugin importing a module (bearer-claims → auth, as it once did)',
      file: 'apps/api/src/plugins/bad-import.ts',
      specifier: '../modules/auth/service.ts',
      expected:
        /floor 3 \(realtime, plugins, operations\) and may not import 'modules\/auth\/service\.ts' on floor 2/,
    },
    {
      case: 'the policy importing a plugin',
      file: 'apps/api/src/policy/bad-import.ts',
      specifier: '../plugins/auth.ts',
      expected: /may not import 'plugins\/auth\.ts'/,
    },
    {
      case: 'the metrics core importing a module',
      file: 'apps/api/src/domain/metrics/bad-import.ts',
      specifier: '../../modules/metrics/service.ts',
      expected: /floor 4 \(domain\) and may not import/,
    },
    {
      case: 'db importing the policy',
      file: 'apps/api/src/db/bad-import.ts',
      specifier: '../policy/policy.ts',
      expected: /may not import 'policy\/policy\.ts'/,
    },
    {
      case: 'security importing db',
      file: 'apps/api/src/security/bad-import.ts',
      specifier: '../db/client.ts',
      expected: /floor 7 \(security, errors, config\.ts\) and may not import 'db\/client\.ts'/,
    },
    {
      case: 'config.ts importing a top-level file',
      file: 'apps/api/src/config.ts',
      specifier: './app.ts',
      expected: /may not import 'app\.ts' on floor 1/,
    },
    {
      case: 'a module importing a seed',
      file: 'apps/api/src/modules/users/bad-import.ts',
      specifier: '../../seed/demo-seed.ts',
      expected: /may not import 'seed\/demo-seed\.ts'/,
    },
    {
      case: 'production code importing testing/',
      file: 'apps/api/src/modules/users/bad-import.ts',
      specifier: '../../testing/build-test-app.ts',
      expected: /'testing\/build-test-app\.ts' is test support/,
    },
    {
      case: 'a test below the modules importing a module',
      file: 'apps/api/src/realtime/bad-import.test.ts',
      specifier: '../modules/auth/action-code.ts',
      expected: /may not import 'modules\/auth\/action-code\.ts'/,
    },
    {
      case: 'a folder on no floor',
      file: 'apps/api/src/helpers/bad-import.ts',
      specifier: '../db/client.ts',
      expected: /'helpers' is on no floor/,
    },
  ])('reports $case', async ({ file, specifier, expected }) => {
    expect((await layerErrors(file, specifier)).join('\n')).toMatch(expected);
  });

  it.each([
    {
      case: 'app.ts importing the modules',
      file: 'apps/api/src/app.ts',
      specifier: './modules/index.ts',
    },
    {
      case: 'a seed importing the money core',
      file: 'apps/api/src/seed/x.ts',
      specifier: '../domain/money/index.ts',
    },
    {
      case: 'a module importing another module',
      file: 'apps/api/src/modules/metrics/team/x.ts',
      specifier: '../../users/service.ts',
    },
    {
      case: 'a plugin importing the policy',
      file: 'apps/api/src/plugins/x.ts',
      specifier: '../policy/principal.ts',
    },
    {
      case: 'the policy importing errors',
      file: 'apps/api/src/policy/x.ts',
      specifier: '../errors/api-error.ts',
    },
    {
      case: 'a test importing testing/',
      file: 'apps/api/src/db/x.test.ts',
      specifier: '../testing/build-test-app.ts',
    },
    {
      case: 'testing/ importing the app',
      file: 'apps/api/src/testing/x.ts',
      specifier: '../app.ts',
    },
    {
      case: 'a bench importing testing/',
      file: 'apps/api/src/bench/x.ts',
      specifier: '../testing/build-test-app.ts',
    },
    {
      case: "a module's matrix entries importing the matrix kit",
      file: 'apps/api/src/modules/users/matrix-entries.ts',
      specifier: '../../security-matrix/matrix-cells.ts',
    },
  ])('accepts $case', async ({ file, specifier }) => {
    expect(await layerErrors(file, specifier)).toEqual([]);
  });
});
