import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { seedDemoData } from './demo-seed.ts';
import { benchmarkCounts, seedLargeData, type LargeSeedProgress } from './large-seed.ts';

/**
 * `npm run seed` fills the demo organization; `npm run seed -- --large --data-dir <dir>` builds
 * the benchmark dataset. `--database-url` (or DATABASE_URL) targets PostgreSQL instead of PGlite.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      large: { type: 'boolean', default: false },
      'keep-indexes': { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      users: { type: 'string' },
      transactions: { type: 'string' },
      appointments: { type: 'string' },
      'outbound-records': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'Usage: npm run seed [-- --large] [--data-dir <dir>] [--database-url <url>]\n' +
        '       [--users N --transactions N --appointments N --outbound-records N] [--keep-indexes]  (with --large)\n',
    );
    return;
  }
  const dataDir = values['data-dir'] ?? process.env['DATA_DIR'] ?? './data';
  const databaseUrl = values['database-url'] ?? process.env['DATABASE_URL'];
  const count = (name: string, value: string | undefined, fallback: number): number => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0)
      throw new Error(`--${name} must be a whole number, got "${value}"`);
    return parsed;
  };
  const counts = {
    users: count('users', values.users, benchmarkCounts.users),
    transactions: count('transactions', values.transactions, benchmarkCounts.transactions),
    appointments: count('appointments', values.appointments, benchmarkCounts.appointments),
    outboundRecords: count(
      'outbound-records',
      values['outbound-records'],
      benchmarkCounts.outboundRecords,
    ),
  };

  const target = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(dataDir)}`;
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const started = Date.now();
  // The server's memory caps (db/pglite-settings.ts) would make the large seed's sorts spill
  // to disk; this process ends when the seed does.
  const database = await openDatabase({
    dataDir,
    databaseUrl,
    pgliteSettings: { shared_buffers: '256MB', work_mem: '256MB', maintenance_work_mem: '256MB' },
  });
  try {
    await migrateDatabase(database);
    if (!values.large) {
      const { seeded } = await seedDemoData(database, { log });
      log(
        seeded
          ? `Demo data written to ${target}.`
          : `${target} already has an organization; nothing to do.`,
      );
      return;
    }
    log(`Building the benchmark dataset in ${target}: ${JSON.stringify(counts)}`);
    const bar = new cliProgress.SingleBar(
      {
        format:
          '{phase} [{bar}] {percentage}% | {value}/{total} | {speed} rows/s | {duration_formatted}',
        stream: process.stderr,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let phase = '';
    let phaseStart = Date.now();
    const onProgress = ({ phase: next, done, total }: LargeSeedProgress): void => {
      if (next !== phase) {
        if (phase) bar.stop();
        phase = next;
        phaseStart = Date.now();
        bar.start(total, done, { phase, speed: 0 });
        return;
      }
      const seconds = (Date.now() - phaseStart) / 1000;
      bar.update(done, { speed: seconds > 0 ? Math.round(done / seconds) : 0 });
    };
    const result = await seedLargeData(database, {
      counts,
      onProgress,
      keepIndexes: values['keep-indexes'],
      log: (line) => {
        if (phase) bar.stop();
        phase = '';
        log(line);
      },
    });
    bar.stop();
    if (!result.seeded) {
      log(`${target} already holds the benchmark organization; nothing to do.`);
      return;
    }
    log(
      `Benchmark dataset done in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${(result.milliseconds / 1000).toFixed(1)} s): ${JSON.stringify(result.rows)}`,
    );
  } finally {
    await database.close();
  }
  if (!databaseUrl) {
    try {
      log(
        `Data directory size: ${execFileSync('du', ['-sh', path.resolve(dataDir)], { encoding: 'utf8' }).split('\t')[0]}`,
      );
    } catch {
      // du is a convenience for the benchmark notes; its absence is not an error.
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
