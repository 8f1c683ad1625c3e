import type { Db } from '../db/client.ts';
import { ApiError, notFound } from '../errors/api-error.ts';
import { decide, decideShare, resourceKindOf, type Action } from './policy.ts';
import type { Principal, SharePrincipal } from './principal.ts';
import type { Resource, ResourceKind } from './resource.ts';

const signInFirst = () => new ApiError(401, 'unauthorized', 'Sign in to continue');

function refuse(decision: ReturnType<typeof decide>): void {
  if (!decision.allow) throw new ApiError(decision.status, decision.code, decision.message);
}

/**
 * Throws the policy's denial as an `ApiError` (401 without a principal); returns the principal
 * when allowed, so handlers can go on with a non-null one.
 */
export function authorize<P extends Principal>(
  principal: P | null,
  action: Action,
  resource: Resource,
): P {
  if (!principal) throw signInFirst();
  refuse(decide(principal, action, resource));
  return principal;
}

/**
 * Authorizes `action` on the record `recordId` and returns it as a policy resource. Everything
 * that can be decided without the record is decided first (a caller exists; a share link
 * names this record, which came with the link: no read), and `load` reads only inside the
 * caller's organization, so no record is read for a caller who may not have it. A missing
 * record and a hidden one are the same 404.
 * @param load - a loader of `load-resource.ts`: the record of an id within an organization
 */
export async function authorizeRecord<R extends Resource>(
  db: Db,
  principal: Principal | null,
  action: Action,
  recordId: number,
  load: (db: Db, organizationId: number, recordId: number) => Promise<R | undefined>,
): Promise<R> {
  if (!principal) throw signInFirst();
  if (principal.kind === 'share') {
    refuse(decideShare(principal, action, recordId));
    const known = recordOfLink(principal, resourceKindOf(action));
    if (known) {
      // `decide` checks the kind, so the cast holds.
      refuse(decide(principal, action, known));
      return known as R;
    }
  }
  const resource = await load(db, principal.organizationId, recordId);
  if (!resource) throw notFound();
  refuse(decide(principal, action, resource));
  return resource;
}

/**
 * A record a share link allowed by `decideShare` acts on, as loaded with the link: the record
 * it names, or the link itself (`share.resolve`). Undefined for any other kind (then loaded).
 */
function recordOfLink(link: SharePrincipal, kind: ResourceKind): Resource | undefined {
  if (link.resource.kind === kind) return link.resource;
  if (kind !== 'share') return undefined;
  const { shareId, organizationId, type, resourceId } = link;
  return {
    kind: 'share',
    shareId,
    organizationId,
    type,
    resourceId,
    createdBy: link.creator.userId,
  };
}
