import { execFileSync } from 'node:child_process';
import { lstatSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
// Types only: the build script loads TypeScript, which each test worker need not.
import type { PackageManifest } from '../scripts/build-lib-package.ts';
import { packageConsumerFile } from './package-consumer-file.ts';

/** A publishable lib, built, packed and installed into a fresh project as another team would. */
export type PackedLib = {
  /** The installed package.json. */
  readonly manifest: PackageManifest;
  /** The files of its tarball. */
  readonly files: string[];
  /** Where it is installed (`<project>/node_modules/<name>`). */
  readonly dir: string;
  /**
   * Runs an ES module in the project with plain Node and returns what it logged last, parsed as
   * JSON (log it with `console.log(JSON.stringify(…))`).
   */
  runNode(script: string): unknown;
};

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(args[0] ?? command)} failed:\n${stdout}${stderr}`, {
      cause: error,
    });
  }
}

/** A file of tsc's program that belongs to one lib: its consumer or its installed package. */
const libFile = /^(libs\/[^/]+\/tests\/package-consumer\.ts|node_modules\/@salesdash\/)/;

/**
 * The checks every published lib must pass, on the packages tools/vitest/package-test-setup.ts
 * built, packed and installed once for the whole run, plus the lib's own `tests`. The lib's
 * consumer module is `tests/package-consumer.ts`: type-checked against the installed package
 * with `--strict --module nodenext`, declarations included. Give it a `// @ts-expect-error`
 * line: if the package's types decayed to `any`, that line fails the check.
 * @param libRoot - the lib folder, relative to the workspace (`libs/util-period`)
 * @param tests - the lib's own checks, using the installed package
 */
export function describePackedLib(libRoot: string, tests: (pkg: PackedLib) => void): void {
  const { name } = readJson<{ name: string }>(path.join(workspaceRoot, libRoot, 'package.json'));
  const project = inject('packageProject');
  const dir = path.join(project, 'node_modules', name);
  const slug = path.basename(libRoot);
  let scripts = 0;
  const pkg: PackedLib = {
    manifest: readJson<PackageManifest>(path.join(dir, 'package.json')),
    files: inject('packageFiles')[name] ?? [],
    dir,
    runNode(script) {
      // The project is shared by every lib's test file: the name keeps their scripts apart.
      const file = `check-${slug}-${++scripts}.mjs`;
      writeFileSync(path.join(project, file), script);
      const output = run(process.execPath, [file], project).trim().split('\n').at(-1) ?? '';
      return JSON.parse(output) as unknown;
    },
  };

  describe(`the packed ${name}`, () => {
    it('is installed from its tarball, and its workspace dependencies from theirs', () => {
      const lock = readJson<{ packages: Record<string, { resolved?: string }> }>(
        path.join(project, 'package-lock.json'),
      );
      for (const installed of [name, ...Object.keys(pkg.manifest.dependencies ?? {})]) {
        expect(lock.packages[`node_modules/${installed}`]?.resolved, installed).toMatch(
          /^file:.*\.tgz$/,
        );
        expect(
          lstatSync(path.join(project, 'node_modules', installed)).isDirectory(),
          installed,
        ).toBe(true);
      }
    });

    it('ships ESM with declarations, its README and manifest, and nothing else', () => {
      const { files } = pkg;
      expect(files).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'index.js', 'index.d.ts']),
      );
      expect(
        files.filter((file) => !/^(package\.json|README\.md)$|\.(js|d\.ts)$/.test(file)),
      ).toEqual([]);
      expect(files.filter((file) => /\.(test|stories)\./.test(file))).toEqual([]);
      for (const target of Object.values(pkg.manifest.exports).flatMap((value) =>
        typeof value === 'string' ? [value] : Object.values(value as Record<string, string>),
      )) {
        expect(files, `exports target ${target}`).toContain(target.replace(/^\.\//, ''));
      }
      expect(pkg.manifest).toMatchObject({
        name,
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        type: 'module',
        main: './index.js',
        types: './index.d.ts',
        exports: { '.': { types: './index.d.ts', import: './index.js' } },
        files: expect.any(Array),
        sideEffects: false,
      });
      for (const field of ['private', 'scripts', 'devDependencies'])
        expect(pkg.manifest).not.toHaveProperty(field);
      // Workspace libs are dependencies; everything else belongs to the host app.
      expect(
        Object.keys(pkg.manifest.dependencies ?? {}).filter(
          (dep) => !dep.startsWith('@salesdash/'),
        ),
      ).toEqual([]);
      expect(
        Object.keys(pkg.manifest.peerDependencies ?? {}).filter((dep) =>
          dep.startsWith('@salesdash/'),
        ),
      ).toEqual([]);
    });

    it('keeps its workspace sources unpublishable (private), so only the build can ship', () => {
      expect(readJson(path.join(workspaceRoot, libRoot, 'package.json'))).toMatchObject({
        private: true,
      });
    });

    it('type-checks in a strict NodeNext consumer', () => {
      // One tsc program covers every lib's consumer: this lib answers for its consumer, its
      // package's declarations and whatever belongs to no lib (a peer's types, a global error).
      const consumer = packageConsumerFile(libRoot);
      const diagnostics = Object.entries(inject('packageDiagnostics'))
        .filter(
          ([file]) =>
            file === consumer || file.startsWith(`node_modules/${name}/`) || !libFile.test(file),
        )
        .flatMap(([, messages]) => messages);
      expect(diagnostics, `tsc over ${consumer} and the installed ${name}`).toEqual([]);
    });

    tests(pkg);
  });
}
