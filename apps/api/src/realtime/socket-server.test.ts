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
import { boardEvent, organizationEvent, userEvent } from './realtime-event.ts';

let t: TestApp;
let baseUrl: string;
let rep: TestUser;
let colleague: TestUser;
let stranger: TestUser;
const sockets: ClientSocket[] = [];

const track = (socket: ClientSocket) => {
  sockets.push(socket);
  return socket;
};
const tokenOf = (user: TestUser, now?: Date) => signAccessToken(user, testJwtSecret, now);

beforeAll(async () => {
  t = await buildTestApp({}, { shareRecheckMs: 200 });
  rep = await t.createUser({ organizationName: 'Acme' });
  colleague = await t.createUser({ organizationName: 'Acme' });
  stranger = await t.createUser({ organizationName: 'Other' });
  baseUrl = await listeningUrl(t.app);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const transactionChange = (organizationId: number, userId: number) =>
  organizationEvent(organizationId, 'transaction:changed', {
    organization_id: organizationId,
    transaction_id: 7,
    user_id: userId,
    setter_id: null,
    transaction_status: 'approved',
    change: 'status',
  });

describe('socket handshake', () => {
  it('opens no connection without a token, with a bad one, or with a forged one', async () => {
    expect(await refusal(clientSocket(baseUrl, undefined))).toMatchObject({ code: 'unauthorized' });
    expect(await refusal(clientSocket(baseUrl, { token: 'not.a.token' }))).toMatchObject({
      code: 'unauthorized',
    });
    const forged = await signAccessToken(rep, 'another-secret-another-secret-another-secret');
    expect(await refusal(clientSocket(baseUrl, { token: forged }))).toMatchObject({
      code: 'unauthorized',
    });
  });

  it('says token-expired for an expired token, so the client renews and retries', async () => {
    const expired = await tokenOf(rep, new Date(Date.now() - 20 * 60 * 1000));
    expect(await refusal(clientSocket(baseUrl, { token: expired }))).toMatchObject({
      code: 'token-expired',
    });
  });

  it('refuses a deactivated person', async () => {
    const gone = await t.createUser({ organizationName: 'Acme', isActive: false });
    expect(await refusal(clientSocket(baseUrl, { token: await tokenOf(gone) }))).toMatchObject({
      code: 'user-disabled',
    });
  });

  it('speaks websocket only: long polling is refused', async () => {
    const polling = clientSocket(baseUrl, { token: await tokenOf(rep) }, ['polling']);
    await expect(connect(polling)).rejects.toThrow();
  });

  it('drops the connection when the access token expires', async () => {
    // Issued 15 minutes less 3 s ago: it expires three seconds from now (a busy machine may
    // take a second to open the connection).
    const almostExpired = await tokenOf(rep, new Date(Date.now() - 15 * 60 * 1000 + 3000));
    const socket = track(await connect(clientSocket(baseUrl, { token: almostExpired })));
    const reason = await nextEvent(socket, 'disconnect', 10_000);
    expect(reason).toBe('io server disconnect');
  });
});

describe('join_group', () => {
  it('joins one’s own organization and oneself, and refuses any other group', async () => {
    const socket = track(await connect(clientSocket(baseUrl, { token: await tokenOf(rep) })));
    expect(await socket.emitWithAck('join_group', { organization_id: rep.organizationId })).toEqual(
      {
        ok: true,
        group: `org:${rep.organizationId}`,
      },
    );
    expect(await socket.emitWithAck('join_group', { user_id: rep.userId })).toEqual({
      ok: true,
      group: `user:${rep.userId}`,
    });
    const errors = recordEvents(socket, 'realtime:error');
    for (const [message, code] of [
      [{ organization_id: stranger.organizationId }, 'group-refused'],
      [{ user_id: colleague.userId }, 'group-refused'],
      [{ room: `org:${rep.organizationId}` }, 'invalid-message'],
      [`org:${rep.organizationId}`, 'invalid-message'],
      [{ organization_id: rep.organizationId, user_id: rep.userId }, 'invalid-message'],
    ] as const) {
      expect(await socket.emitWithAck('join_group', message)).toMatchObject({ ok: false, code });
    }
    socket.emit('join_room', `org:${stranger.organizationId}`);
    await settle();
    expect(errors.map((error) => (error as { code: string }).code)).toEqual([
      'group-refused',
      'group-refused',
      'invalid-message',
      'invalid-message',
      'invalid-message',
      'invalid-message',
    ]);
    // The refused groups were never joined: another organization's event does not arrive.
    const heard = recordEvents(socket, 'transaction:changed');
    t.app.realtimeEvents.publish([transactionChange(stranger.organizationId, stranger.userId)]);
    await settle();
    expect(heard).toEqual([]);
  });
});

describe('fan-out', () => {
  it('delivers an organization event to its members and a person’s event to that person only', async () => {
    const repSocket = track(await connectAs(baseUrl, rep, testJwtSecret));
    const colleagueSocket = track(await connectAs(baseUrl, colleague, testJwtSecret));
    const strangerSocket = track(await connectAs(baseUrl, stranger, testJwtSecret));
    const strangerHeard = recordEvents(strangerSocket, 'transaction:changed');
    const colleagueNotes = recordEvents(colleagueSocket, 'notification:new');

    const change = transactionChange(rep.organizationId, rep.userId);
    const note = {
      notification_id: 1,
      type: 'test',
      title: 'Hello',
      body: '',
      link: null,
      is_read: false,
      created_at: new Date().toISOString(),
    };
    const arrivals = Promise.all([
      nextEvent(repSocket, 'transaction:changed'),
      nextEvent(colleagueSocket, 'transaction:changed'),
      nextEvent(repSocket, 'notification:new'),
    ]);
    t.app.realtimeEvents.publish([change, userEvent(rep.userId, 'notification:new', note)]);
    expect(await arrivals).toEqual([change.payload, change.payload, note]);
    await settle();
    expect(strangerHeard).toEqual([]);
    expect(colleagueNotes).toEqual([]);
  });
});

describe('leaderboard share link', () => {
  it('opens a read-only socket that hears its organization’s board and nothing else', async () => {
    const manager = await t.createUser({ organizationName: 'Acme', access: 3 });
    const token = await t.shareToken(manager, 'leaderboard', manager.organizationId);
    const board = track(await connect(clientSocket(baseUrl, { shareToken: token })));
    expect(
      await board.emitWithAck('join_group', { organization_id: colleague.organizationId }),
    ).toMatchObject({
      ok: false,
      code: 'read-only',
    });
    const records = recordEvents(board, 'transaction:changed');
    const boardChanged = nextEvent(board, 'leaderboard:changed');
    t.app.realtimeEvents.publish([
      transactionChange(colleague.organizationId, colleague.userId),
      boardEvent(stranger.organizationId),
      boardEvent(colleague.organizationId),
    ]);
    expect(await boardChanged).toEqual({ organization_id: colleague.organizationId });
    await settle();
    expect(records).toEqual([]);
  });

  it.each([
    ['its link is revoked', 'UPDATE shares SET revoked_at = now() WHERE created_by = $1'],
    // The link's grant, rechecked: its creator's plan no longer has the board.
    [
      'its creator loses the leaderboard',
      'UPDATE users SET is_netrevenue_client = false WHERE user_id = $1',
    ],
  ])('is dropped once %s', async (_case, endsTheLink) => {
    const manager = await t.createUser({ organizationName: 'Acme', access: 3 });
    const token = await t.shareToken(manager, 'leaderboard', manager.organizationId);
    const board = track(await connect(clientSocket(baseUrl, { shareToken: token })));
    const dropped = nextEvent(board, 'disconnect', 5_000);
    await t.database.query(endsTheLink, [manager.userId]);
    expect(await dropped).toBe('io server disconnect');
    expect(await refusal(clientSocket(baseUrl, { shareToken: token }))).toMatchObject({
      code: 'share-link-revoked',
    });
  });

  it('refuses other share links and unknown tokens', async () => {
    const employeeLink = await t.shareToken(rep, 'employee', rep.userId);
    expect(await refusal(clientSocket(baseUrl, { shareToken: employeeLink }))).toMatchObject({
      code: 'share-link-no-socket',
    });
    expect(
      await refusal(clientSocket(baseUrl, { shareToken: 'no-such-share-token-0123456789abcdef' })),
    ).toMatchObject({ code: 'share-link-invalid' });
  });
});
