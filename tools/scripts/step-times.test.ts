import { describe, expect, it } from 'vitest';
import { stepSummary } from './step-times.mjs';

const step = (title: string, started: number, seconds: number, extra = {}) => ({
  title,
  started,
  seconds,
  cpu: 0.5,
  alongside: [],
  ok: true,
  ...extra,
});

describe('the CI step summary', () => {
  it('lists each step with its seconds, CPU use and result, and the wall-clock total', () => {
    const table = stepSummary([
      step('npm ci', 0, 60),
      step('lint', 60_000, 40, { alongside: ['typecheck'] }),
      step('typecheck', 60_000, 90, { alongside: ['lint'], cpu: null }),
      step('journeys', 150_000, 600, { ok: false }),
    ]);
    const rows = table.split('\n');
    expect(rows[2]).toMatch(/^npm ci\s+60\.0\s+50%\s+ok$/);
    expect(rows[3]).toMatch(/^lint\s+40\.0\s+50%\s+ok \(alongside typecheck\)$/);
    expect(rows[4]).toMatch(/^typecheck\s+90\.0\s+-\s+ok \(alongside lint\)$/);
    expect(rows[5]).toMatch(/^journeys\s+600\.0\s+50%\s+FAILED$/);
    // Steps side by side count once: 60 + 90 + 600 s, not the sum of the rows.
    expect(rows[6]).toMatch(/^total \(wall clock\)\s+750\.0\s+12 min 30 s$/);
  });
});
