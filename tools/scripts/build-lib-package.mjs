// Builds publishable libs (the ones with a publish.json) into npm package folders: one tsc run
// emits ESM .js + .d.ts of the lib and of the workspace libs it imports, then each package gets
// a package.json derived from what its output imports, and its README.
//
//   node tools/scripts/build-lib-package.mjs libs/data-access-org [--out <dir>] [--pack <dir>]
//
// --out defaults to dist/<lib path>; --pack also writes the npm tarball into <dir>.
//
// The manifest is derived, not hand-kept, so it cannot drift from the code:
// - entry points (`exports`) are the lib's keys in tsconfig.base.json `paths`, which the
//   workspace resolves in-repo: `@salesdash/x` → `.`, `@salesdash/x/testing` → `./testing`;
// - every other @salesdash lib the output imports is a `dependency` at that lib's version;
// - every third-party package it imports is a peer dependency (the host app owns it, nothing is
//   bundled) from the minor the workspace tests with (`^major.minor.0`), and `@types/<pkg>` an
//   optional peer when the declarations import an untyped package;
// - name and version come from the lib's package.json, the rest of publish.json is copied.
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
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootManifest = readJson(path.join(workspaceRoot, 'package.json'));
const workspaceVersions = { ...rootManifest.dependencies, ...rootManifest.devDependencies };
const tsconfigPaths = readJson(path.join(workspaceRoot, 'tsconfig.base.json')).compilerOptions.paths;

/** A publishable lib of the workspace: its folder, package name, version and entry points. */
function readLib(libRoot) {
  const { name, version } = readJson(path.join(libRoot, 'package.json'));
  const srcRoot = path.join(libRoot, 'src');
  const entries = Object.entries(tsconfigPaths)
    .filter(([key]) => key === name || key.startsWith(`${name}/`))
    .map(([key, [source]]) => ({
      subpath: `.${key.slice(name.length)}`,
      source: path.resolve(workspaceRoot, source),
      output: path.relative(srcRoot, path.resolve(workspaceRoot, source)).replace(/\.tsx?$/, ''),
    }));
  if (!entries.some((entry) => entry.subpath === '.'))
    throw new Error(`${name} has no entry in tsconfig.base.json paths`);
  return { root: libRoot, dirName: path.basename(libRoot), name, version, entries };
}

/** Every publishable lib by package name (a lib is publishable when it has a publish.json). */
function publishableLibs() {
  const libsDir = path.join(workspaceRoot, 'libs');
  return new Map(
    readdirSync(libsDir)
      .map((dir) => path.join(libsDir, dir))
      .filter((dir) => existsSync(path.join(dir, 'publish.json')))
      .map((dir) => readLib(dir))
      .map((lib) => [lib.name, lib]),
  );
}

const packageNameOf = (specifier) =>
  specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Bare module specifiers a .js or .d.ts file imports (relative ones are the package's own). */
function importsOf(file) {
  const { importedFiles, referencedFiles, typeReferenceDirectives } = ts.preProcessFile(
    readFileSync(file, 'utf8'),
    true,
    true,
  );
  if (referencedFiles.length > 0) throw new Error(`${file} has a /// <reference path>`);
  return [...importedFiles, ...typeReferenceDirectives].map((ref) => ref.fileName);
}

const caretFromMinor = (exact, name) => {
  const match = /^(\d+)\.(\d+)\./.exec(exact ?? '');
  if (!match) throw new Error(`${name} is imported but is not an exact dependency of the workspace`);
  return `^${match[1]}.${match[2]}.0`;
};

/** True when a package ships its own declarations (else consumers need @types/<name>). */
function hasOwnTypes(name) {
  const manifest = readJson(path.join(workspaceRoot, 'node_modules', name, 'package.json'));
  const exportsTypes = JSON.stringify(manifest.exports ?? {}).includes('"types"');
  return Boolean(manifest.types || manifest.typings || exportsTypes);
}

const typesPackageOf = (name) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

/** dependencies / peerDependencies of a built package, read from what its files import. */
function dependenciesOf(outDir, lib, libs) {
  const dependencies = {};
  const peerDependencies = {};
  const peerDependenciesMeta = {};
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
      if (name === lib.name) throw new Error(`${lib.name}/${file} imports its own package`);
      if (specifier.startsWith('node:') || builtinModules.includes(name)) continue;
      const workspaceLib = libs.get(name);
      if (workspaceLib) {
        dependencies[name] = workspaceLib.version;
      } else if (name.startsWith('@salesdash/')) {
        throw new Error(`${lib.name} imports ${name}, which is not publishable`);
      } else {
        peerDependencies[name] = caretFromMinor(workspaceVersions[name], name);
        const typesPackage = typesPackageOf(name);
        if (file.endsWith('.d.ts') && !hasOwnTypes(name) && workspaceVersions[typesPackage]) {
          peerDependencies[typesPackage] = caretFromMinor(workspaceVersions[typesPackage], typesPackage);
          peerDependenciesMeta[typesPackage] = { optional: true };
        }
      }
    }
  }
  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return {
    ...(Object.keys(dependencies).length ? { dependencies: sorted(dependencies) } : {}),
    ...(Object.keys(peerDependencies).length ? { peerDependencies: sorted(peerDependencies) } : {}),
    ...(Object.keys(peerDependenciesMeta).length ? { peerDependenciesMeta: sorted(peerDependenciesMeta) } : {}),
  };
}

/**
 * Compiles `requested` libs and every publishable lib they import in one tsc run, into
 * `<staging>/<lib folder>/src/…`. Workspace imports resolve to sources through the publishable
 * libs' tsconfig paths only, so importing a lib that is not published fails the build.
 */
function compile(requested, libs, staging) {
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
    files: requested.flatMap((lib) => lib.entries.map((entry) => entry.source)),
  };
  const configFile = path.join(staging, 'tsconfig.json');
  writeFileSync(configFile, JSON.stringify(tsconfig, null, 2));
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', configFile], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    throw new Error(`tsc failed for ${requested.map((lib) => lib.name).join(', ')}:\n${error.stdout}${error.stderr}`);
  }
  return path.join(staging, 'out');
}

/** Writes one package folder from the compiled output: code, manifest, README. */
function writePackage(lib, compiled, outDir, libs) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(path.join(compiled, lib.dirName, 'src'), outDir, { recursive: true });
  // tsc rewrites `./x.ts` specifiers in .js but keeps them in .d.ts; TypeScript before 5 and
  // some tools cannot follow those, so point declarations at the emitted .js too.
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.d.ts'),
  )) {
    const declaration = path.join(outDir, file);
    const text = readFileSync(declaration, 'utf8');
    writeFileSync(
      declaration,
      text.replace(/((?:from|import\()\s*['"]\.{1,2}\/[^'"]+)\.tsx?(['"])/g, '$1.js$2'),
    );
  }
  const publish = readJson(path.join(lib.root, 'publish.json'));
  const exportsField = Object.fromEntries(
    lib.entries.map((entry) => [
      entry.subpath,
      { types: `./${entry.output}.d.ts`, import: `./${entry.output}.js`, default: `./${entry.output}.js` },
    ]),
  );
  const manifest = {
    name: lib.name,
    version: lib.version,
    ...publish,
    type: 'module',
    main: './index.js',
    types: './index.d.ts',
    exports: { ...exportsField, './package.json': './package.json' },
    files: ['**/*.js', '**/*.d.ts', 'README.md'],
    sideEffects: false,
    ...dependenciesOf(outDir, lib, libs),
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(lib.root, 'README.md'), path.join(outDir, 'README.md'));
  return { name: lib.name, version: lib.version, dir: outDir, manifest };
}

/**
 * Builds libs into package folders.
 * @param {string[]} libRoots - lib folders, absolute or relative to the workspace
 * @param {{ outDir?: (lib: { name: string, dirName: string }) => string, withDependencies?: boolean }} options -
 *   where each package goes (default `dist/libs/<lib>`); `withDependencies` also writes the
 *   workspace libs they import (the package test installs those tarballs too)
 * @returns the built packages, dependencies before the libs that import them
 */
export function buildLibPackages(libRoots, options = {}) {
  const libs = publishableLibs();
  const requested = libRoots.map((libRoot) => {
    const lib = [...libs.values()].find((candidate) => candidate.root === path.resolve(workspaceRoot, libRoot));
    if (!lib) throw new Error(`${libRoot} is not a publishable lib (no publish.json)`);
    return lib;
  });
  const staging = mkdtempSync(path.join(tmpdir(), 'salesdash-lib-build-'));
  try {
    const compiled = compile(requested, libs, staging);
    const built = readdirSync(compiled);
    const outputs = options.withDependencies
      ? [...libs.values()].filter((lib) => built.includes(lib.dirName))
      : requested;
    const outDir = options.outDir ?? ((lib) => path.join(workspaceRoot, 'dist/libs', lib.dirName));
    const packages = outputs.map((lib) => writePackage(lib, compiled, outDir(lib), libs));
    // Dependencies first: npm pack/install order and readers of the result rely on it.
    const order = [];
    const visit = (pkg) => {
      if (order.includes(pkg)) return;
      for (const dep of Object.keys(pkg.manifest.dependencies ?? {}))
        visit(packages.find((candidate) => candidate.name === dep) ?? { manifest: {} });
      order.push(pkg);
    };
    packages.forEach(visit);
    return order.filter((pkg) => pkg.name);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Packs package folders with `npm pack` into `destination`.
 * @returns for each folder, the tarball path and the files it holds
 */
export function packPackages(dirs, destination) {
  mkdirSync(destination, { recursive: true });
  const packed = JSON.parse(
    execFileSync('npm', ['pack', ...dirs, '--json', '--pack-destination', destination], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
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
    throw new Error('usage: build-lib-package.mjs <lib folder> [--out <dir>] [--pack <dir>]');
  const [built] = buildLibPackages(positionals, {
    ...(values.out ? { outDir: () => path.resolve(values.out) } : {}),
  });
  console.log(`built ${built.name}@${built.version} in ${path.relative(workspaceRoot, built.dir)}`);
  if (values.pack) {
    const [packed] = packPackages([built.dir], path.resolve(values.pack));
    console.log(`packed ${path.relative(workspaceRoot, packed.tarball)}`);
  }
}
