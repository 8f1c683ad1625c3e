import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { migrateDatabase } from './db/client.ts';
import { testJwtSecret } from './testing/build-test-app.ts';
import { freePort } from './testing/free-port.ts';
import { clientSocket, connect } from './testing/socket-client.ts';
import { testDatabaseUrl } from './testing/test-database-url.ts';
import { startServer } from './start-server.ts';

describe('npm start listens before it migrates', () => {
  it(
    'answers live at once, 503 with Retry-After to everything else until migrated, then ready',
    { timeout: 60_000 },
    async () => {
      const opsPort = await freePort();
      const config = {
        ...loadConfig({}),
        port: 0,
        host: '127.0.0.1',
        opsPort,
        // A fresh embedded database, or this worker's PostgreSQL one (migrated already: the
        // migration below then only checks).
        dataDir: 'memory://',
        databaseUrl: await testDatabaseUrl(),
        jwtSecret: testJwtSecret,
        seedDemo: false,
        logLevel: 'silent' as const,
        webDist: path.join(tmpdir(), 'api-test-no-web-dist'),
      };
      let migrate!: () => void;
      const migrationMayStart = new Promise<void>((resolve) => {
        migrate = resolve;
      });
      let listening!: (port: number) => void;
      const listeningOn = new Promise<number>((resolve) => {
        listening = resolve;
      });
      const starting = startServer(config, {
        onListening: (_app, port) => listening(port),
        migrate: async (database) => {
          await migrationMayStart;
          await migrateDatabase(database);
        },
      });
      const base = `http://127.0.0.1:${await listeningOn}`;

      const live = await fetch(`${base}/health/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'success', data: { phase: 'starting' } });
      const ready = await fetch(`${base}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toMatchObject({ status: 'error', code: 'unavailable' });
      for (const [method, url] of [
        ['GET', '/health'],
        ['GET', '/api/auth/me'],
        ['POST', '/api/auth/login'],
        ['GET', '/'],
      ] as const) {
        const response = await fetch(`${base}${url}`, {
          method,
          ...(method === 'POST'
            ? {
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email: 'a@example.test', password: 'x' }),
              }
            : {}),
        });
        expect({ url, status: response.status }).toEqual({ url, status: 503 });
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toEqual({
          status: 'error',
          code: 'unavailable',
          message: 'The server is starting; try again in a few seconds',
        });
      }
      // A realtime handshake could not read the person yet: refused as a transport error
      // (the web client retries those), not as a refusal of the person's token.
      const refused = await connect(clientSocket(base, { token: 'any' })).catch(
        (error: unknown) => error as Error & { data?: unknown },
      );
      expect(refused).toBeInstanceOf(Error);
      expect((refused as { data?: unknown }).data).toBeUndefined();
      // The operations port opens with the API, before the migrations.
      const metrics = await fetch(`http://127.0.0.1:${opsPort}/metrics`);
      expect(await metrics.text()).toContain('salesdash_ready 0\n');

      migrate();
      const { app } = await starting;
      try {
        expect((await fetch(`${base}/health/ready`)).status).toBe(200);
        expect((await fetch(`${base}/health`)).status).toBe(200);
        expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
      } finally {
        await app.close();
      }
      // Closing the server closed its operations port too.
      await expect(fetch(`http://127.0.0.1:${opsPort}/metrics`)).rejects.toThrow();
    },
  );
});
