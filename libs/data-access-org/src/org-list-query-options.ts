import type { CloserList, ImportPerson, OrgUser, Product, Role } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchClosers } from './fetch-closers.ts';
import { fetchImportPeople } from './fetch-import-people.ts';
import { fetchOrgUsers } from './fetch-org-users.ts';
import { fetchProducts } from './fetch-products.ts';
import { fetchRoles } from './fetch-roles.ts';

/** Query-key tree of the organization's lists that forms choose from. */
export const orgListKeys = {
  products: ['org', 'lists', 'products'] as const,
  users: ['org', 'lists', 'users'] as const,
  roles: ['org', 'lists', 'roles'] as const,
  closers: ['org', 'lists', 'closers'] as const,
  importPeople: ['org', 'lists', 'import-people'] as const,
};

// The lists change rarely and forms open often: five minutes before a refetch.
const staleTime = 5 * 60_000;

/** Query options of the organization's products (a deal's product). */
export function productsQueryOptions(
  api: ApiClient,
): ApiQueryOptions<Product[], typeof orgListKeys.products> {
  return queryOptions({
    queryKey: orgListKeys.products,
    queryFn: () => fetchProducts(api),
    staleTime,
  });
}

/** Query options of the people the caller may list (a deal's closer and setter). */
export function orgUsersQueryOptions(
  api: ApiClient,
): ApiQueryOptions<OrgUser[], typeof orgListKeys.users> {
  return queryOptions({
    queryKey: orgListKeys.users,
    queryFn: () => fetchOrgUsers(api),
    staleTime,
  });
}

/** Query options of the sales roles (what someone is paid as). */
export function rolesQueryOptions(
  api: ApiClient,
): ApiQueryOptions<Role[], typeof orgListKeys.roles> {
  return queryOptions({ queryKey: orgListKeys.roles, queryFn: () => fetchRoles(api), staleTime });
}

/** Query options of the people an import's names may be mapped to (never a revoked invite). */
export function importPeopleQueryOptions(
  api: ApiClient,
): ApiQueryOptions<ImportPerson[], typeof orgListKeys.importPeople> {
  return queryOptions({
    queryKey: orgListKeys.importPeople,
    queryFn: () => fetchImportPeople(api),
    staleTime,
  });
}

/** Query options of the active closers' ids and names (the closer a setter names on a deal). */
export function closersQueryOptions(
  api: ApiClient,
): ApiQueryOptions<CloserList['closers'], typeof orgListKeys.closers> {
  return queryOptions({
    queryKey: orgListKeys.closers,
    queryFn: () => fetchClosers(api),
    staleTime,
  });
}
