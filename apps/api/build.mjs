// Bundles the API into dist/apps/api/main.js, and the statement PDF worker beside it as
// statement-pdf-worker.js (npm packages stay external, workspace libs are
// inlined) and copies the SQL migrations, versioned and repeatable, beside it, where
// db/client.ts and db/repeatable-migrations.ts look for them.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outdir = `${root}dist/apps/api`;

await rm(outdir, { recursive: true, force: true });
await build({
  // The statement PDF renderer runs in worker threads, which load it as a file of its own
  // (modules/statements/export/statement-pdf-renderers.ts).
  entryPoints: [
    `${root}apps/api/src/main.ts`,
    `${root}apps/api/src/modules/statements/export/statement-pdf-worker.ts`,
  ],
  outdir,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: `${root}apps/api/tsconfig.json`,
  sourcemap: true,
  logLevel: 'warning',
});
await cp(`${root}apps/api/src/db/migrations`, `${outdir}/migrations`, { recursive: true });
await cp(`${root}apps/api/src/db/repeatable`, `${outdir}/repeatable`, { recursive: true });
console.log(`built ${outdir}/main.js`);
