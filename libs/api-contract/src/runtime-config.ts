import * as z from 'zod/mini';

/** `GET /config.json`: where the SPA finds the API. */
export const runtimeConfigSchema = z.object({ apiBaseUrl: z.string() });

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
