/** Build manifest polling and chunk-error reload throttle (spec §9). */
export const buildPollIntervalMs = 10_000;
