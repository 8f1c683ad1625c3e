import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-people', (pkg) => {
  it('leaves TanStack Query to the host app and brings the API client and contract', () => {
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
    });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
    });
  });

  it('loads the pick lists and the seats through its query options from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { orgListKeys, orgUsersQueryOptions, rolesQueryOptions, seatInfoQueryOptions } from '@salesdash/data-access-people';
      import { createFakeApiClient, exampleOrgUsers, exampleRoles, success } from '@salesdash/data-access-api/testing';
      const { api, requests } = createFakeApiClient({
        'GET users': success({ users: exampleOrgUsers }),
        'GET roles': success(exampleRoles),
        'GET organizations/:id/seat-count': success({ seats: 10, used: 4, available: 6 }),
      });
      const queryClient = new QueryClient();
      const users = await queryClient.fetchQuery(orgUsersQueryOptions(api));
      const roles = await queryClient.fetchQuery(rolesQueryOptions(api));
      await queryClient.fetchQuery(seatInfoQueryOptions(api, 3));
      console.log(JSON.stringify({
        users: users.length === exampleOrgUsers.length,
        roles: roles.length === exampleRoles.length,
        cached: queryClient.getQueryData(orgListKeys.users)?.length === exampleOrgUsers.length,
        paths: requests.map((request) => request.path),
      }));`);
    expect(results).toEqual({
      users: true,
      roles: true,
      cached: true,
      paths: ['users', 'roles', 'organizations/3/seat-count'],
    });
  });
});
