import { currentUserSchema, profileSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let person: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  person = await t.createUser({ firstName: 'Pat', lastName: 'Lee', organizationName: 'Acme' });
  other = await t.createUser({ firstName: 'Oli', lastName: 'Ray', organizationName: 'Acme' });
});

afterAll(async () => {
  await t.close();
});

const profileOf = async (user: TestUser) =>
  successEnvelope(profileSchema).parse(
    (await t.injectAs(user, { method: 'GET', url: '/api/profile' })).json(),
  ).data;

const auditRows = async (userId: number) =>
  (
    await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events
       WHERE entity_type = 'user' AND entity_id = $1 AND action = 'user.profile_changed'`,
      [String(userId)],
    )
  )[0]?.n ?? 0;

describe('GET /api/profile', () => {
  it('answers the caller’s own names and version, 401 without a token', async () => {
    expect(await profileOf(person)).toMatchObject({
      user_id: person.userId,
      first_name: 'Pat',
      last_name: 'Lee',
      version: 1,
      profile_picture: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('saves the caller’s names on the current version, bumps it and records the change', async () => {
    const { version } = await profileOf(person);
    const rows = await auditRows(person.userId);
    const response = await t.injectAs(person, {
      method: 'PUT',
      url: '/api/profile',
      payload: { version, first_name: ' Patricia ', last_name: 'Lee', display_name: 'Pat L.' },
    });
    expect(response.statusCode).toBe(200);
    expect(successEnvelope(profileSchema).parse(response.json()).data).toMatchObject({
      first_name: 'Patricia',
      display_name: 'Pat L.',
      version: version + 1,
    });
    expect(await auditRows(person.userId)).toBe(rows + 1);
    const [row] = await t.database.query<{ before: object; after: object; actor_user_id: number }>(
      `SELECT before, after, actor_user_id FROM audit_events
       WHERE action = 'user.profile_changed' ORDER BY audit_event_id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({
      actor_user_id: person.userId,
      before: { first_name: 'Pat' },
      after: { first_name: 'Patricia', display_name: 'Pat L.' },
    });
    // Another person's profile is untouched: the route has no id to aim elsewhere.
    expect(await profileOf(other)).toMatchObject({ first_name: 'Oli', version: 1 });
  });

  it('shows "first last" for an empty display name, in /api/auth/me too', async () => {
    const { version } = await profileOf(person);
    await t.injectAs(person, {
      method: 'PUT',
      url: '/api/profile',
      payload: { version, first_name: 'Pat', last_name: 'Lee', display_name: '  ' },
    });
    const me = await t.injectAs(person, { method: 'GET', url: '/api/auth/me' });
    expect(successEnvelope(currentUserSchema).parse(me.json()).data.display_name).toBe('Pat Lee');
  });

  it('refuses a stale form with 409 stale-version, changing and recording nothing', async () => {
    const { version } = await profileOf(person);
    const rows = await auditRows(person.userId);
    const stale = await t.injectAs(person, {
      method: 'PUT',
      url: '/api/profile',
      payload: { version: version - 1, first_name: 'Stale', last_name: 'Form', display_name: '' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('stale-version');
    expect(await profileOf(person)).toMatchObject({ first_name: 'Pat', version });
    expect(await auditRows(person.userId)).toBe(rows);
  });

  it('answers 400 naming the field for a blank name, a missing version or an unknown field', async () => {
    const { version } = await profileOf(person);
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { version, first_name: ' ', last_name: 'Lee', display_name: '' },
        /^first_name: is required/,
      ],
      [{ first_name: 'Pat', last_name: 'Lee', display_name: '' }, /^version/],
      [{ version, first_name: 'Pat', last_name: 'x'.repeat(101), display_name: '' }, /^last_name/],
      [{ version, first_name: 'Pat', last_name: 'Lee', display_name: '', access: 2 }, /access/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.injectAs(person, { method: 'PUT', url: '/api/profile', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
  });
});
