import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';
import { writeSilently } from '../testing/write-silently.ts';
import { createPersonLookup } from './person-lookup.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
});

afterAll(async () => {
  await t.close();
});

const me = (user: TestUser) => t.injectAs(user, { method: 'GET', url: '/api/auth/me' });
const patchUser = (id: number, payload: object) =>
  t.injectAs(admin, { method: 'PATCH', url: `/api/users/${id}`, payload });

describe('the signed-in person on every request', () => {
  it('refuses a person whose principal was just read, on the request right after the deactivation', async () => {
    const person = await t.createUser();
    // Read (and, on the embedded engine, cached) a few times.
    for (let i = 0; i < 3; i += 1) expect((await me(person)).statusCode).toBe(200);
    expect((await patchUser(person.userId, { is_active: false })).statusCode).toBe(200);
    const next = await me(person);
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({ code: 'user-disabled' });
  });

  it('applies a demotion to the request right after it', async () => {
    const manager = await t.createUser({ access: 3 });
    const member = await t.createUser({ managerId: manager.userId });
    const read = () => t.injectAs(manager, { method: 'GET', url: `/api/users/${member.userId}` });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    expect((await patchUser(manager.userId, { access: 4 })).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(404);
  });

  it('applies a change made outside any route (raw SQL) to the next request', async () => {
    const person = await t.createUser();
    expect((await me(person)).statusCode).toBe(200);
    await t.database.query('UPDATE users SET is_active = false WHERE user_id = $1', [
      person.userId,
    ]);
    expect((await me(person)).statusCode).toBe(403);
    await t.database.query('DELETE FROM users WHERE user_id = $1', [person.userId]);
    expect((await me(person)).statusCode).toBe(401);
  });
});

describe('createPersonLookup', () => {
  it('on the embedded engine answers from memory until a users change is announced', async (context) => {
    // On PostgreSQL this process sees its own writes, silent or not (postgres-changes.ts).
    if (t.database.kind !== 'pglite') context.skip();
    const lookup = await createPersonLookup(t.database);
    try {
      const person = await t.createUser({ access: 4 });
      expect(await lookup.find(person.userId)).toMatchObject({ access: 4 });
      // Unannounced (triggers off), the change is not seen: the answer came from the cache…
      await writeSilently(t.database, 'UPDATE users SET access = 3 WHERE user_id = $1', [
        person.userId,
      ]);
      expect(await lookup.find(person.userId)).toMatchObject({ access: 4 });
      // …and any announced change to users, even of someone else, clears it.
      await t.database.query('UPDATE users SET first_name = first_name WHERE user_id = $1', [
        admin.userId,
      ]);
      expect(await lookup.find(person.userId)).toMatchObject({ access: 3 });
      expect(await lookup.find(2 ** 31 - 1)).toBeUndefined();
    } finally {
      await lookup.close();
    }
  });

  it('without change notifications reads the row on every lookup', async () => {
    const lookup = await createPersonLookup({ ...t.database, listen: undefined });
    try {
      const person = await t.createUser({ access: 4 });
      expect(await lookup.find(person.userId)).toMatchObject({ access: 4 });
      await writeSilently(t.database, 'UPDATE users SET access = 3 WHERE user_id = $1', [
        person.userId,
      ]);
      expect(await lookup.find(person.userId)).toMatchObject({ access: 3 });
    } finally {
      await lookup.close();
    }
  });
});
