// `tsx apps/api/src/bench/rollup-check.ts --data-dir <dir>`: whether the rollups a data dir's
// triggers kept equal a rebuild from its records (the metric rollups' property), for a bench
// that changed a large dataset through the server. Prints one `rollups: …` line; exits 1 when
// they differ. The server must be stopped (PGlite has one process at a time).
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { rollupsEqualRebuild } from '../db/rollup-fingerprint.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
if (!values['data-dir']) throw new Error('usage: rollup-check.ts --data-dir <dir>');
const database = await openDatabase({ dataDir: values['data-dir'] });
await migrateDatabase(database);
const started = performance.now();
const { equal, kept, rebuilt } = await rollupsEqualRebuild(database);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  equal
    ? `rollups: equal to a rebuild (${kept['person_rollups']?.split(':')[0]} person rows; checked in ${seconds} s)\n`
    : `rollups: DIFFER from a rebuild\nkept ${JSON.stringify(kept)}\nrebuilt ${JSON.stringify(rebuilt)}\n`,
);
await database.close();
process.exitCode = equal ? 0 : 1;
