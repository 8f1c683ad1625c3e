import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';

/** One line of `VITEST_PROFILE_PHASES`: a named stretch of a test file's time, written by the file. */
export type ProfilePhase = { file: string; phase: string; ms: number };

type Row = {
  /** Absolute, as the files write it. */
  moduleId: string;
  file: string;
  wall: number;
  collect: number;
  setup: number;
  /** Environment and harness. */
  start: number;
  /** Hooks and tests, the phases included. */
  tests: number;
  phases: Map<string, { ms: number; count: number }>;
};

/**
 * Where each test file's time goes, slowest first: vitest's own diagnostic (setup files,
 * import of the file and what it imports, hooks and tests) and, from the JSON lines the files
 * append to `VITEST_PROFILE_PHASES`, stretches vitest cannot see (e.g. loading a database).
 * Used as `--reporter=default --reporter=./tools/vitest/file-profile-reporter.ts`;
 * `VITEST_PROFILE_TOP` sets how many rows print (10 unless given).
 */
export default class FileProfileReporter implements Reporter {
  private readonly modules: TestModule[] = [];
  private started = 0;

  onInit(): void {
    this.started = performance.now();
    const phasesFile = process.env['VITEST_PROFILE_PHASES'];
    if (phasesFile) rmSync(phasesFile, { force: true });
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.modules.push(testModule);
  }

  onTestRunEnd(
    _modules: readonly TestModule[],
    _errors: readonly unknown[],
    reason: TestRunEndReason,
  ): void {
    if (reason === 'interrupted') return;
    const rows = this.modules.map((m) => rowOf(m));
    const phases = readPhases();
    for (const phase of phases) {
      const row = rows.find((r) => r.moduleId === phase.file);
      if (!row) continue;
      const sum = row.phases.get(phase.phase) ?? { ms: 0, count: 0 };
      row.phases.set(phase.phase, { ms: sum.ms + phase.ms, count: sum.count + 1 });
    }
    rows.sort((a, b) => b.wall - a.wall);
    // In the order a file first meets them (open, migrate, build, close).
    const phaseNames = [...new Set(phases.map((p) => p.phase))];
    const top = Number(process.env['VITEST_PROFILE_TOP'] ?? 10);
    const phaseMs = (r: Row, p: string) => r.phases.get(p)?.ms ?? 0;
    // The phases run inside hooks, so they come out of vitest's hook-and-test time.
    const rest = (r: Row) => r.tests - phaseNames.reduce((sum, p) => sum + phaseMs(r, p), 0);
    const header = ['file', 'wall s', 'setup', 'import', ...phaseNames, 'other hooks and tests'];
    const cells = (r: Row) => [
      r.file,
      seconds(r.wall),
      seconds(r.start + r.setup),
      seconds(r.collect),
      ...phaseNames.map((p) => {
        const v = r.phases.get(p);
        return v ? `${seconds(v.ms)}${v.count > 1 ? ` (${v.count}×)` : ''}` : '';
      }),
      seconds(rest(r)),
    ];
    const total = (pick: (r: Row) => number) => seconds(rows.reduce((s, r) => s + pick(r), 0));
    const totals = [
      `all ${rows.length} files (sum over workers)`,
      total((r) => r.wall),
      total((r) => r.start + r.setup),
      total((r) => r.collect),
      ...phaseNames.map((p) => total((r) => phaseMs(r, p))),
      total(rest),
    ];
    const lines = [
      `| ${header.join(' | ')} |`,
      `| ${header.map(() => '---').join(' | ')} |`,
      ...rows.slice(0, top).map((r) => `| ${cells(r).join(' | ')} |`),
      `| ${totals.join(' | ')} |`,
    ];
    process.stdout.write(
      `\nper-file profile, wall ${seconds(performance.now() - this.started)} s:\n${lines.join('\n')}\n`,
    );
  }
}

function rowOf(testModule: TestModule): Row {
  const d = testModule.diagnostic();
  return {
    moduleId: testModule.moduleId,
    file: path.relative(testModule.project.config.root, testModule.moduleId),
    wall:
      d.environmentSetupDuration +
      d.prepareDuration +
      d.setupDuration +
      d.collectDuration +
      d.duration,
    collect: d.collectDuration,
    setup: d.setupDuration,
    start: d.environmentSetupDuration + d.prepareDuration,
    tests: d.duration,
    phases: new Map(),
  };
}

function readPhases(): ProfilePhase[] {
  const phasesFile = process.env['VITEST_PROFILE_PHASES'];
  // No file: no file of the run wrote a phase.
  if (!phasesFile || !existsSync(phasesFile)) return [];
  return readFileSync(phasesFile, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as ProfilePhase);
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
