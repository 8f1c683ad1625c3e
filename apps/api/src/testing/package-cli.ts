import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * Runs an installed package's command-line script (`node_modules/<pkg>/<script>`) with this
 * Node in `cwd`, and answers whatever its exit code: a linter exits 1 on findings the caller
 * wants to read. Redocly's telemetry and update check stay off, so nothing leaves the machine.
 */
export function runPackageCli(
  pkg: string,
  script: string,
  args: string[],
  cwd: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules', pkg, script), ...args],
      {
        cwd,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

/** The workspace root, for outputs under its ignored `dist/`. */
export const workspaceRoot = root;
