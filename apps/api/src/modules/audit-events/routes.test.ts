import { auditEventListSchema, successEnvelope, type AuditEvent } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, runAsActor } from '../../domain/audit/index.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { createAdjustment } from '../adjustments/service.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let foreignAdmin: TestUser;

const page = async (as: TestUser, query: Record<string, string> = {}) => {
  const response = await t.getAs(as, '/api/audit-events', query);
  expect(response.statusCode, response.body).toBe(200);
  return successEnvelope(auditEventListSchema).parse(response.json()).data;
};

const rowsOf = async (query: Record<string, string>) => (await page(admin, query)).auditEvents;

const auditCount = async () =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events'))[0]?.n;

beforeAll(async () => {
  // Three failures of one email and address start the delays: the burst the log records.
  t = await buildTestApp({ loginFailuresBeforeDelay: 3 });
  admin = await t.createUser({
    access: 2,
    organizationName: 'Acme',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  manager = await t.createUser({ access: 3, organizationName: 'Acme' });
  employee = await t.createUser({ organizationName: 'Acme', managerId: manager.userId });
  foreignAdmin = await t.createUser({ access: 2, organizationName: 'Other' });
});

afterAll(async () => {
  await t.close();
});

describe('a change and its audit row', () => {
  let added: AuditEvent | undefined;

  it('records who changed what, with the record after and the request', async () => {
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/adjustments/${employee.userId}`,
      payload: { adjustment_date: '2026-01-15', amount: 50, reason: 'Audit bonus' },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ data: { adjustment_id: number } }>().data.adjustment_id;
    [added] = await rowsOf({ action: 'adjustment.created', entity_id: String(id) });
    expect(added).toMatchObject({
      actor_user_id: admin.userId,
      actor_name: 'Ada Admin',
      action: 'adjustment.created',
      entity_type: 'adjustment',
      entity_id: String(id),
      before: null,
      after: { adjustment_id: id, user_id: employee.userId, amount: 50, reason: 'Audit bonus' },
    });
    expect(added?.request_id).toMatch(/\S/);
  });

  it('holds the record before and after an edit', async () => {
    const id = added?.entity_id ?? '';
    const response = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/adjustments/${employee.userId}/${id}`,
      payload: { amount: -20 },
    });
    expect(response.statusCode).toBe(200);
    const [edited] = await rowsOf({ action: 'adjustment.updated', entity_id: id });
    expect(edited?.before).toMatchObject({ amount: 50 });
    expect(edited?.after).toMatchObject({ amount: -20 });
  });

  it('writes nothing when the change fails inside its transaction', async () => {
    const before = await auditCount();
    const failing = { notify: async () => Promise.reject(new Error('notification failed')) };
    await expect(
      createAdjustment(
        t.app.unitOfWork,
        failing,
        admin.organizationId,
        employee.userId,
        admin.userId,
        {
          adjustment_date: '2026-01-16',
          amount: 10,
          reason: 'Never happened',
        },
      ),
    ).rejects.toThrow('notification failed');
    expect(await auditCount()).toBe(before);
    const [kept] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM adjustments WHERE reason = 'Never happened'",
    );
    expect(kept?.n).toBe(0);
  });

  it('rolls back with a failed statement after it', async () => {
    const before = await auditCount();
    await expect(
      t.app.unitOfWork.run(async ({ db }) => {
        await recordAudit(db, {
          organizationId: admin.organizationId,
          action: 'organization.updated',
          entityType: 'organization',
          entityId: admin.organizationId,
        });
        // A constraint violation: no such organization.
        await db.execute(
          sql`INSERT INTO notifications (organization_id, user_id, type, title) VALUES (-1, -1, 'x', 'x')`,
        );
      }),
    ).rejects.toThrow();
    expect(await auditCount()).toBe(before);
  });

  it('is never changed or deleted, whoever asks the database', async () => {
    await expect(t.database.query('UPDATE audit_events SET action = $1', ['x'])).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(t.database.query('DELETE FROM audit_events')).rejects.toThrow(
      /never changed or deleted/,
    );
  });

  it('names the system when no request is running, and the actor given when one is', async () => {
    await runAsActor({ userId: () => manager.userId, requestId: 'cli-1' }, () =>
      t.app.unitOfWork.run(({ db }) =>
        recordAudit(db, {
          organizationId: admin.organizationId,
          action: 'organization.updated',
          entityType: 'organization',
          entityId: admin.organizationId,
        }),
      ),
    );
    await t.app.unitOfWork.run(({ db }) =>
      recordAudit(db, {
        organizationId: admin.organizationId,
        action: 'organization.updated',
        entityType: 'organization',
        entityId: admin.organizationId,
      }),
    );
    const [system, asManager] = await rowsOf({ action: 'organization.updated' });
    expect(system).toMatchObject({ actor_user_id: null, actor_name: null, request_id: null });
    expect(asManager).toMatchObject({ actor_user_id: manager.userId, request_id: 'cli-1' });
  });
});

describe('failed sign-ins', () => {
  it('are recorded once per burst, in the organization of the account', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: employee.email, password: 'not-the-password' },
      });
      expect(response.statusCode).toBe(401);
    }
    const bursts = await rowsOf({ action: 'auth.sign_in_failures' });
    expect(bursts).toHaveLength(1);
    expect(bursts[0]).toMatchObject({
      actor_user_id: null,
      entity_type: 'user',
      entity_id: String(employee.userId),
      after: { failures: 3 },
    });
    // The delay now refuses further tries: they are the same burst.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: employee.email, password: 'not-the-password' },
    });
    expect(refused.statusCode).toBe(429);
    expect(await rowsOf({ action: 'auth.sign_in_failures' })).toHaveLength(1);
  });
});

describe('GET /api/audit-events', () => {
  it('is for admins: managers and employees are refused', async () => {
    for (const user of [manager, employee]) {
      const response = await t.getAs(user, '/api/audit-events');
      expect(response.statusCode).toBe(403);
    }
  });

  it('shows an admin their own organization only', async () => {
    const other = await page(foreignAdmin);
    expect(other.auditEvents).toEqual([]);
    expect(other.pagination.totalCount).toBe(0);
  });

  it('filters by actor, entity and day, and pages newest first', async () => {
    const all = await page(admin, { limit: '2' });
    expect(all.pagination.totalCount).toBeGreaterThan(3);
    expect(all.auditEvents).toHaveLength(2);
    expect(all.pagination.hasNextPage).toBe(true);
    const [first, second] = all.auditEvents;
    expect(Number(first?.audit_event_id)).toBeGreaterThan(Number(second?.audit_event_id));
    const byActor = await rowsOf({ actor: String(admin.userId), limit: '100' });
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((row) => row.actor_user_id === admin.userId)).toBe(true);
    const byEntity = await rowsOf({ entity_type: 'adjustment', limit: '100' });
    expect(byEntity.every((row) => row.entity_type === 'adjustment')).toBe(true);
    expect(await rowsOf({ startDate: '2020-01-01', endDate: '2020-01-31' })).toEqual([]);
    const yesterday = new Date(Date.now() - 864e5).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 864e5).toISOString().slice(0, 10);
    expect(
      (await page(admin, { startDate: yesterday, endDate: tomorrow })).pagination.totalCount,
    ).toBe(all.pagination.totalCount);
    const searched = await rowsOf({ search: 'Ada', limit: '100' });
    expect(searched.length).toBe(byActor.length);
  });

  it('answers a 400 naming the field for a filter it does not know', async () => {
    for (const [field, value] of [
      ['action', 'user.teleported'],
      ['entity_type', 'spaceship'],
      ['startDate', '2026-02-30'],
    ] as const) {
      const response = await t.getAs(admin, '/api/audit-events', {
        [field]: value,
        ...(field === 'startDate' ? { endDate: '2026-03-01' } : {}),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
  });
});

describe('records named by name', () => {
  let productId = '';

  beforeAll(async () => {
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'VIP Coaching', price: 1997 },
    });
    expect(created.statusCode, created.body).toBe(201);
    productId = String(created.json<{ data: { product_id: number } }>().data.product_id);
  });

  it.each([
    ['a product by its name', 'product', (): string => productId, 'VIP Coaching'],
    ['a person by their display name', 'user', (): string => String(employee.userId), null],
    ['a statement month by the month', 'statement_period', (): string => '2025-06', '2025-06'],
  ] as const)('names %s', async (_label, entityType, id, expected) => {
    if (entityType === 'statement_period') {
      await t.app.unitOfWork.run(({ db }) =>
        recordAudit(db, {
          organizationId: admin.organizationId,
          action: 'statement.closed',
          entityType,
          entityId: '2025-06',
          after: { month: '2025-06' },
        }),
      );
    }
    if (entityType === 'user') {
      await t.app.unitOfWork.run(({ db }) =>
        recordAudit(db, {
          organizationId: admin.organizationId,
          action: 'user.updated',
          entityType,
          entityId: employee.userId,
          after: { title: 'Closer' },
        }),
      );
    }
    const [row] = await rowsOf({ entity_type: entityType, entity_id: id() });
    if (expected === null) expect(row?.entity_name).toMatch(/\S/);
    else expect(row?.entity_name).toBe(expected);
  });

  it('never names a record of another organization', async () => {
    await t.app.unitOfWork.run(({ db }) =>
      recordAudit(db, {
        organizationId: foreignAdmin.organizationId,
        action: 'product.updated',
        entityType: 'product',
        entityId: productId,
        after: { price: 1 },
      }),
    );
    const [row] = (await page(foreignAdmin, { entity_type: 'product' })).auditEvents;
    expect(row?.entity_id).toBe(productId);
    expect(row?.entity_name).toBeNull();
  });

  it.each([
    ['the record’s name', 'vip coach'],
    ['a value it held', '1997'],
  ])('finds a change by %s', async (_label, search) => {
    const found = await rowsOf({ search, limit: '100' });
    expect(found.some((row) => row.entity_type === 'product' && row.entity_id === productId)).toBe(
      true,
    );
  });

  it('finds nothing for a word no row holds', async () => {
    expect(await rowsOf({ search: 'zebra-quokka' })).toEqual([]);
  });
});

describe('GET /api/audit-events/download', () => {
  it('streams the same rows as CSV', async () => {
    const response = await t.getAs(admin, '/api/audit-events/download', {
      entity_type: 'adjustment',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('audit-log-all.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Actor ID,Actor,Action,Entity type,Entity ID,Entity name,Before,After,Request ID',
    );
    const listed = await rowsOf({ entity_type: 'adjustment', limit: '100' });
    expect(lines).toHaveLength(listed.length + 1);
    expect(lines[1]).toContain(listed[0]?.action);
  });

  it('is for admins only', async () => {
    const response = await t.getAs(manager, '/api/audit-events/download');
    expect(response.statusCode).toBe(403);
  });
});
