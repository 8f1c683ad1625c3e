/**
 * Whether the server should be sent traffic (`GET /health/ready`): not while it is still
 * migrating, not while it drains for a shutdown. Whether the database answers is asked at
 * each check, not kept here.
 */
export type ReadinessPhase = 'starting' | 'ready' | 'draining';

export type Readiness = {
  phase(): ReadinessPhase;
  /** Migrations (and the demo seed) are done: traffic may come. */
  markReady(): void;
  /** A shutdown began: load balancers must stop sending traffic. Never undone. */
  markDraining(): void;
  /**
   * Resolves once the server is ready: work that reads tables (the mail outbox's first round)
   * waits for the migrations that create them. Never resolves for a server that drains first.
   */
  whenReady(): Promise<void>;
};

export function createReadiness(initial: ReadinessPhase = 'starting'): Readiness {
  let phase = initial;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  if (phase === 'ready') resolveReady();
  return {
    phase: () => phase,
    markReady() {
      if (phase !== 'starting') return;
      phase = 'ready';
      resolveReady();
    },
    markDraining() {
      phase = 'draining';
    },
    whenReady: () => ready,
  };
}
