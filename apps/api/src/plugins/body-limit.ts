declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * The largest body a route that streams its body itself (an upload) takes, in bytes: it
     * enforces the limit as the bytes arrive, so Fastify's `bodyLimit` never sees it; the
     * OpenAPI document's 413 says it.
     */
    uploadLimitBytes?: number;
  }
}

/** 1 MiB: every JSON body of the API is far smaller; uploads get their own routes. */
export const bodyLimit = 1024 * 1024;

/** A byte limit as people write it: "1 MiB", "256 KiB", "50 MB" for 50 × 2^20 as uploads say. */
export function describeBodyLimit(bytes: number): string {
  const mebibytes = bytes / 1024 / 1024;
  // Uploads state their limit in MB (the import screen's "at most 50 MB"): the same words here.
  if (mebibytes >= 2 && Number.isInteger(mebibytes)) return `${mebibytes} MB`;
  if (Number.isInteger(mebibytes)) return `${mebibytes} MiB`;
  const kibibytes = bytes / 1024;
  return Number.isInteger(kibibytes) ? `${kibibytes} KiB` : `${bytes} bytes`;
}
