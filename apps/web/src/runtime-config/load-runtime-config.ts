import { runtimeConfigSchema, type RuntimeConfig } from '@salesdash/api-contract';

/** Used when `/config.json` is missing or invalid (e.g. the dev server without the API). */
export const defaultRuntimeConfig: RuntimeConfig = { apiBaseUrl: '/api' };

/**
 * Fetches `GET /config.json` before the app renders; any failure yields the default. main.tsx
 * hands in a fetch that takes the boot script's early request of the file (boot/boot.ts); the
 * server's `no-cache` already makes every load ask again.
 * @param fetchImpl - injectable fetch
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json');
    if (!response.ok) return defaultRuntimeConfig;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}
