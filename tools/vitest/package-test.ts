import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLibPackages,
  packPackages,
  workspaceRoot,
  type PackageManifest,
} from '../scripts/build-lib-package.ts';

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

export type PackedLibChecks = {
  /**
   * A consumer module of the package, type-checked with `--strict --module nodenext
   * --moduleResolution nodenext`, declarations included. Give it a `// @ts-expect-error` line:
   * if the package's types decayed to `any`, that line fails the check.
   */
  consumer: string;
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const workspaceVersions = (() => {
  const root = readJson<Record<string, Record<string, string>>>(
    path.join(workspaceRoot, 'package.json'),
  );
  return { ...root['dependencies'], ...root['devDependencies'] };
})();

/** npm as a user would run it: none of the settings npm passes to the scripts it runs. */
function npm(args: string[], cwd: string): string {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !key.toLowerCase().startsWith('npm_') ||
        ['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig'].includes(
          key.toLowerCase(),
        ),
    ),
  );
  return execFileSync('npm', args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

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

/**
 * Builds `libRoot` and the workspace libs it depends on into a temp folder, packs each with
 * `npm pack`, installs the tarballs with `npm install <tarball>…` into a fresh project beside the
 * peer dependencies at the workspace's versions (from npm's cache when it has them), and runs
 * the checks every published lib must pass; `tests` adds the lib's own.
 * @param libRoot - the lib folder, relative to the workspace (`libs/util-period`)
 * @param checks - what every lib provides: its consumer module
 * @param tests - the lib's own checks, using the installed package
 */
export function describePackedLib(
  libRoot: string,
  checks: PackedLibChecks,
  tests: (pkg: PackedLib) => void,
): void {
  const { name } = readJson<{ name: string }>(path.join(workspaceRoot, libRoot, 'package.json'));
  const temp = mkdtempSync(path.join(tmpdir(), `${path.basename(libRoot)}-package-`));
  const project = path.join(temp, 'project');
  let manifest: PackageManifest | undefined;
  let files: string[] = [];
  let scripts = 0;
  const pkg: PackedLib = {
    get manifest() {
      if (!manifest) throw new Error(`${name} was not installed`);
      return manifest;
    },
    get files() {
      return files;
    },
    dir: path.join(project, 'node_modules', name),
    runNode(script) {
      const file = `check-${++scripts}.mjs`;
      writeFileSync(path.join(project, file), script);
      const output = run(process.execPath, [file], project).trim().split('\n').at(-1) ?? '';
      return JSON.parse(output) as unknown;
    },
  };

  const typeCheck = (source: string) => {
    writeFileSync(path.join(project, 'consumer.ts'), source);
    const tsc = path.join(workspaceRoot, 'node_modules/typescript/bin/tsc');
    // Declarations of every package are checked (no skipLibCheck): a broken .d.ts of ours must
    // fail here, not turn into `any` in the consumer. TypeScript's own lib files are not.
    const options = ['--noEmit', '--strict', '--skipDefaultLibCheck', '--target', 'es2022'];
    const nodeNext = ['--module', 'nodenext', '--moduleResolution', 'nodenext'];
    run(
      process.execPath,
      [tsc, ...options, ...nodeNext, '--lib', 'es2023,dom', 'consumer.ts'],
      project,
    );
  };

  describe(`the packed ${name}`, () => {
    beforeAll(() => {
      const built = buildLibPackages([libRoot], {
        withDependencies: true,
        outDir: (lib) => path.join(temp, 'build', lib.dirName),
      });
      const packed = packPackages(
        built.map((entry) => entry.dir),
        path.join(temp, 'tarballs'),
      );
      files = packed.find((entry) => entry.name === name)?.files ?? [];
      const peers = new Set(
        built.flatMap((entry) => Object.keys(entry.manifest.peerDependencies ?? {})),
      );
      const peerSpecs = [...peers]
        .sort()
        .map((peer) => `${peer}@${workspaceVersions[peer] ?? 'latest'}`);
      mkdirSync(project, { recursive: true });
      writeFileSync(
        path.join(project, 'package.json'),
        `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`,
      );
      npm(
        [
          'install',
          ...packed.map((entry) => entry.tarball),
          ...peerSpecs,
          '--prefer-offline',
          '--strict-peer-deps',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
        ],
        project,
      );
      manifest = readJson<PackageManifest>(path.join(pkg.dir, 'package.json'));
    }, 180_000);

    afterAll(() => rmSync(temp, { recursive: true, force: true }));

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

    // tsc reads every declaration the consumer reaches (React's and zod's are large).
    it('type-checks in a strict NodeNext consumer', () => typeCheck(checks.consumer), 120_000);

    tests(pkg);
  });
}
