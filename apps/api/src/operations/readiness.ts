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
};

export function createReadiness(initial: ReadinessPhase = 'starting'): Readiness {
  let phase = initial;
  return {
    phase: () => phase,
    markReady() {
      if (phase === 'starting') phase = 'ready';
    },
    markDraining() {
      phase = 'draining';
    },
  };
}
