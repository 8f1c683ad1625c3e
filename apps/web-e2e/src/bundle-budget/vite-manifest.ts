/** One chunk of Vite's `.vite/manifest.json` (the fields the budget reads). */
export type ManifestChunk = {
  file: string;
  src?: string;
  /** A chunk group's name (apps/web/vite.config.ts), or the module's. */
  name?: string;
  isEntry?: boolean;
  /** Chunks this one imports statically: they load with it. */
  imports?: string[];
  /** Chunks this one may import later (other routes, dialogs): they do not load with it. */
  dynamicImports?: string[];
};

/** Vite's build manifest: source id (or `_chunk.js`) → chunk. */
export type ViteManifest = Record<string, ManifestChunk>;
