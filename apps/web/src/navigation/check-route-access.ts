import { accessLevels, type SignedInUser } from '@salesdash/api-contract';
import type { RouteAccess } from '../route-table.ts';

/**
 * Route middleware: admin only, admin or manager, netrevenue client. The server enforces the
 * same rules on data (docs/product-rules.md#people-and-access); this only keeps users off screens
 * they cannot use.
 * @param access - the route's rule
 * @param user - the signed-in user
 */
export function checkRouteAccess(access: RouteAccess, user: SignedInUser): boolean {
  switch (access) {
    case 'admin':
      return user.access <= accessLevels.admin;
    case 'admin-or-manager':
      return user.access <= accessLevels.manager;
    case 'netrevenue-client':
      return user.is_netrevenue_client;
    default:
      return true;
  }
}
