// Global setup of the package tests (tools/package-tests): what used to be done once per lib
// (build, pack, `npm install`, a tsc over the consumer) is done once per run for every
// publishable lib, into one consumer project. Each lib's tests/package.test.ts then reads the
// result through `inject` (tools/vitest/package-test.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { TestProject } from 'vitest/node';
import {
  buildLibPackages,
  packPackages,
  publishableLibRoots,
  workspaceRoot,
  workspaceVersions,
  type BuiltPackage,
} from '../scripts/build-lib-package.ts';
import { packageConsumerFile } from './package-consumer-file.ts';

declare module 'vitest' {
  // Module augmentation merges into vitest's interface; a type alias cannot.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The consumer project every package is installed into. */
    packageProject: string;
    /** The files of each package's tarball, by package name. */
    packageFiles: Record<string, string[]>;
    /**
     * tsc's diagnostics over every consumer, by file relative to the project
     * (`libs/<lib>/tests/package-consumer.ts`, `node_modules/…`; `''` for global ones).
     */
    packageDiagnostics: Record<string, string[]>;
  }
}

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

/** `npm install`s the tarballs beside every peer they declare, at the workspace's versions. */
function install(project: string, tarballs: string[], built: BuiltPackage[]): void {
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
      ...tarballs,
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
}

/**
 * Type-checks `files` of `project` in one program, as `tsc --noEmit --strict --module nodenext`
 * run there would, and returns the diagnostics by file.
 */
function typeCheck(project: string, files: string[]): Record<string, string[]> {
  // Declarations of every package are checked (no skipLibCheck): a broken .d.ts of ours must
  // fail here, not turn into `any` in the consumer. TypeScript's own lib files are not.
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      noEmit: true,
      strict: true,
      skipDefaultLibCheck: true,
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['es2023', 'dom'],
    },
    project,
  );
  if (errors.length > 0)
    throw new Error(ts.flattenDiagnosticMessageText(errors[0]?.messageText, '\n'));
  const host = ts.createCompilerHost(options);
  // The project's node_modules/@types, not the workspace's, are the automatic type roots.
  host.getCurrentDirectory = () => project;
  const program = ts.createProgram({
    rootNames: files.map((file) => path.join(project, file)),
    options,
    host,
  });
  const byFile: Record<string, string[]> = {};
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? path.relative(project, diagnostic.file.fileName) : '';
    (byFile[file] ??= []).push(ts.formatDiagnostic(diagnostic, host).trimEnd());
  }
  return byFile;
}

/** Builds, packs and installs every publishable lib, then type-checks their consumers. */
function preparePackages(temp: string, testProject: TestProject): void {
  const project = path.join(temp, 'project');
  const libRoots = publishableLibRoots();
  const built = buildLibPackages(libRoots, {
    outDir: (lib) => path.join(temp, 'build', lib.dirName),
  });
  const packed = packPackages(
    built.map((entry) => entry.dir),
    path.join(temp, 'tarballs'),
  );
  install(
    project,
    packed.map((entry) => entry.tarball),
    built,
  );
  // Each consumer keeps its workspace path, so a diagnostic names the file to fix.
  const consumers = libRoots.map(packageConsumerFile);
  for (const consumer of consumers)
    cpSync(path.join(workspaceRoot, consumer), path.join(project, consumer));
  testProject.provide('packageProject', project);
  testProject.provide(
    'packageFiles',
    Object.fromEntries(packed.map((entry) => [entry.name, entry.files])),
  );
  testProject.provide('packageDiagnostics', typeCheck(project, consumers));
}

export default function setup(testProject: TestProject): () => void {
  const temp = mkdtempSync(path.join(tmpdir(), 'salesdash-packages-'));
  const removeTemp = () => rmSync(temp, { recursive: true, force: true });
  try {
    preparePackages(temp, testProject);
  } catch (error) {
    removeTemp();
    throw error;
  }
  return removeTemp;
}
