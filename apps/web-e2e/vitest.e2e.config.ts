import { defineConfig } from 'vitest/config';

// Journeys: the built SPA served by the built API on a fresh data dir, driven in Debian's
// Chromium. One file at a time: each journey file shares one server and one browser.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
