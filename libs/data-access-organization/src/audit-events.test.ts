import type { AuditEvent } from '@salesdash/api-contract';
import { createFakeApiClient, failure, success } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { auditEventsQueryOptions } from './audit-events-query-options.ts';
import { downloadAuditEvents } from './download-audit-events.ts';

const row: AuditEvent = {
  audit_event_id: 12,
  created_at: '2026-03-02T15:04:05.000Z',
  actor_user_id: 1,
  actor_name: 'Ada Admin',
  action: 'adjustment.created',
  entity_type: 'adjustment',
  entity_id: '4',
  entity_name: null,
  before: null,
  after: { adjustment_id: 4, amount: 50 },
  request_id: 'req-1',
};
const pagination = { hasNextPage: false, totalCount: 1, totalPages: 1 };

describe('the audit log', () => {
  it('reads a page with the filters set, leaving unset ones out', async () => {
    const { api, requests } = createFakeApiClient({
      'GET audit-events': success({ auditEvents: [row], pagination }),
    });
    const page = await new QueryClient().fetchQuery(
      auditEventsQueryOptions(api, { page: 2, action: 'adjustment.created', search: '' }),
    );
    expect(page).toEqual({ auditEvents: [row], pagination });
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
      page: '2',
      action: 'adjustment.created',
    });
  });

  it('throws the server’s refusal (only admins read it)', async () => {
    const { api } = createFakeApiClient({
      'GET audit-events': failure(403, 'forbidden', 'Only admins can read the audit log'),
    });
    await expect(new QueryClient().fetchQuery(auditEventsQueryOptions(api))).rejects.toMatchObject({
      status: 403,
      message: 'Only admins can read the audit log',
    });
  });

  it('downloads the CSV of the same filters under the server’s file name', async () => {
    const { api, requests } = createFakeApiClient({
      'GET audit-events/download': {
        body: 'Time (UTC),Actor ID',
        headers: { 'content-disposition': 'attachment; filename="audit-log-all.csv"' },
      },
    });
    const file = await downloadAuditEvents(api, { entity_type: 'share' });
    expect(file.fileName).toBe('audit-log-all.csv');
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({ entity_type: 'share' });
  });
});
