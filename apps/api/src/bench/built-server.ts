import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The built server (`dist/apps/api/main.js`) on the embedded engine of `dataDir` (or on the
 * PostgreSQL database at `databaseUrl`, without the demo seed), as a bench measures it: its API
 * on `port`, its operations port (/metrics, /backup) on `opsPort`, no rate limit in the way;
 * resolves once it is ready.
 */
export async function startBuiltServer(
  options: {
    port: number;
    opsPort: number;
    /** Node flags before the script, e.g. `--cpu-prof` to profile what the bench asks. */
    nodeArgs?: string[];
  } & ({ dataDir: string } | { databaseUrl: string }),
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/apps/api/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      OPS_PORT: String(options.opsPort),
      HOST: '127.0.0.1',
      ...('dataDir' in options
        ? { DATA_DIR: options.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: options.databaseUrl, SEED_DEMO: 'false' }),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${options.port}/health/ready`).catch(
      () => undefined,
    );
    if (ready?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a server started by `startBuiltServer` and waits for it to exit. */
export async function stopBuiltServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
