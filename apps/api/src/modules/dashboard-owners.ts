import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { authorizeRecord } from '../policy/authorize.ts';
import { findProductResource, findUserResource } from '../policy/load-resource.ts';
import type { Action } from '../policy/policy.ts';
import {
  actingUserOf,
  customerDetailsOf,
  type CustomerDetails,
  type Principal,
  type UserPrincipal,
} from '../policy/principal.ts';
import type { Resource } from '../policy/resource.ts';
import type { ScopeSubject } from '../domain/metrics/index.ts';

/**
 * Whose dashboard a route reads: a person's (themselves, their manager, admins) or a product's
 * (as the viewer sees it). The metrics and every list of a dashboard authorize and scope
 * through the same owner, so a figure and the rows beside it answer the same people.
 */
export type DashboardOwner = {
  /** Opens the route summaries of the OpenAPI document. */
  who: string;
  action: Action;
  load: (db: Db, organizationId: number, id: number) => Promise<Resource | undefined>;
  subject: (id: number) => ScopeSubject & { kind: 'user' | 'product' };
};

/** A person's dashboard: `/api/metrics/users/:id`, `/api/transactions/users/:id`… */
export const personDashboard: DashboardOwner = {
  who: 'A person’s',
  action: 'user-data.read',
  load: findUserResource,
  subject: (userId) => ({ kind: 'user', userId }),
};

/** A product's dashboard: `/api/metrics/products/:id`, `/api/transactions/products/:id`… */
export const productDashboard: DashboardOwner = {
  who: 'A product’s (a manager’s team, or the organization for admins)',
  action: 'product-data.read',
  load: findProductResource,
  subject: (productId) => ({ kind: 'product', productId }),
};

/**
 * Whose eyes a dashboard reads through (the rows they choose) and how its customers appear to
 * the caller: a share link reads with its creator's scope but shows customers as the link says.
 */
export type DashboardViewer = UserPrincipal & { customerDetails: CustomerDetails };

/**
 * Whose eyes a dashboard request reads through, once the caller may read `id` of `owner`: the
 * signed-in person, or a share link's creator (the policy decides; a refusal throws 403/404),
 * with the caller's {@link CustomerDetails}.
 */
export async function dashboardViewer(
  app: FastifyInstance,
  owner: DashboardOwner,
  id: number,
  principal: Principal | null,
): Promise<DashboardViewer> {
  await authorizeRecord(app.db.db, principal, owner.action, id, owner.load);
  const viewer = actingUserOf(principal);
  // actingUserOf refused a missing principal; hiding is the safe answer the types still ask for.
  return { ...viewer, customerDetails: principal ? customerDetailsOf(principal) : 'initials' };
}
