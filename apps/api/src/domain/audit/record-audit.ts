import type { AuditAction, AuditEntityType } from '@salesdash/api-contract';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { currentActor } from './audit-actor.ts';

/** A record's fields as the API shows them (ids, dollars, ISO dates), or nothing. */
export type AuditSnapshot = Record<string, unknown> | null;

/** One change to record. */
export type AuditEntry = {
  organizationId: number;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | string;
  /** The record before the change; null (or left out) for a creation. */
  before?: AuditSnapshot | undefined;
  /** The record after the change; null (or left out) for a removal. */
  after?: AuditSnapshot | undefined;
  /**
   * Who made it. Left out: the signed-in person of the running request (null without one).
   * Given: for a change whose author is not the caller, e.g. the invitee completing their
   * registration, or null for the system.
   */
  actorUserId?: number | null;
};

/** Dates become ISO text and undefined fields go, as JSON would store them anyway. */
function plain(snapshot: AuditSnapshot | undefined): AuditSnapshot {
  if (!snapshot) return null;
  return JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>;
}

/**
 * Writes one audit row through `db`, which must be the transaction of the change itself
 * (`unitOfWork.run`'s `db`, or `db.transaction`'s `tx`): the row commits with the change or
 * rolls back with it, so the log never names a change that did not happen nor misses one that
 * did (docs/decisions/0045-audit-log.md).
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const actor = currentActor();
  await db.insert(auditEvents).values({
    organizationId: entry.organizationId,
    actorUserId: entry.actorUserId === undefined ? actor.userId() : entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: plain(entry.before),
    after: plain(entry.after),
    requestId: actor.requestId,
  });
}
