import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testJwtSecret } from './testing/build-test-app.ts';

describe('server lifecycle', () => {
  it(
    'opens and migrates its own database, finishes in-flight requests on close, then closes it',
    { timeout: 120_000 },
    async () => {
      const app = await buildApp({
        logger: false,
        config: {
          dataDir: 'memory://',
          jwtSecret: testJwtSecret,
          seedDemo: false,
          webDist: '/nonexistent-web-dist',
        },
      });
      app.get('/__test/slow', { config: { public: true } }, async () => {
        await delay(300);
        return { done: true };
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

      expect((await fetch(`${base}/health`)).status).toBe(200);
      const inFlight = fetch(`${base}/__test/slow`);
      await delay(100);
      await app.close();

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ done: true });
      await expect(fetch(`${base}/health`)).rejects.toThrow();
      await expect(app.db.query('select 1')).rejects.toThrow();
    },
  );
});
