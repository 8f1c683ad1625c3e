// Root ESLint flat config. Every project's lint target runs this config; the module-boundary
// constraints below are the ones of shared/design/house-style.md and must keep biting
// (tools/lint-fixtures proves it in a test).
import { fileURLToPath } from 'node:url';
import { createProjectGraphAsync, readCachedProjectGraph } from '@nx/devkit';
import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerOrder } from './tools/lint-rules/layer-order.mjs';

/** Bans match the whole specifier, so ban the package and its subpaths. */
const ban = (...pkgs) => pkgs.flatMap((p) => [p, `${p}/*`]);

// @nx/enforce-module-boundaries reads the project graph Nx caches in its workspace-data folder;
// when there is none (a fresh clone before any nx command, an editor, ESLint run directly) it
// skips itself with a mere warning. Compute the graph first, so the rule always runs; but not
// while Nx builds the graph itself (its @nx/eslint plugin loads this file): that would wait on
// Nx's own lock forever.
if (!globalThis.NX_GRAPH_CREATION) {
  try {
    readCachedProjectGraph();
  } catch {
    await createProjectGraphAsync({ exitOnError: false });
  }
}

export const boundaryConstraints = [
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
    bannedExternalImports: ban('fastify', '@fastify', 'drizzle-orm', '@electric-sql/pglite', 'pg'),
  },
  {
    sourceTag: 'scope:api',
    onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'],
    bannedExternalImports: ban('react', 'react-dom'),
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { allSourceTags: ['scope:api', 'type:app'], onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'],
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
    bannedExternalImports: ban('@tanstack/react-query', 'jotai', 'socket.io-client'),
  },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ban('react', 'react-dom'),
  },
  {
    // The published util libs run in other teams' apps and on the server: no client state
    // (util-storage, which is not published, holds what needs jotai and the browser's storage).
    allSourceTags: ['scope:shared', 'type:util'],
    onlyDependOnLibsWithTags: ['scope:shared'],
    bannedExternalImports: ban('jotai'),
  },
];

/**
 * Third-party libraries each wrapped in exactly one lib (shared/design/architecture.md): every
 * other project uses the wrapper. Path bans, not tags, so a lib cannot opt out by its tags.
 */
const wrappedLibraries = [
  {
    owner: 'libs/data-access-api',
    group: ban('socket.io-client'),
    message:
      'HTTP and the socket go through @salesdash/data-access-api (createApiClient, useApiClient).',
  },
  {
    owner: 'libs/ui-kit',
    group: ban('sonner', '@visx', '@tanstack/react-table', '@tanstack/react-form'),
    message: 'Toasts, charts, tables and forms (useAppForm) come from @salesdash/ui-kit.',
  },
];

/** The one declared subpath of a workspace lib: test support, not part of any lib's API. */
const testingEntry = '@salesdash/data-access-api/testing';

const deepImport = {
  regex: `^@salesdash/(?!${testingEntry.slice('@salesdash/'.length)}$)[^/]+/`,
  message: `Import a @salesdash lib by its name: its src/index.ts is its public API (${testingEntry} is the one declared subpath).`,
};

const testingEntryInProduction = {
  group: [testingEntry],
  message: 'Test support: only *.test.*, *.stories.* and testing/ folders import it.',
};

/**
 * The floors of apps/api/src, top down (issue 28): each imports its own floor or lower ones.
 * `*` is a file directly under src (app.ts, main.ts and the app-wide tests).
 */
const apiLayers = {
  root: fileURLToPath(new URL('apps/api/src', import.meta.url)),
  layers: [
    ['*', 'admin', 'seed'],
    ['modules'],
    ['realtime', 'plugins', 'operations'],
    ['domain'],
    ['policy'],
    ['db'],
    ['security', 'errors', 'config.ts'],
  ],
  free: ['testing', 'bench'],
  // The matrix's kit (world, cells, fuzzing) is test support; each module's entries are test data.
  testSupport: ['security-matrix'],
  testFiles: ['.test.ts', '/matrix-entries.ts'],
};

const code = '**/*.{ts,tsx,js,jsx,mjs}';
const productionCode = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
  ignores: ['apps/web-e2e/**', '**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**'],
};

/**
 * `no-restricted-imports` for every file: one rule setting per file (a later config object
 * replaces an earlier one's options), so each combination of owner and production code gets
 * the complete list.
 */
function importRestrictions() {
  const owners = [undefined, ...wrappedLibraries.map((wrapped) => wrapped.owner)];
  return [false, true].flatMap((production) =>
    owners.map((owner) => {
      const patterns = [
        deepImport,
        ...wrappedLibraries
          .filter((wrapped) => wrapped.owner !== owner)
          .map(({ group, message }) => ({ group, message })),
        ...(production ? [testingEntryInProduction] : []),
      ];
      const files = owner
        ? [`${owner}/${production ? 'src/' : ''}${code}`]
        : production
          ? productionCode.files
          : [code];
      return {
        files,
        ...(production ? { ignores: productionCode.ignores } : {}),
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      };
    }),
  );
}

/** Refuses vi.mock and its kin where test files share one module graph per worker. */
const noModuleMocks = (message) => ({
  'no-restricted-syntax': [
    'error',
    {
      selector:
        "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
      message,
    },
  ],
});

const moduleBoundaries = {
  enforceBuildableLibDependency: true,
  // Config files may import the workspace's shared test configuration (tools/package-tests from
  // beside it), package tests their package-test helper, story tests their story cases.
  allow: [
    '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
    '^(.*/tools|\\.\\.)/vitest/(project-config|package-test|story-cases)\\.ts$',
  ],
  depConstraints: boundaryConstraints,
};

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/storybook-static',
      '**/routeTree.gen.ts',
      '**/*.timestamp*',
      'data/**',
      'tmp/**',
      '**/test-results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries] },
  },
  {
    // A package consumer imports its own lib by the package name, as another team would.
    files: ['libs/*/tests/package-consumer.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { ...moduleBoundaries, allowCircularSelfDependency: true },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Import cycles inside a project are checked by tools/scripts/find-import-cycles.test.ts:
    // eslint-plugin-import-x needs a native resolver this machine's registry lacks for most
    // platforms, which breaks `npm ci`.
    plugins: { 'check-file': checkFile, 'react-hooks': reactHooks },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,libs}/**/src/**/': 'KEBAB_CASE' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...importRestrictions(),
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { salesdash: { rules: { 'layer-order': layerOrder } } },
    rules: { 'salesdash/layer-order': ['error', apiLayers] },
  },
  {
    // A route file checks access and calls its module's service; the queries live in the
    // service, so a route reads the same whichever engine runs it (docs/architecture.md,
    // "URL → module"). Types from db/ stay allowed.
    files: ['apps/api/src/modules/**/*routes*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportDeclaration[importKind!='type'][source.value=/^drizzle-orm/]",
          "ImportDeclaration[importKind!='type'][source.value=/\\/db\\/(client|schema|sql)/]",
          'CallExpression[callee.property.name=/^(query|execute)$/]',
          "TaggedTemplateExpression[tag.name='sql']",
        ].map((selector) => ({
          selector,
          message: 'No SQL in a route file: call the module service, which owns the queries.',
        })),
      ],
    },
  },
  {
    // jsdom projects run their test files in one shared module graph per worker (`isolate: false`
    // in tools/vitest/project-config.ts): a vi.mock would reach only files that had not yet
    // imported the module, and leak into the ones after. Spy on the imported object instead.
    files: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'libs/{ui-kit,feature-*,data-access-*}/{src,tests}/**/*.test.{ts,tsx}',
    ],
    rules: noModuleMocks(
      'Test files of jsdom projects share their modules: use vi.spyOn on the imported object, not module mocks.',
    ),
  },
  {
    // API test files share a module graph per worker too (apps/api/vitest.config.ts); a file that
    // must replace a module for itself is named *.isolated.test.ts and gets a graph of its own.
    files: ['apps/api/src/**/*.test.ts'],
    ignores: ['apps/api/src/**/*.isolated.test.ts'],
    rules: noModuleMocks(
      'API test files share their modules: use vi.spyOn on the imported object, or name the file *.isolated.test.ts.',
    ),
  },
  {
    // Route files use TanStack Router's naming ($param, __root, -components, index.route).
    files: ['apps/web/src/routes/**/*.{ts,tsx}'],
    rules: {
      'check-file/filename-naming-convention': 'off',
      'check-file/folder-naming-convention': 'off',
    },
  },
];
