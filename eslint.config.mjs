// Root ESLint flat config. Every project's lint target runs this config; the module-boundary
// constraints below are the ones of shared/design/house-style.md and must keep biting
// (tools/lint-fixtures proves it in a test).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';

/** Bans match the whole specifier, so ban the package and its subpaths. */
const ban = (...pkgs) => pkgs.flatMap((p) => [p, `${p}/*`]);

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
    bannedExternalImports: ban('ky', '@tanstack/react-query', 'jotai', 'socket.io-client'),
  },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ban('react', 'react-dom', 'ky'),
  },
];

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
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // Config files may import the workspace's shared test configuration.
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', '^.*/tools/vitest/project-config\\.ts$'],
          depConstraints: boundaryConstraints,
        },
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
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,libs}/**/src/**/': 'KEBAB_CASE' },
      ],
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
  {
    // Route files use TanStack Router's naming ($param, __root, -components, index.route).
    files: ['apps/web/src/routes/**/*.{ts,tsx}'],
    rules: {
      'check-file/filename-naming-convention': 'off',
      'check-file/folder-naming-convention': 'off',
    },
  },
];
