import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Runs `work`; with `VITEST_PROFILE_PHASES` set, appends how long it took to that file as
 * one JSON line for tools/vitest/file-profile-reporter.ts, which vitest's own per-file
 * figures cannot split out (a database load inside a `beforeAll`).
 */
export async function profilePhase<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const phasesFile = process.env['VITEST_PROFILE_PHASES'];
  if (!phasesFile) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    const line = { file: expect.getState().testPath ?? '', phase, ms: performance.now() - started };
    appendFileSync(phasesFile, `${JSON.stringify(line)}\n`);
  }
}
