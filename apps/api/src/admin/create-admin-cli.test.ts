import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The script exactly as `npm run create-admin` starts it (see the root package.json). */
function createAdmin(args: string[], env: Record<string, string> = {}) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/admin/create-admin-cli.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, ADMIN_PASSWORD: '', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

describe('create-admin-cli (spawned)', () => {
  it('refuses --password before touching any database, exiting 2', () => {
    const result = createAdmin(
      ['--email', 'a@example.test', '--password', 'correct-horse-battery'],
      {
        DATA_DIR: '/nonexistent/never-created',
      },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/password: not accepted as a flag/);
  });

  it('without a terminal or ADMIN_PASSWORD says how to give one', () => {
    const result = createAdmin(['--email', 'a@example.test'], {
      DATA_DIR: '/nonexistent/never-created',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/set ADMIN_PASSWORD/);
  });
});
