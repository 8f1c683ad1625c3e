import { defineConfig } from 'vitest/config';
import { journeyWorkers } from './src/support/journey-server.ts';

// Journeys: the built SPA served by the built API, driven in Debian's Chromium. Two files at a
// time, each worker against a server and data dir of its own (src/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    maxWorkers: journeyWorkers,
    // A screen gets 10 s to appear: two journeys, two servers and two browsers share two cores.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
