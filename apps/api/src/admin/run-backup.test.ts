import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputCollector } from './output-collector.ts';
import { runBackup } from './run-backup.ts';
import { runRestore } from './run-restore.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'backup-commands-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the backup and restore commands', () => {
  it('say what to do when no server answers on the operations port', async () => {
    const output = outputCollector();
    const out = path.join(scratch, 'never.backup');
    // A port nothing listens on: the one a just-closed server had.
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    await new Promise((resolve) => server.close(resolve));
    const code = await runBackup({
      argv: ['--out', out],
      env: { OPS_PORT: String(port) },
      stdout: output.stream,
      stderr: output.stream,
    });
    expect(code).toBe(1);
    expect(output.text()).toMatch(/No server answers.*OPS_PORT/s);
    expect(() => statSync(out)).toThrow();
    expect(() => statSync(`${out}.partial`)).toThrow();
  });

  it.each([
    { argv: [], command: runBackup, error: /--out: is required/ },
    { argv: ['--nope'], command: runBackup, error: /Unknown option/ },
    { argv: [], command: runRestore, error: /expected one backup file/ },
    { argv: ['a', 'b'], command: runRestore, error: /expected one backup file/ },
  ])('refuse $argv with the usage', async ({ argv, command, error }) => {
    const output = outputCollector();
    expect(await command({ argv, env: {}, stdout: output.stream, stderr: output.stream })).toBe(2);
    expect(output.text()).toMatch(error);
    expect(output.text()).toMatch(/Usage: npm run/);
  });

  it('backup never overwrites a file', async () => {
    const out = path.join(scratch, 'taken.backup');
    writeFileSync(out, 'an older backup');
    const output = outputCollector();
    const code = await runBackup({
      argv: ['--out', out],
      env: { OPS_PORT: '1' },
      stdout: output.stream,
      stderr: output.stream,
    });
    expect(code).toBe(1);
    expect(output.text()).toMatch(/exists: choose a new name/);
    expect(readFileSync(out, 'utf8')).toBe('an older backup');
  });

  it('restore refuses while a server answers on the operations port', async () => {
    const server = createHttpServer((_request, response) => response.end('# metrics'));
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    try {
      const output = outputCollector();
      const code = await runRestore({
        argv: [path.join(scratch, 'any.backup')],
        env: { DATA_DIR: path.join(scratch, 'target'), OPS_PORT: String(port) },
        stdout: output.stream,
        stderr: output.stream,
      });
      expect(code).toBe(1);
      expect(output.text()).toMatch(/stop it before restoring/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('restores nothing from a file that is not there', async () => {
    const output = outputCollector();
    const code = await runRestore({
      argv: [path.join(scratch, 'missing.backup')],
      env: { DATA_DIR: path.join(scratch, 'target'), OPS_PORT: '0' },
      stdout: output.stream,
      stderr: output.stream,
    });
    expect(code).toBe(1);
    expect(output.text()).toMatch(/no such file/);
  });
});
