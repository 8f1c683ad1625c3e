import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';

/** One line of `VITEST_PROFILE_PHASES`: a named stretch of a test file's time, written by the file. */
export type ProfilePhase = { file: string; phase: string; ms: number };

type Row = {
  file: string;
  wall: number;
  collect: number;
  setup: number;
  /** Environment and harness. */
  start: number;
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
    for (const phase of readPhases()) {
      const row = rows.find((r) => phase.file.endsWith(r.file));
      if (!row) continue;
      const sum = row.phases.get(phase.phase) ?? { ms: 0, count: 0 };
      row.phases.set(phase.phase, { ms: sum.ms + phase.ms, count: sum.count + 1 });
    }
    rows.sort((a, b) => b.wall - a.wall);
    const total = (pick: (r: Row) => number) => rows.reduce((s, r) => s + pick(r), 0);
    const phaseNames = [...new Set(rows.flatMap((r) => [...r.phases.keys()]))].sort();
    const top = Number(process.env['VITEST_PROFILE_TOP'] ?? 10);
    const header = ['file', 'wall s', 'start', 'setup', 'collect', 'tests+hooks', ...phaseNames];
    const cells = (r: Row) => [
      r.file,
      seconds(r.wall),
      seconds(r.start),
      seconds(r.setup),
      seconds(r.collect),
      seconds(r.tests),
      ...phaseNames.map((p) => {
        const v = r.phases.get(p);
        return v ? `${seconds(v.ms)}${v.count > 1 ? ` (${v.count}×)` : ''}` : '';
      }),
    ];
    const lines = [
      `| ${header.join(' | ')} |`,
      `| ${header.map(() => '---').join(' | ')} |`,
      ...rows.slice(0, top).map((r) => `| ${cells(r).join(' | ')} |`),
      `| all ${rows.length} files (sum over workers) | ${seconds(total((r) => r.wall))} | ${seconds(total((r) => r.start))} | ${seconds(total((r) => r.setup))} | ${seconds(total((r) => r.collect))} | ${seconds(total((r) => r.tests))} | ${phaseNames
        .map((p) => seconds(total((r) => r.phases.get(p)?.ms ?? 0)))
        .join(' | ')}${phaseNames.length ? ' |' : ''}`,
    ];
    process.stdout.write(
      `\nper-file profile, wall ${seconds(performance.now() - this.started)} s:\n${lines.join('\n')}\n`,
    );
  }
}

function rowOf(testModule: TestModule): Row {
  const d = testModule.diagnostic();
  return {
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
  if (!phasesFile) return [];
  try {
    return readFileSync(phasesFile, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as ProfilePhase);
  } catch {
    return [];
  }
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
