import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is changing data right now, as the audit writer defaults to it. */
export type AuditActor = {
  /** The signed-in person, read when a row is written (the principal is resolved later). */
  userId(): number | null;
  /** Fastify's request id, as the server's log lines carry it. */
  requestId: string | null;
};

const current = new AsyncLocalStorage<AuditActor>();

/**
 * Runs `work` with `actor` as the default author of the audit rows it writes. The request hook
 * (plugins/audit-context.ts) calls it once per request, so no service signature has to carry
 * the caller and the request id down to the writer; a command line calls it with a null actor.
 */
export function runAsActor<T>(actor: AuditActor, work: () => T): T {
  return current.run(actor, work);
}

/** The actor of the running request or command, or nobody (the system). */
export function currentActor(): AuditActor {
  return current.getStore() ?? { userId: () => null, requestId: null };
}
