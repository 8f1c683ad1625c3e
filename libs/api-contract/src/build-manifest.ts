import * as z from 'zod/mini';

/** `/build-manifest.json`, polled by the SPA to notice a new deploy. */
export const buildManifestSchema = z.object({ buildId: z.string(), builtAt: z.string() });

export type BuildManifest = z.infer<typeof buildManifestSchema>;
