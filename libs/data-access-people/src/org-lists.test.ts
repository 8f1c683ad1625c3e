import {
  createFakeApiClient,
  exampleOrgUsers,
  exampleRoles,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  closersQueryOptions,
  orgUsersQueryOptions,
  rolesQueryOptions,
} from './org-list-query-options.ts';

describe('the lists forms choose from', () => {
  it('read people and roles once, then serve them from the cache', async () => {
    const { api, requests } = createFakeApiClient({
      'GET users': success({ users: exampleOrgUsers }),
      'GET roles': success(exampleRoles),
    });
    const queryClient = new QueryClient();
    for (let round = 0; round < 2; round += 1) {
      await expect(queryClient.fetchQuery(orgUsersQueryOptions(api))).resolves.toEqual(
        exampleOrgUsers,
      );
      await expect(queryClient.fetchQuery(rolesQueryOptions(api))).resolves.toEqual(exampleRoles);
    }
    expect(requests.map((request) => request.path)).toEqual(['users', 'roles']);
  });

  it('read the closers a setter chooses from (ids and names, any member)', async () => {
    const closers = [{ user_id: 7, display_name: 'Casey Closer' }];
    const { api, requests } = createFakeApiClient({
      'GET users/closers': success({ closers }),
    });
    await expect(new QueryClient().fetchQuery(closersQueryOptions(api))).resolves.toEqual(closers);
    expect(requests.map((request) => request.path)).toEqual(['users/closers']);
  });

  it('throw the server’s refusal (employees may not list people)', async () => {
    const { api } = createFakeApiClient({
      'GET users': failure(403, 'forbidden', 'Only admins and managers can list employees'),
    });
    await expect(
      new QueryClient().fetchQuery({ ...orgUsersQueryOptions(api), retry: false }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
