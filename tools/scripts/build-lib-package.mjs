// Builds a publishable lib into an npm package folder: tsc emits ESM .js + .d.ts from
// `<lib>/tsconfig.lib.json`, then a package.json (name and version from the lib's package.json,
// publishing fields from its publish.json) and the README are written beside them.
//
//   node tools/scripts/build-lib-package.mjs libs/util-period [--out <dir>] [--install-into <dir>]
//
// --out defaults to dist/<lib path>. --install-into packs the result with `npm pack` and installs
// the tarball into <dir>/node_modules as a registry install would, with the lib's peer
// dependencies linked from the workspace (no network), so a test can import it from plain Node.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, 'install-into': { type: 'string' } },
});
if (positionals.length !== 1)
  throw new Error('usage: build-lib-package.mjs <lib folder> [--out <dir>] [--install-into <dir>]');

const libRoot = path.resolve(workspaceRoot, positionals[0]);
const outDir = path.resolve(values.out ?? path.join(workspaceRoot, 'dist', path.relative(workspaceRoot, libRoot)));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const source = readJson(path.join(libRoot, 'package.json'));
const publish = existsSync(path.join(libRoot, 'publish.json')) ? readJson(path.join(libRoot, 'publish.json')) : {};

rmSync(outDir, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(libRoot, 'tsconfig.lib.json'), '--outDir', outDir], {
  stdio: 'inherit',
});
// tsc rewrites `./x.ts` specifiers in .js but keeps them in .d.ts; TypeScript before 5 and some
// tools cannot follow those, so point declarations at the emitted .js too.
for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
  name.endsWith('.d.ts'),
)) {
  const declaration = path.join(outDir, file);
  const text = readFileSync(declaration, 'utf8');
  writeFileSync(declaration, text.replace(/((?:from|import\()\s*['"]\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1.js$2'));
}

const manifest = {
  name: source.name,
  version: source.version,
  ...publish,
  type: 'module',
  main: './index.js',
  types: './index.d.ts',
  exports: {
    '.': { types: './index.d.ts', import: './index.js', default: './index.js' },
    './package.json': './package.json',
  },
  files: ['**/*.js', '**/*.d.ts', 'README.md'],
  sideEffects: false,
};
writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(path.join(libRoot, 'README.md'), path.join(outDir, 'README.md'));

if (values['install-into']) {
  const appDir = path.resolve(values['install-into']);
  mkdirSync(appDir, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = JSON.parse(
    execFileSync(npm, ['pack', outDir, '--json', '--pack-destination', appDir], { encoding: 'utf8' }),
  );
  const tarball = path.join(appDir, packed[0].filename);
  const installed = path.join(appDir, 'node_modules', manifest.name);
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const peer of Object.keys({ ...manifest.peerDependencies })) {
    const target = path.join(workspaceRoot, 'node_modules', peer);
    if (!existsSync(target)) continue;
    mkdirSync(path.dirname(path.join(appDir, 'node_modules', peer)), { recursive: true });
    symlinkSync(target, path.join(appDir, 'node_modules', peer), 'dir');
  }
  writeFileSync(
    path.join(appDir, 'package.json'),
    `${JSON.stringify({ name: 'pack-check', private: true, type: 'module' })}\n`,
  );
  process.stdout.write(`${JSON.stringify({ tarball, files: packed[0].files.map((file) => file.path) })}\n`);
}
