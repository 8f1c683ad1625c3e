/** Build manifest polling and chunk-error reload throttle. */
export const buildPollIntervalMs = 10_000;
