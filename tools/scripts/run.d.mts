import type { StepTime } from './step-times.mjs';

/** `[title, command, args]`. */
export type Step = readonly [string, string, readonly string[]];
export type Stage = Step | { together: readonly (Step | { sequence: readonly Step[] })[] };
export declare const nxEnv: NodeJS.ProcessEnv;
export declare function run(
  command: string,
  args: readonly string[],
  options?: { forwardSignals?: boolean } & Record<string, unknown>,
): Promise<number>;
export declare function runStage(stage: Stage): Promise<(StepTime & { code: number })[]>;
export declare function runSteps(stages: readonly Stage[]): Promise<number>;
