import { defineConfig } from 'vitest/config';
import { journeyWorkers } from './src/support/journey-server.ts';

// Journeys: the built SPA served by the built API, driven in Debian's Chromium. Two files at a
// time, each worker against a server and data dir of its own (src/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    maxWorkers: journeyWorkers,
    // A worker imports playwright-core, axe-core and the support code once for all the files it
    // runs (about 2 s of CPU per file otherwise). Journey files keep their state in their own
    // module scope and mock nothing, so sharing the rest is safe.
    isolate: false,
    // A screen gets 10 s to appear: two journeys, two servers and two browsers share two cores.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
