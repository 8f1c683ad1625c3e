// Builds publishable libs (the ones with a publish.json) into npm package folders: one tsc run
// emits ESM .js + .d.ts of the lib and of the workspace libs it imports, then each package gets
// a package.json derived from what its output imports, and its README.
//
//   tsx tools/scripts/build-lib-package.ts libs/data-access-org [--out <dir>] [--pack <dir>]
//
// --out defaults to dist/<lib path>; --pack also writes the npm tarball into <dir>.
//
// The manifest is derived, not hand-kept, so it cannot drift from the code:
// - entry points (`exports`) are the lib's keys in tsconfig.base.json `paths`, which the
//   workspace resolves in-repo: `@salesdash/x` → `.`, `@salesdash/x/testing` → `./testing`;
// - every other @salesdash lib the output imports is a `dependency` at that lib's version;
// - every third-party package it imports is a peer dependency (the host app owns it, nothing is
//   bundled) from the minor the workspace tests with (`^major.minor.0`), and `@types/<pkg>` an
//   optional peer when the declarations import a package without its own types;
// - name and version come from the lib's package.json (private there, so neither npm nor Nx
//   can publish the sources), the rest of publish.json is copied.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Json = Record<string, unknown>;
const readJson = <T = Json>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The package.json a build writes (the fields readers rely on). */
export type PackageManifest = {
  name: string;
  version: string;
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional: boolean }>;
  [field: string]: unknown;
};

export type BuiltPackage = {
  name: string;
  version: string;
  dir: string;
  manifest: PackageManifest;
};

type Entry = { subpath: string; source: string; output: string };
type Lib = { root: string; dirName: string; name: string; version: string; entries: Entry[] };

const rootManifest = readJson<{
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}>(path.join(workspaceRoot, 'package.json'));
/** The exact version of every package the workspace installs, by name. */
export const workspaceVersions: Record<string, string> = {
  ...rootManifest.dependencies,
  ...rootManifest.devDependencies,
};

/** A publishable lib of the workspace: its folder, package name, version and entry points. */
function readLib(libRoot: string, paths: Record<string, string[]>): Lib {
  const { name, version } = readJson<{ name: string; version: string }>(
    path.join(libRoot, 'package.json'),
  );
  const srcRoot = path.join(libRoot, 'src');
  const entries = Object.entries(paths)
    .filter(([key]) => key === name || key.startsWith(`${name}/`))
    .map(([key, [source = '']]) => {
      const file = path.resolve(workspaceRoot, source);
      return {
        subpath: `.${key.slice(name.length)}`,
        source: file,
        output: path.relative(srcRoot, file).replace(/\.tsx?$/, ''),
      };
    });
  if (!entries.some((entry) => entry.subpath === '.'))
    throw new Error(`${name} has no entry in tsconfig.base.json paths`);
  return { root: libRoot, dirName: path.basename(libRoot), name, version, entries };
}

/** Every publishable lib by package name (a lib is publishable when it has a publish.json). */
function publishableLibs(): Map<string, Lib> {
  const paths = readJson<{ compilerOptions: { paths: Record<string, string[]> } }>(
    path.join(workspaceRoot, 'tsconfig.base.json'),
  ).compilerOptions.paths;
  const libsDir = path.join(workspaceRoot, 'libs');
  return new Map(
    readdirSync(libsDir)
      .map((dir) => path.join(libsDir, dir))
      .filter((dir) => existsSync(path.join(dir, 'publish.json')))
      .map((dir) => readLib(dir, paths))
      .map((lib) => [lib.name, lib]),
  );
}

/** The folders of every publishable lib, relative to the workspace (`libs/util-period`). */
export function publishableLibRoots(): string[] {
  return [...publishableLibs().values()].map((lib) => path.relative(workspaceRoot, lib.root));
}

const packageNameOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Module specifiers a .js or .d.ts file imports, exports from or references. */
function importsOf(file: string): string[] {
  const { importedFiles, referencedFiles, typeReferenceDirectives } = ts.preProcessFile(
    readFileSync(file, 'utf8'),
    true,
    true,
  );
  if (referencedFiles.length > 0) throw new Error(`${file} has a /// <reference path>`);
  return [...importedFiles, ...typeReferenceDirectives].map((ref) => ref.fileName);
}

function caretFromMinor(name: string): string {
  const match = /^(\d+)\.(\d+)\./.exec(workspaceVersions[name] ?? '');
  if (!match)
    throw new Error(`${name} is imported but is not an exact dependency of the workspace`);
  return `^${match[1]}.${match[2]}.0`;
}

/** True when a package ships its own declarations (else consumers need @types/<name>). */
function hasOwnTypes(name: string): boolean {
  const manifest = readJson(path.join(workspaceRoot, 'node_modules', name, 'package.json'));
  const exportsTypes = JSON.stringify(manifest['exports'] ?? {}).includes('"types"');
  return Boolean(manifest['types'] ?? manifest['typings']) || exportsTypes;
}

const typesPackageOf = (name: string) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

const sorted = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** dependencies / peerDependencies of a built package, read from what its files import. */
function dependenciesOf(outDir: string, lib: Lib, libs: Map<string, Lib>) {
  const dependencies: Record<string, string> = {};
  const peerDependencies: Record<string, string> = {};
  const peerDependenciesMeta: Record<string, { optional: boolean }> = {};
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(js|d\.ts)$/.test(file),
  );
  for (const file of files) {
    for (const specifier of importsOf(path.join(outDir, file))) {
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(path.join(outDir, file)), specifier);
        if (path.relative(outDir, target).startsWith('..'))
          throw new Error(`${lib.name}/${file} imports ${specifier}, outside its package`);
        continue;
      }
      const name = packageNameOf(specifier);
      if (specifier.startsWith('node:') || builtinModules.includes(name)) continue;
      if (name === lib.name) throw new Error(`${lib.name}/${file} imports its own package`);
      const workspaceLib = libs.get(name);
      if (workspaceLib) {
        dependencies[name] = workspaceLib.version;
      } else if (name.startsWith('@salesdash/')) {
        throw new Error(`${lib.name} imports ${name}, which is not publishable`);
      } else {
        peerDependencies[name] = caretFromMinor(name);
        const typesPackage = typesPackageOf(name);
        if (file.endsWith('.d.ts') && !hasOwnTypes(name) && workspaceVersions[typesPackage]) {
          peerDependencies[typesPackage] = caretFromMinor(typesPackage);
          peerDependenciesMeta[typesPackage] = { optional: true };
        }
      }
    }
  }
  const present = (record: Record<string, unknown>) => Object.keys(record).length > 0;
  return {
    ...(present(dependencies) ? { dependencies: sorted(dependencies) } : {}),
    ...(present(peerDependencies) ? { peerDependencies: sorted(peerDependencies) } : {}),
    ...(present(peerDependenciesMeta)
      ? { peerDependenciesMeta: sorted(peerDependenciesMeta) }
      : {}),
  };
}

/**
 * The workspace libs a lib's published sources import (tests, stories and folders that are not
 * an entry point left out), read without compiling.
 */
function workspaceImportsOf(lib: Lib, libs: Map<string, Lib>): Lib[] {
  const entryFolders = lib.entries.map((entry) => path.dirname(entry.source));
  const sources = readdirSync(path.join(lib.root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(lib.root, 'src', file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter(
      (file) =>
        !file.includes(`${path.sep}testing${path.sep}`) ||
        entryFolders.some((dir) => file.startsWith(dir)),
    );
  const names = new Set(sources.flatMap((file) => importsOf(file)).map(packageNameOf));
  return [...libs.values()].filter((other) => other !== lib && names.has(other.name));
}

/** `requested` and the workspace libs they import, each after the libs it imports. */
function withWorkspaceDependencies(requested: Lib[], libs: Map<string, Lib>): Lib[] {
  const ordered: Lib[] = [];
  const visit = (lib: Lib, chain: Lib[]) => {
    if (chain.includes(lib))
      throw new Error(`import cycle: ${[...chain, lib].map((l) => l.name).join(' → ')}`);
    if (ordered.includes(lib)) return;
    for (const dependency of workspaceImportsOf(lib, libs)) visit(dependency, [...chain, lib]);
    ordered.push(lib);
  };
  for (const lib of requested) visit(lib, []);
  return ordered;
}

/**
 * Compiles the entry points of `libs` in one tsc run, into `<staging>/out/<lib folder>/src/…`.
 * Workspace imports resolve to sources through the publishable libs' paths only, so a
 * publishable lib importing any other lib fails the build.
 */
function compile(targets: Lib[], libs: Map<string, Lib>, staging: string): string {
  const paths = Object.fromEntries(
    [...libs.values()].flatMap((lib) =>
      lib.entries.map((entry) => [lib.name + entry.subpath.slice(1), [entry.source]]),
    ),
  );
  const tsconfig = {
    extends: path.join(workspaceRoot, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: false,
      noEmitOnError: true,
      declaration: true,
      rootDir: path.join(workspaceRoot, 'libs'),
      outDir: path.join(staging, 'out'),
      rewriteRelativeImportExtensions: true,
      types: [],
      paths,
    },
    files: targets.flatMap((lib) => lib.entries.map((entry) => entry.source)),
  };
  const configFile = path.join(staging, 'tsconfig.json');
  writeFileSync(configFile, JSON.stringify(tsconfig, null, 2));
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', configFile], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const names = targets.map((lib) => lib.name).join(', ');
    throw new Error(`tsc failed for ${names}:\n${stdout}${stderr}`, { cause: error });
  }
  return path.join(staging, 'out');
}

/** Writes one package folder from the compiled output: code, manifest, README. */
function writePackage(
  lib: Lib,
  compiled: string,
  outDir: string,
  libs: Map<string, Lib>,
): BuiltPackage {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(path.join(compiled, lib.dirName, 'src'), outDir, { recursive: true });
  // tsc rewrites `./x.ts` specifiers in .js but keeps them in .d.ts; TypeScript before 5 and
  // some tools cannot follow those, so point declarations at the emitted .js too.
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts')) continue;
    const declaration = path.join(outDir, file);
    const text = readFileSync(declaration, 'utf8');
    writeFileSync(
      declaration,
      text.replace(/((?:from|import\()\s*['"]\.{1,2}\/[^'"]+)\.tsx?(['"])/g, '$1.js$2'),
    );
  }
  const publish = readJson(path.join(lib.root, 'publish.json'));
  const entryExports = Object.fromEntries(
    lib.entries.map((entry) => [
      entry.subpath,
      {
        types: `./${entry.output}.d.ts`,
        import: `./${entry.output}.js`,
        default: `./${entry.output}.js`,
      },
    ]),
  );
  const manifest: PackageManifest = {
    name: lib.name,
    version: lib.version,
    ...publish,
    type: 'module',
    main: './index.js',
    types: './index.d.ts',
    exports: { ...entryExports, './package.json': './package.json' },
    files: ['**/*.js', '**/*.d.ts', 'README.md'],
    sideEffects: false,
    ...dependenciesOf(outDir, lib, libs),
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(lib.root, 'README.md'), path.join(outDir, 'README.md'));
  return { name: lib.name, version: lib.version, dir: outDir, manifest };
}

export type BuildOptions = {
  /** Where a lib's package goes; `dist/libs/<lib folder>` unless given. */
  outDir?: (lib: { name: string; dirName: string }) => string;
  /** Also write the workspace libs they import (the package test installs those too). */
  withDependencies?: boolean;
};

/**
 * Builds libs into package folders.
 * @param libRoots - lib folders, absolute or relative to the workspace
 * @param options - output folders, and whether to write the workspace libs they import
 * @returns the built packages, each after the workspace libs it depends on
 */
export function buildLibPackages(libRoots: string[], options: BuildOptions = {}): BuiltPackage[] {
  const libs = publishableLibs();
  const requested = libRoots.map((libRoot) => {
    const root = path.resolve(workspaceRoot, libRoot);
    const lib = [...libs.values()].find((candidate) => candidate.root === root);
    if (!lib) throw new Error(`${libRoot} is not a publishable lib (it has no publish.json)`);
    return lib;
  });
  const targets = options.withDependencies ? withWorkspaceDependencies(requested, libs) : requested;
  const outDir = options.outDir ?? ((lib) => path.join(workspaceRoot, 'dist/libs', lib.dirName));
  const staging = mkdtempSync(path.join(tmpdir(), 'salesdash-lib-build-'));
  try {
    const compiled = compile(targets, libs, staging);
    return targets.map((lib) => writePackage(lib, compiled, outDir(lib), libs));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Packs package folders with `npm pack` into `destination`.
 * @returns per folder, the package name, its tarball and the files in it
 */
export function packPackages(
  dirs: string[],
  destination: string,
): { name: string; tarball: string; files: string[] }[] {
  mkdirSync(destination, { recursive: true });
  const output = execFileSync(
    'npm',
    ['pack', ...dirs, '--json', '--pack-destination', destination],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const packed = JSON.parse(output) as {
    name: string;
    filename: string;
    files: { path: string }[];
  }[];
  return packed.map((entry) => ({
    name: entry.name,
    tarball: path.join(destination, entry.filename),
    files: entry.files.map((file) => file.path),
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, pack: { type: 'string' } },
  });
  if (positionals.length !== 1)
    throw new Error('usage: build-lib-package.ts <lib folder> [--out <dir>] [--pack <dir>]');
  const out = values.out;
  const [built] = buildLibPackages(positionals, out ? { outDir: () => path.resolve(out) } : {});
  if (!built) throw new Error('nothing was built');
  console.log(`built ${built.name}@${built.version} in ${path.relative(workspaceRoot, built.dir)}`);
  if (values.pack) {
    const [packed] = packPackages([built.dir], path.resolve(values.pack));
    console.log(`packed ${path.relative(workspaceRoot, packed?.tarball ?? '')}`);
  }
}
