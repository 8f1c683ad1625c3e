import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStage, type Step } from './run.mjs';

const node = (title: string, script: string): Step => [title, process.execPath, ['-e', script]];
const ok = (title: string) => node(title, 'setTimeout(() => {}, 50)');

describe('runStage', () => {
  beforeEach(() => {
    // Under .ci/run, a recorded step would join CI's own table.
    vi.stubEnv('STEP_TIMES_FILE', '');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('runs a sequence in order beside the other entries, each step timed on its own', async () => {
    const steps = await runStage({
      together: [ok('api'), { sequence: [ok('components'), ok('unit')] }, ok('lighthouse')],
    });
    expect(steps.map(({ title, ok: passed }) => [title, passed])).toEqual([
      ['api', true],
      ['components', true],
      ['unit', true],
      ['lighthouse', true],
    ]);
    const [api, components, unit] = steps;
    expect(api?.alongside).toEqual(['components', 'unit', 'lighthouse']);
    expect(components?.alongside).toEqual(['api', 'lighthouse']);
    expect(unit?.started ?? 0).toBeGreaterThanOrEqual(
      (components?.started ?? 0) + (components?.seconds ?? 0) * 1000 - 1,
    );
  });

  it('stops a sequence at its first failure, and reports the exit code', async () => {
    const steps = await runStage({
      together: [{ sequence: [node('broken', 'process.exit(3)'), ok('never')] }, ok('beside')],
    });
    expect(steps.map(({ title, ok: passed, code }) => [title, passed, code])).toEqual([
      ['broken', false, 3],
      ['beside', true, 0],
    ]);
  });
});
