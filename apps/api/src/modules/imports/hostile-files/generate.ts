// Writes the hostile-file corpus into this folder, and its README, from hostile-files.ts:
// `npx tsx apps/api/src/modules/imports/hostile-files/generate.ts`. The same code gives the
// same bytes (a fixed zip date, zlib's level 9), so a regenerated corpus shows no change.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { hostileFiles } from './hostile-files.ts';

const folder = path.dirname(fileURLToPath(import.meta.url));
for (const entry of hostileFiles) {
  const bytes = await entry.build();
  const stored = entry.file.endsWith('.gz')
    ? gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })
    : bytes;
  await writeFile(path.join(folder, entry.file), stored);
  console.log(`${entry.file}: ${stored.length.toLocaleString('en-US')} bytes`);
}
const lines = hostileFiles.map(
  (entry) =>
    `- \`${entry.file}\`: ${entry.attack}; ${entry.status === 400 ? `refused (400 "${entry.message}…")` : `taken, row ${entry.rejects?.row} rejected (${entry.rejects?.column}: ${entry.rejects?.rule}) and the commit finishes`}.`,
);
await writeFile(
  path.join(folder, 'README.md'),
  `# Hostile files

Files that tried to exhaust the server when an import read them, each refused by a reading limit
([docs/decisions/0062-bounded-spreadsheet-reading.md](../../../../../../docs/decisions/0062-bounded-spreadsheet-reading.md)).
\`hostile-files.test.ts\` uploads each through the import's routes and checks the answer and that
the server still answers; the attacker bench uploads them over HTTP (\`hostileFiles\` in
\`hostile-files.ts\` lists them with the answer expected). Regenerate them with
\`npx tsx apps/api/src/modules/imports/hostile-files/generate.ts\` (the same bytes each time);
\`.gz\` files are sent inflated.

${lines.join('\n')}
`,
);
