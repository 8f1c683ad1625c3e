import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { routeChunks, type BuiltChunk } from './src/boot/route-chunks.ts';
import { startEntryFromBoot } from './src/boot/start-entry-from-boot.ts';

const entry = fileURLToPath(new URL('./src/boot/boot.ts', import.meta.url));
const tsconfig = fileURLToPath(new URL('../../tsconfig.base.json', import.meta.url));

/**
 * Puts the boot script (src/boot/boot.ts) first in index.html's <head>. In a build it is one
 * classic script of its own, `assets/boot-<hash>.js`, bundled apart from the app: a classic
 * script runs before the first paint (a module script runs after it), and bundling it apart
 * keeps it from importing the app's chunks, which would make it wait for them. The dev server
 * serves it as a module instead (docs/decisions/0071-first-paint-before-javascript.md).
 */
export function earlyBootPlugin(): Plugin {
  let isBuild = false;
  let script: { fileName: string; code: string } | undefined;
  return {
    name: 'salesdash:early-boot',
    config(_config, env) {
      isBuild = env.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'iife',
        minify: true,
        write: false,
        target: 'es2022',
        platform: 'browser',
        tsconfig,
        legalComments: 'none',
      });
      const code = result.outputFiles[0]?.text ?? '';
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      script = { fileName: `assets/boot-${hash}.js`, code };
    },
    transformIndexHtml: {
      // After Vite has written the bundle's tags, so the entry's module script is there to move.
      order: 'post',
      handler(html, context) {
        const tags = [
          {
            tag: 'script',
            attrs: script
              ? { src: `/${script.fileName}` }
              : { type: 'module', src: '/src/boot/boot.ts' },
            injectTo: 'head-prepend' as const,
          },
        ];
        if (!script || !context.bundle) return { html, tags };
        const chunks = Object.values(context.bundle).flatMap((output): BuiltChunk[] =>
          output.type === 'chunk' ? [output] : [],
        );
        // Single quotes around the JSON, which has none: file names and route paths only.
        const withChunks = startEntryFromBoot(html).replace(
          /<html\b/,
          `<html data-route-chunks='${JSON.stringify(routeChunks(chunks))}'`,
        );
        return { html: withChunks, tags };
      },
    },
    generateBundle() {
      if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
    },
  };
}
