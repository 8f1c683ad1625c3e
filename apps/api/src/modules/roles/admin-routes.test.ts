import { roleSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;

const role = (response: { json(): unknown }) =>
  successEnvelope(roleSchema).parse(response.json()).data;

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;

const create = (payload: object, key?: string, as: TestUser = admin) =>
  t.injectAs(as, {
    method: 'POST',
    url: '/api/roles',
    payload,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });

const edit = (id: string, payload: object, as: TestUser = admin) =>
  t.injectAs(as, { method: 'PATCH', url: `/api/roles/${id}`, payload });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3 });
});

afterAll(async () => {
  await t.close();
});

describe('sales role administration', () => {
  it('creates a role with its percent, and replays a retried create', async () => {
    const first = await create({ role_title: 'Closer', commission: 10 }, 'role-key-00001');
    expect(first.statusCode).toBe(201);
    expect(role(first)).toMatchObject({
      role_title: 'Closer',
      commission: 10,
      is_active: true,
      version: 1,
      rates: [],
    });
    const again = await create({ role_title: 'Closer', commission: 10 }, 'role-key-00001');
    expect(role(again)).toEqual(role(first));
  });

  it('refuses a title the organization has, whatever its case, and a percent out of range, naming the field', async () => {
    const taken = await create({ role_title: 'closer', commission: 5 });
    expect(taken.statusCode).toBe(400);
    expect(message(taken)).toMatch(/^role_title: /);
    const tooMuch = await create({ role_title: 'Greedy', commission: 100.5 });
    expect(tooMuch.statusCode).toBe(400);
    expect(message(tooMuch)).toMatch(/^commission: /);
  });

  it('changes a percent from a day on, keeping the rate before it, and shows the rate in force today', async () => {
    const { role_id: id } = role(await create({ role_title: 'Setter', commission: 5 }));
    const changed = role(
      await edit(id, { version: 1, commission: 6, effective_from: '2020-01-01' }),
    );
    expect(changed).toMatchObject({ commission: 6, version: 2 });
    expect(changed.rates).toEqual([
      { commission: 6, effective_from: '2020-01-01' },
      { commission: 5, effective_from: '1900-01-01' },
    ]);
    const scheduled = role(
      await edit(id, { version: 2, commission: 8, effective_from: '2999-01-01' }),
    );
    // A change still to come is listed, and today's rate stays the one in force.
    expect(scheduled.commission).toBe(6);
    expect(scheduled.rates[0]).toEqual({ commission: 8, effective_from: '2999-01-01' });
  });

  it('refuses a stale edit with 409, a date without a percent naming it, and non-admins', async () => {
    const { role_id: id } = role(await create({ role_title: 'Closer II', commission: 10 }));
    expect((await edit(id, { version: 1, role_title: 'Senior closer' })).statusCode).toBe(200);
    const stale = await edit(id, { version: 1, role_title: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale-version' });
    const dateOnly = await edit(id, { version: 2, effective_from: '2026-01-01' });
    expect(dateOnly.statusCode).toBe(400);
    expect(message(dateOnly)).toMatch(/^effective_from: /);
    expect((await edit(id, { version: 2, role_title: 'Mine' }, manager)).statusCode).toBe(403);
    expect(
      (await create({ role_title: 'Mine', commission: 1 }, undefined, manager)).statusCode,
    ).toBe(403);
  });

  it('archives a role, which stays listed as archived', async () => {
    const { role_id: id } = role(await create({ role_title: 'Retired', commission: 4 }));
    expect(role(await edit(id, { version: 1, is_active: false }))).toMatchObject({
      is_active: false,
    });
    const list = await t.injectAs(manager, { method: 'GET', url: '/api/roles' });
    expect(
      (list.json() as { data: { role_title: string; is_active: boolean }[] }).data.find(
        (item) => item.role_title === 'Retired',
      ),
    ).toMatchObject({ is_active: false });
  });
});
