import { organizationSchema, seatInfoSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let foreignAdmin: TestUser;
let org = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2, organizationName: 'Acme' });
  manager = await t.createUser({ access: 3, organizationName: 'Acme' });
  employee = await t.createUser({ organizationName: 'Acme', managerId: manager.userId });
  await t.createUser({ organizationName: 'Acme', passwordHash: null });
  await t.createUser({ organizationName: 'Acme', isActive: false });
  foreignAdmin = await t.createUser({ access: 2, organizationName: 'Other' });
  org = admin.organizationId;
  await t.database.query('UPDATE organizations SET seats = 10 WHERE organization_id = $1', [org]);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/organizations/:id', () => {
  it('gives admins their organization', async () => {
    const response = await t.injectAs(admin, { method: 'GET', url: `/api/organizations/${org}` });
    expect(response.statusCode).toBe(200);
    expect(
      successEnvelope(z.strictObject(organizationSchema.shape)).parse(response.json()).data,
    ).toMatchObject({
      organization_id: org,
      name: 'Acme',
      seats: 10,
      timezone: 'America/New_York',
    });
  });

  it('answers 403 to managers and employees, 404 to another organization, 400 for a bad id, 401 without a token', async () => {
    const url = `/api/organizations/${org}`;
    expect((await t.injectAs(manager, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs(employee, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs(foreignAdmin, { method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await t.injectAs(admin, { method: 'GET', url: '/api/organizations/999999' })).statusCode,
    ).toBe(404);
    const bad = await t.injectAs(admin, { method: 'GET', url: '/api/organizations/acme' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^id/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/organizations/:id/seat-count', () => {
  it('counts active users and pending invites, not deactivated people', async () => {
    const url = `/api/organizations/${org}/seat-count`;
    for (const user of [admin, manager]) {
      const response = await t.injectAs(user, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(
        successEnvelope(z.strictObject(seatInfoSchema.shape)).parse(response.json()).data,
      ).toEqual({
        seats: 10,
        used: 4,
        available: 6,
      });
    }
  });

  it('answers 403 to employees, 404 to another organization', async () => {
    const url = `/api/organizations/${org}/seat-count`;
    expect((await t.injectAs(employee, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs(foreignAdmin, { method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('PUT /api/organizations/:id', () => {
  it('renames the organization and changes its time zone', async () => {
    const url = `/api/organizations/${org}`;
    const response = await t.injectAs(admin, {
      method: 'PUT',
      url,
      payload: { name: '  Acme Sales ', timezone: 'Europe/Berlin' },
    });
    expect(response.statusCode).toBe(200);
    expect(successEnvelope(organizationSchema).parse(response.json()).data).toMatchObject({
      name: 'Acme Sales',
      timezone: 'Europe/Berlin',
    });
    const renamed = await t.injectAs(admin, { method: 'PUT', url, payload: { name: 'Acme' } });
    expect(successEnvelope(organizationSchema).parse(renamed.json()).data).toMatchObject({
      name: 'Acme',
      timezone: 'Europe/Berlin',
    });
  });

  it('answers 400 naming the field for an empty name or an unknown time zone', async () => {
    const url = `/api/organizations/${org}`;
    const name = await t.injectAs(admin, { method: 'PUT', url, payload: { name: ' ' } });
    expect(name.statusCode).toBe(400);
    expect(name.json<{ message: string }>().message).toMatch(/^name/);
    const zone = await t.injectAs(admin, {
      method: 'PUT',
      url,
      payload: { name: 'Acme', timezone: 'Mars/Olympus' },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json<{ message: string }>().message).toMatch(/^timezone/);
  });

  it('answers 403 to managers, 404 to another organization, 401 without a token', async () => {
    const url = `/api/organizations/${org}`;
    const payload = { name: 'Taken over' };
    expect((await t.injectAs(manager, { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await t.injectAs(foreignAdmin, { method: 'PUT', url, payload })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    const [row] = await t.database.query<{ name: string }>(
      'SELECT name FROM organizations WHERE organization_id = $1',
      [org],
    );
    expect(row?.name).toBe('Acme');
  });
});

describe('PUT /api/organizations/:id with the version the form read', () => {
  const url = () => `/api/organizations/${org}`;
  const read = async () =>
    successEnvelope(organizationSchema).parse(
      (await t.injectAs(admin, { method: 'GET', url: url() })).json(),
    ).data;
  const auditRows = async () =>
    (
      await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_events
         WHERE organization_id = $1 AND action = 'organization.updated'`,
        [org],
      )
    )[0]?.n ?? 0;

  it('saves on the current version, bumps it and records the change with before and after', async () => {
    const { version } = await read();
    const rows = await auditRows();
    const response = await t.injectAs(admin, {
      method: 'PUT',
      url: url(),
      payload: { name: 'Acme', timezone: 'Asia/Kathmandu', version },
    });
    expect(response.statusCode).toBe(200);
    const saved = successEnvelope(organizationSchema).parse(response.json()).data;
    expect(saved).toMatchObject({ timezone: 'Asia/Kathmandu', version: version + 1 });
    expect(await auditRows()).toBe(rows + 1);
    const [row] = await t.database.query<{
      before: { timezone: string };
      after: { timezone: string };
    }>(
      `SELECT before, after FROM audit_events WHERE organization_id = $1
       AND action = 'organization.updated' ORDER BY audit_event_id DESC LIMIT 1`,
      [org],
    );
    expect(row?.after.timezone).toBe('Asia/Kathmandu');
  });

  it('refuses a stale form with 409 stale-version, changing nothing and recording nothing', async () => {
    const { version, timezone } = await read();
    const rows = await auditRows();
    const stale = await t.injectAs(admin, {
      method: 'PUT',
      url: url(),
      payload: { name: 'Stale Acme', timezone: 'UTC', version: version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('stale-version');
    expect(await read()).toMatchObject({ name: 'Acme', timezone, version });
    expect(await auditRows()).toBe(rows);
  });

  it('takes IANA names only: 400 naming timezone for other spellings Intl would accept', async () => {
    for (const timezone of ['america/new_york', 'EST', '+05:00', 'GMT+5', 'Mars/Olympus', '']) {
      const response = await t.injectAs(admin, {
        method: 'PUT',
        url: url(),
        payload: { name: 'Acme', timezone },
      });
      expect(response.statusCode, timezone).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^timezone: must be an IANA/);
    }
    for (const timezone of [
      'UTC',
      'Etc/GMT+5',
      'America/Argentina/Buenos_Aires',
      'America/New_York',
    ]) {
      const response = await t.injectAs(admin, {
        method: 'PUT',
        url: url(),
        payload: { name: 'Acme', timezone },
      });
      expect(response.statusCode, timezone).toBe(200);
    }
  });
});
