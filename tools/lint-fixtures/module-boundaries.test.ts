import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Tags alone enforce nothing: this proves the depConstraints in eslint.config.mjs still bite.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  it.each([
    {
      case: 'a feature lib importing another feature lib',
      file: 'tools/lint-fixtures/feature-a/src/bad-import.ts',
      code: "import { fixtureFeatureB } from '@salesdash/lint-fixture-feature-b';\nexport const x = fixtureFeatureB;\n",
      expected: /type:feature.*can only depend on libs tagged with.*type:data-access/s,
    },
    {
      case: 'ui-kit importing ky',
      file: 'libs/ui-kit/src/bad-import.ts',
      code: "import ky from 'ky';\nexport const client = ky;\n",
      expected: /"type:ui" is not allowed to import "ky"/,
    },
    {
      case: 'a util lib importing react',
      file: 'libs/util-format/src/bad-import.ts',
      code: "import { useState } from 'react';\nexport const hook = useState;\n",
      expected: /"type:util" is not allowed to import "react"/,
    },
    {
      case: 'the api app importing a web lib',
      file: 'apps/api/src/bad-import.ts',
      code: "import { fixtureFeatureA } from '@salesdash/lint-fixture-feature-a';\nexport const x = fixtureFeatureA;\n",
      expected: /scope:api.*can only depend on libs tagged with/s,
    },
  ])('reports $case', async ({ file, code, expected }) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.join('\n')).toMatch(expected);
  });

  it('accepts an allowed import (feature → util)', async () => {
    const errors = await boundaryErrors(
      'tools/lint-fixtures/feature-a/src/good-import.ts',
      "import { fixtureFeatureA } from './index';\nimport { z } from 'zod';\nexport const x = [fixtureFeatureA, z];\n",
    );
    expect(errors).toEqual([]);
  });
});
