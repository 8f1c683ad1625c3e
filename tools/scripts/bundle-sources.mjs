// `node tools/scripts/bundle-sources.mjs [chunk-prefix…] [--files]`: what the built web chunks
// are made of, by package or workspace folder (or by file with --files), raw and gzip bytes,
// read from the source maps of `nx run web:build`. The budget test names the heavy chunks; this
// says why they are heavy. Sizes of parts are gzipped alone, so they add up to more than the chunk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const assets = path.resolve(fileURLToPath(import.meta.url), '../../../dist/apps/web/assets');
const args = process.argv.slice(2);
const byFile = args.includes('--files');
const prefixes = args.filter((arg) => !arg.startsWith('--'));
const chunks = readdirSync(assets).filter(
  (file) =>
    file.endsWith('.js') && (prefixes.length === 0 || prefixes.some((p) => file.startsWith(p))),
);

/** The package (`react-dom`, `@tanstack/router-core`) or workspace folder (`libs/ui-kit`) of a source. */
function ownerOf(source) {
  const inPackage = source.split('node_modules/').at(-1);
  if (inPackage !== source) {
    const parts = inPackage.split('/');
    return byFile ? inPackage : parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
  }
  const local = source.replace(/^(\.\.\/)+/, '');
  return byFile ? local : local.split('/').slice(0, 2).join('/');
}

for (const chunk of chunks) {
  const code = readFileSync(path.join(assets, chunk), 'utf8');
  const map = JSON.parse(readFileSync(path.join(assets, `${chunk}.map`), 'utf8'));
  const lines = code.split('\n');
  const parts = new Map();
  decode(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      // Unmapped code is the bundler's own: module glue, the preload map.
      const owner = segment.length > 1 ? ownerOf(map.sources[segment[1]]) : '(bundler)';
      parts.set(owner, (parts.get(owner) ?? '') + line.slice(segment[0], end));
    });
  });
  const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(7);
  console.log(`${chunk}: ${kB(code.length)} kB, ${kB(gzipSync(code).length)} kB gzip`);
  [...parts]
    .map(([owner, text]) => [owner, text.length, gzipSync(text).length])
    .sort((a, b) => b[1] - a[1])
    .forEach(([owner, raw, gzip]) => console.log(`  ${kB(raw)} ${kB(gzip)}  ${owner}`));
}
