import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-organization', (pkg) => {
  it('leaves TanStack Query to the host app and brings the API client and contract', () => {
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
    });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
    });
  });

  it('loads the organization and its audit log through its query options from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { auditEventsQueryOptions, organizationKeys, organizationQueryOptions } from '@salesdash/data-access-organization';
      import { createFakeApiClient, success } from '@salesdash/data-access-api/testing';
      const organization = { organization_id: 3, name: 'Acme', seats: 10, timezone: 'America/New_York', created_at: '2026-01-01T00:00:00.000Z', version: 2 };
      const { api, requests } = createFakeApiClient({
        'GET organizations/:id': success(organization),
        'GET audit-events': success({ auditEvents: [], pagination: { hasNextPage: false, totalCount: 0, totalPages: 0 } }),
      });
      const queryClient = new QueryClient();
      const loaded = await queryClient.fetchQuery(organizationQueryOptions(api, 3));
      const audit = await queryClient.fetchQuery(auditEventsQueryOptions(api, { page: 1 }));
      console.log(JSON.stringify({
        name: loaded.name,
        audit: audit.pagination.totalCount,
        key: organizationQueryOptions(api, 3).queryKey,
        root: organizationKeys.all,
        paths: requests.map((request) => request.path),
      }));`);
    expect(results).toEqual({
      name: 'Acme',
      audit: 0,
      key: ['org', 'organization', 3],
      root: ['org', 'organization'],
      paths: ['organizations/3', 'audit-events'],
    });
  });
});
