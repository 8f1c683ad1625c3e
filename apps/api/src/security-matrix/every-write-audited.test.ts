import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../security/access-token.ts';
import { testJwtSecret } from '../testing/build-test-app.ts';
import { resetTokenFor } from '../testing/reset-token.ts';
import { apiOperations, operationKey, type OpenApiPaths } from './matrix-coverage.ts';
import { matrixEntries, type MatrixEntry, type PrincipalName } from './matrix-entries.ts';
import { unauditedWrites } from './unaudited-writes.ts';
import { buildWorld, type World } from './world.ts';

/**
 * Walks every write route in /openapi.json and fails when one leaves no audit row
 * (docs/decisions/0045-audit-log.md). Each write is called once, validly, as the first caller the
 * security matrix lets through; the count of audit rows must grow. A new route is caught twice: the
 * matrix wants an entry for it, and this test wants its audit row (or a line in
 * unaudited-writes.ts).
 */

let world: World;
let writes: string[] = [];

/** Callers tried in this order: the first the matrix answers 2xx makes the call. */
const callers = ['admin', 'manager', 'employee', 'otherTeamManager', 'otherOrgEmployee'] as const;
type Caller = (typeof callers)[number];

/**
 * Writes whose matrix request is invalid on purpose (it proves a stranger is refused): a valid
 * call of each, made by a public caller.
 */
const validPublicCalls: Record<string, (w: World) => Promise<InjectOptions>> = {
  'POST /api/auth/reset-request': async (w) => ({
    method: 'POST',
    url: '/api/auth/reset-request',
    payload: { email: w.e2.email },
  }),
  'POST /api/auth/reset': async (w) => ({
    method: 'POST',
    url: '/api/auth/reset',
    payload: { token: await resetTokenFor(w.t, w.e3), password: 'a-brand-new-password-3' },
  }),
  'POST /api/auth/complete-registration': async (w) => {
    const invited = await w.t.injectAs(w.adminA, {
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: `walk-${w.next()}@example.test`, access: 4 },
    });
    const url = invited.json<{ data: { invite_url: string } }>().data.invite_url;
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    return {
      method: 'POST',
      url: '/api/auth/complete-registration',
      payload: { token, first_name: 'Walk', last_name: 'Er', password: 'a-brand-new-password-4' },
    };
  },
};

const userOf = (w: World, caller: Caller) =>
  ({
    admin: w.adminA,
    manager: w.m1,
    employee: w.e1,
    otherTeamManager: w.m2,
    otherOrgEmployee: w.employeeB,
  })[caller];

async function auditRowCount(): Promise<number> {
  const [row] = await world.t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM audit_events',
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  world = await buildWorld();
  const response = await world.t.app.inject({ method: 'GET', url: '/openapi.json' });
  writes = apiOperations(response.json<OpenApiPaths>()).filter((key) => !key.startsWith('GET '));
}, 120_000);

afterAll(async () => {
  await world?.t.close();
});

/** A valid call of the write `key`: its request and who sends it, or why there is none. */
async function validCall(
  key: string,
): Promise<{ options: InjectOptions; caller: Caller | 'public' } | string> {
  const publicCall = validPublicCalls[key];
  if (publicCall) return { options: await publicCall(world), caller: 'public' };
  const entry = matrixEntries.find(
    (candidate: MatrixEntry) => operationKey(candidate.method, candidate.path) === key,
  );
  if (!entry) return `${key} has no security matrix entry to take a valid request from`;
  const caller = callers.find((name: PrincipalName & Caller) => entry.expect[name] === '2xx');
  if (!caller)
    return `${key}: no signed-in caller may call it (add a valid call to validPublicCalls)`;
  return { options: await entry.request(world), caller };
}

describe('every write is in the audit log', () => {
  it('finds the API’s writes in /openapi.json', () => {
    expect(writes).toContain('POST /api/transactions');
    expect(writes.length).toBeGreaterThan(20);
  });

  it('lists no exemption for a route that no longer exists', () => {
    const stale = Object.keys(unauditedWrites).filter((key) => !writes.includes(key));
    expect(stale, `unaudited-writes.ts names routes that are gone: ${stale.join(', ')}`).toEqual(
      [],
    );
  });

  it('leaves an audit row for each valid write, naming every route that left none', async () => {
    const failures: string[] = [];
    for (const key of writes.filter((write) => !(write in unauditedWrites))) {
      const call = await validCall(key);
      if (typeof call === 'string') {
        failures.push(call);
        continue;
      }
      const before = await auditRowCount();
      const { options, caller } = call;
      const response =
        caller === 'public'
          ? await world.t.app.inject(options)
          : await world.t.app.inject({
              ...options,
              headers: {
                ...options.headers,
                authorization: `Bearer ${await signAccessToken(userOf(world, caller), testJwtSecret)}`,
              },
            });
      if (response.statusCode >= 300) {
        failures.push(
          `${key} as ${caller}: the valid call failed (${response.statusCode} ${response.body.slice(0, 160)})`,
        );
        continue;
      }
      if ((await auditRowCount()) <= before) {
        failures.push(
          `${key} as ${caller} changed data and left no audit row: call recordAudit (domain/audit) with its transaction in the route's service, or list it in unaudited-writes.ts with why`,
        );
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);
});
