import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../security/access-token.ts';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../testing/build-test-app.ts';
import {
  clientSocket,
  connect,
  connectAs,
  listeningUrl,
  nextEvent,
  recordEvents,
  refusal,
  settle,
  type ClientSocket,
} from '../testing/socket-client.ts';
import { resetTokenFor } from '../testing/reset-token.ts';
import { organizationEvent } from './realtime-event.ts';

/*
 * A change that ends someone's access or sessions closes their open sockets at once, instead of
 * when their access token expires up to 15 minutes later
 * (docs/decisions/0025-sockets-and-leaderboard-links-follow-their-people.md).
 */

let t: TestApp;
let baseUrl: string;
let admin: TestUser;
const sockets: ClientSocket[] = [];

const track = (socket: ClientSocket) => {
  sockets.push(socket);
  return socket;
};
const tokenOf = (user: TestUser) => signAccessToken(user, testJwtSecret);
const patchUser = (user: TestUser, payload: Record<string, unknown>) =>
  t.injectAs(admin, { method: 'PATCH', url: `/api/users/${user.userId}`, payload });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ organizationName: 'Acme', access: 2 });
  baseUrl = await listeningUrl(t.app);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('ending a person’s sessions closes their sockets', () => {
  it('drops a deactivated person’s sockets, which then cannot come back', async () => {
    const rep = await t.createUser({ organizationName: 'Acme' });
    const socket = track(await connectAs(baseUrl, rep, testJwtSecret));
    // A socket that never joined a group is dropped too.
    const bare = track(await connect(clientSocket(baseUrl, { token: await tokenOf(rep) })));
    const dropped = Promise.all([nextEvent(socket, 'disconnect'), nextEvent(bare, 'disconnect')]);

    expect((await patchUser(rep, { is_active: false })).statusCode).toBe(200);
    expect(await dropped).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await refusal(clientSocket(baseUrl, { token: await tokenOf(rep) }))).toMatchObject({
      code: 'user-disabled',
    });
  });

  it('leaves everyone else’s sockets open', async () => {
    const rep = await t.createUser({ organizationName: 'Acme' });
    const colleague = await t.createUser({ organizationName: 'Acme' });
    const colleagueSocket = track(await connectAs(baseUrl, colleague, testJwtSecret));
    const repSocket = track(await connectAs(baseUrl, rep, testJwtSecret));
    const dropped = nextEvent(repSocket, 'disconnect');
    expect((await patchUser(rep, { is_active: false })).statusCode).toBe(200);
    await dropped;
    await settle();
    expect(colleagueSocket.connected).toBe(true);
    const heard = nextEvent(colleagueSocket, 'transaction:changed');
    t.app.realtimeEvents.publish([
      organizationEvent(colleague.organizationId, 'transaction:changed', {
        organization_id: colleague.organizationId,
        transaction_id: 1,
        user_id: colleague.userId,
        setter_id: null,
        transaction_status: 'approved',
        change: 'status',
      }),
    ]);
    await heard;
  });

  it('drops a demoted person’s sockets; they come back as who they are now', async () => {
    const manager = await t.createUser({ organizationName: 'Acme', access: 3 });
    const socket = track(await connectAs(baseUrl, manager, testJwtSecret));
    const dropped = nextEvent(socket, 'disconnect');
    expect((await patchUser(manager, { access: 4 })).statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    track(await connectAs(baseUrl, { ...manager, access: 4 }, testJwtSecret));
  });

  it('keeps the sockets of a change that touches no access (a new name)', async () => {
    const rep = await t.createUser({ organizationName: 'Acme' });
    const socket = track(await connectAs(baseUrl, rep, testJwtSecret));
    const disconnects = recordEvents(socket, 'disconnect');
    expect((await patchUser(rep, { first_name: 'Renamed' })).statusCode).toBe(200);
    await settle();
    expect(disconnects).toEqual([]);
  });

  it('drops every socket of a person who changes their password; the new session reconnects', async () => {
    const rep = await t.createUser({ organizationName: 'Acme', password: 'old-secret-words' });
    const here = track(await connectAs(baseUrl, rep, testJwtSecret));
    const elsewhere = track(await connectAs(baseUrl, rep, testJwtSecret));
    const dropped = Promise.all([
      nextEvent(here, 'disconnect'),
      nextEvent(elsewhere, 'disconnect'),
    ]);
    const changed = await t.injectAs(rep, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'old-secret-words', new_password: 'brand-new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await dropped).toEqual(['io server disconnect', 'io server disconnect']);
    const { access_token: token } = changed.json<{ data: { access_token: string } }>().data;
    const again = track(await connect(clientSocket(baseUrl, { token })));
    expect(await again.emitWithAck('join_group', { user_id: rep.userId })).toMatchObject({
      ok: true,
    });
  });

  it('drops the sockets of a person whose password is reset', async () => {
    const rep = await t.createUser({ organizationName: 'Acme' });
    const socket = track(await connectAs(baseUrl, rep, testJwtSecret));
    const token = await resetTokenFor(t, rep);
    const dropped = nextEvent(socket, 'disconnect');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'brand-new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });

  it('drops nothing when the change is refused', async () => {
    const rep = await t.createUser({ organizationName: 'Acme', password: 'old-secret-words' });
    const socket = track(await connectAs(baseUrl, rep, testJwtSecret));
    const disconnects = recordEvents(socket, 'disconnect');
    const refused = await t.injectAs(rep, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'not-the-password', new_password: 'brand-new-secret' },
    });
    expect(refused.statusCode).toBe(400);
    await settle();
    expect(disconnects).toEqual([]);
  });
});

describe('join_group of a person disabled since the socket opened', () => {
  it('is refused, and the socket is dropped', async () => {
    const rep = await t.createUser({ organizationName: 'Acme' });
    const socket = track(await connect(clientSocket(baseUrl, { token: await tokenOf(rep) })));
    // Behind the API's back: no drop is sent, only the join's own check can catch it.
    await t.database.query('UPDATE users SET is_active = false WHERE user_id = $1', [rep.userId]);
    const dropped = nextEvent(socket, 'disconnect');
    expect(
      await socket.emitWithAck('join_group', { organization_id: rep.organizationId }),
    ).toMatchObject({ ok: false, code: 'user-disabled' });
    expect(await dropped).toBe('io server disconnect');
  });
});
