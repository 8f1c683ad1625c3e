/** One step of `npm test` or `.ci/run` as step-times.mjs records it. */
export type StepTime = {
  title: string;
  /** Wall-clock seconds. */
  seconds: number;
  /** Share of the machine's CPU time used while it ran (0 to 1), null off Linux. */
  cpu: number | null;
  /** Steps that ran side by side with it. */
  alongside?: readonly string[];
  /** When it started, in ms since the epoch. */
  started: number;
  ok: boolean;
};
export declare function cpuTicks(): { busy: number; total: number } | null;
export declare function measure(): {
  stop(): { started: number; seconds: number; cpu: number | null };
};
export declare function recordStep(step: StepTime & { code?: number }): void;
export declare function stepSummary(steps: readonly StepTime[]): string;
