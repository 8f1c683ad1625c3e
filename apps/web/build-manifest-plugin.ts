import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Emits `build-manifest.json` ({ buildId, builtAt }) next to index.html and compiles the same id
 * into the bundle as `__BUILD_ID__`, so a running tab can tell that a newer build is deployed.
 */
export function buildManifestPlugin(): Plugin {
  // 72 random bits tell deployments apart; the id ships in the entry every page loads, where a
  // UUID's 36 characters (incompressible) cost twice as many bytes.
  const buildId = process.env['BUILD_ID'] ?? randomBytes(9).toString('base64url');
  const builtAt = new Date().toISOString();
  let isBuild = false;
  return {
    name: 'salesdash:build-manifest',
    config(_config, env) {
      isBuild = env.command === 'build';
      return { define: { __BUILD_ID__: JSON.stringify(isBuild ? buildId : 'dev') } };
    },
    generateBundle() {
      if (!isBuild) return;
      this.emitFile({
        type: 'asset',
        fileName: 'build-manifest.json',
        source: `${JSON.stringify({ buildId, builtAt }, null, 2)}\n`,
      });
    },
  };
}
