// Step timing for `npm test` and `.ci/run`: each step's seconds and how busy the machine's CPUs
// were meanwhile, so the slowest step and the ones leaving cores idle show at a glance
// (docs/development.md, "How long CI takes").
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** Busy and total CPU ticks of the whole machine so far, or null off Linux. */
export function cpuTicks() {
  if (!existsSync('/proc/stat')) return null;
  const [line = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the unused time.
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const unused = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - unused, total };
}

/**
 * Starts a measurement; `stop()` returns when it started (ms since the epoch), the seconds since
 * and the share of CPU time used.
 */
export function measure() {
  const started = Date.now();
  const before = cpuTicks();
  return {
    stop() {
      const after = cpuTicks();
      const seconds = (Date.now() - started) / 1000;
      const cpu =
        before && after && after.total > before.total
          ? (after.busy - before.busy) / (after.total - before.total)
          : null;
      return { started, seconds, cpu };
    },
  };
}

/**
 * Appends a step's figures to the file named by STEP_TIMES_FILE, when set: `.ci/run` sets it so
 * its summary lists npm test's steps beside its own.
 */
export function recordStep(step) {
  const file = process.env['STEP_TIMES_FILE'];
  if (file) appendFileSync(file, `${JSON.stringify(step)}\n`);
}

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

/**
 * The summary table: one row per step (seconds, CPU use, what ran alongside), then the total
 * wall time, which is less than the sum when steps ran together.
 * @param steps - `{ title, seconds, cpu, alongside?, started, ok }`, in the order they started
 */
export function stepSummary(steps) {
  const total = 'total (wall clock)';
  const width = Math.max(total.length, ...steps.map((step) => step.title.length));
  const lines = [
    `${pad('step', width)}  ${padStart('seconds', 8)}  ${padStart('CPU', 5)}  result`,
    `${'-'.repeat(width)}  --------  -----  ------`,
  ];
  for (const step of steps) {
    const cpu =
      step.cpu === null || step.cpu === undefined ? '-' : `${Math.round(step.cpu * 100)}%`;
    const alongside = step.alongside?.length ? ` (alongside ${step.alongside.join(', ')})` : '';
    lines.push(
      `${pad(step.title, width)}  ${padStart(step.seconds.toFixed(1), 8)}  ${padStart(cpu, 5)}  ${step.ok ? 'ok' : 'FAILED'}${alongside}`,
    );
  }
  const first = Math.min(...steps.map((step) => step.started));
  const last = Math.max(...steps.map((step) => step.started + step.seconds * 1000));
  const wall = steps.length ? (last - first) / 1000 : 0;
  const minutes = Math.floor(wall / 60);
  lines.push(
    `${pad(total, width)}  ${padStart(wall.toFixed(1), 8)}         ${minutes} min ${Math.round(wall - minutes * 60)} s`,
  );
  return lines.join('\n');
}
