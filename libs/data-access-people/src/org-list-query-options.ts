import type { CloserList, ImportPerson, OrgUser, Role } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchClosers } from './fetch-closers.ts';
import { fetchImportPeople } from './fetch-import-people.ts';
import { fetchOrgUsers } from './fetch-org-users.ts';
import { fetchRoles } from './fetch-roles.ts';

/**
 * Query-key tree of the organization's lists that forms choose from. One tree for every pick
 * list, products included: @salesdash/data-access-products builds its list on `products`.
 */
export const orgListKeys = {
  products: ['org', 'lists', 'products'] as const,
  users: ['org', 'lists', 'users'] as const,
  roles: ['org', 'lists', 'roles'] as const,
  closers: ['org', 'lists', 'closers'] as const,
  importPeople: ['org', 'lists', 'import-people'] as const,
};

/** The lists change rarely and forms open often: five minutes before a refetch. */
export const orgListStaleTime = 5 * 60_000;

/** Query options of the people the caller may list (a deal's closer and setter). */
export function orgUsersQueryOptions(
  api: ApiClient,
): ApiQueryOptions<OrgUser[], typeof orgListKeys.users> {
  return queryOptions({
    queryKey: orgListKeys.users,
    queryFn: () => fetchOrgUsers(api),
    staleTime: orgListStaleTime,
  });
}

/** Query options of the sales roles (what someone is paid as). */
export function rolesQueryOptions(
  api: ApiClient,
): ApiQueryOptions<Role[], typeof orgListKeys.roles> {
  return queryOptions({
    queryKey: orgListKeys.roles,
    queryFn: () => fetchRoles(api),
    staleTime: orgListStaleTime,
  });
}

/** Query options of the people an import's names may be mapped to (never a revoked invite). */
export function importPeopleQueryOptions(
  api: ApiClient,
): ApiQueryOptions<ImportPerson[], typeof orgListKeys.importPeople> {
  return queryOptions({
    queryKey: orgListKeys.importPeople,
    queryFn: () => fetchImportPeople(api),
    staleTime: orgListStaleTime,
  });
}

/** Query options of the active closers' ids and names (the closer a setter names on a deal). */
export function closersQueryOptions(
  api: ApiClient,
): ApiQueryOptions<CloserList['closers'], typeof orgListKeys.closers> {
  return queryOptions({
    queryKey: orgListKeys.closers,
    queryFn: () => fetchClosers(api),
    staleTime: orgListStaleTime,
  });
}
