import { shareTokenHeader } from '@salesdash/api-contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../security/access-token.ts';
import { testJwtSecret } from '../testing/build-test-app.ts';
import {
  apiOperations,
  matrixCoverage,
  operationKey,
  type OpenApiPaths,
} from './matrix-coverage.ts';
import {
  matrixEntries,
  principalNames,
  type Expectation,
  type MatrixEntry,
  type PrincipalName,
} from './matrix-entries.ts';
import { buildWorld, type World } from './world.ts';

let world: World;
/** Credentials by principal: headers to add to a cell's request. */
let credentials: (entry: MatrixEntry) => Record<PrincipalName, Record<string, string>>;
let openapiOperations: string[] = [];
const unexpected2xx: string[] = [];

const keyOf = operationKey;

/** A token whose payload was edited after signing (now claiming to be an admin). */
function tamper(token: string, adminId: number): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const edited = Buffer.from(
    JSON.stringify({ ...claims, sub: String(adminId), access: 1 }),
  ).toString('base64url');
  return `${header}.${edited}.${signature}`;
}

beforeAll(async () => {
  world = await buildWorld();
  const bearer = async (user: World['e1'], now?: Date) =>
    `Bearer ${await signAccessToken(user, testJwtSecret, now)}`;
  const e1Token = await signAccessToken(world.e1, testJwtSecret);
  const userHeaders = {
    none: {},
    expired: { authorization: await bearer(world.e1, new Date(Date.now() - 60 * 60 * 1000)) },
    tampered: { authorization: `Bearer ${tamper(e1Token, world.adminA.userId)}` },
    employee: { authorization: await bearer(world.e1) },
    otherOrgEmployee: { authorization: await bearer(world.employeeB) },
    otherTeamManager: { authorization: await bearer(world.m2) },
    manager: { authorization: await bearer(world.m1) },
    admin: { authorization: await bearer(world.adminA) },
  };
  const { shareTokens, apiKeys } = world;
  const keyHeader = (key: string) => ({ authorization: `Bearer ${key}` });
  credentials = (entry) => ({
    ...userHeaders,
    metricsKey: keyHeader(apiKeys.metricsKey),
    recordsReadKey: keyHeader(apiKeys.recordsReadKey),
    recordsWriteKey: keyHeader(apiKeys.recordsWriteKey),
    importKey: keyHeader(apiKeys.importKey),
    importCommitKey: keyHeader(apiKeys.importCommitKey),
    revokedKey: keyHeader(apiKeys.revokedKey),
    otherShare: {
      [shareTokenHeader]: entry.shareFor === 'product' ? shareTokens.p2 : shareTokens.e2,
    },
    ownShare: {
      [shareTokenHeader]: entry.shareFor === 'product' ? shareTokens.p1 : shareTokens.e1,
    },
  });

  const response = await world.t.app.inject({ method: 'GET', url: '/openapi.json' });
  openapiOperations = apiOperations(response.json<OpenApiPaths>());
}, 120_000);

afterAll(async () => {
  await world?.t.close();
});

const matches = (expected: Expectation, status: number) =>
  expected === '2xx' ? status >= 200 && status < 300 : status === expected;

async function runCell(
  entry: MatrixEntry,
  principal: PrincipalName,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = await entry.request(world);
  return world.t.app.inject({
    ...options,
    headers: { ...options.headers, ...credentials(entry)[principal] },
  });
}

describe('security matrix', () => {
  it('reads a route table that has the API in it', () => {
    expect(openapiOperations).toContain('GET /api/users/{id}');
  });

  it('has an entry for every /api operation of /openapi.json', () => {
    const { missing } = matrixCoverage(openapiOperations, matrixEntries);
    expect(missing, `operations without a matrix entry: ${missing.join(', ')}`).toEqual([]);
  });

  it('has no entry for a route that no longer exists', () => {
    const { stale } = matrixCoverage(openapiOperations, matrixEntries);
    expect(stale, `matrix entries without a route: ${stale.join(', ')}`).toEqual([]);
  });

  it('has one entry per operation', () => {
    expect(matrixCoverage(openapiOperations, matrixEntries).duplicated).toEqual([]);
  });

  describe.each(matrixEntries.map((entry) => [keyOf(entry.method, entry.path), entry] as const))(
    '%s',
    (_key, entry) => {
      it('answers every principal as expected', async () => {
        const mismatches: string[] = [];
        for (const principal of principalNames) {
          const expected = entry.expect[principal];
          const response = await runCell(entry, principal);
          const status = response.statusCode;
          if (matches(expected, status)) continue;
          const cell = `${keyOf(entry.method, entry.path)} as ${principal}: expected ${expected}, got ${status} ${response.body.slice(0, 200)}`;
          if (status >= 200 && status < 300) {
            unexpected2xx.push(cell);
            mismatches.push(`UNEXPECTED 2xx — ${cell}`);
          } else {
            mismatches.push(cell);
          }
        }
        expect(mismatches, mismatches.join('\n')).toEqual([]);
      });
    },
  );

  it('answers 401 to strangers on an /api path no route serves, so route names do not leak', async () => {
    for (const principal of ['none', 'expired', 'tampered', 'ownShare', 'revokedKey'] as const) {
      const response = await world.t.app.inject({
        method: 'GET',
        url: '/api/no-such-route',
        headers: credentials(matrixEntries[0] as MatrixEntry)[principal],
      });
      expect(response.statusCode, principal).toBe(401);
    }
  });

  it('lets zero requests through that should have been refused (unexpected 2xx)', () => {
    expect(
      unexpected2xx,
      `${unexpected2xx.length} unexpected 2xx:\n${unexpected2xx.join('\n')}`,
    ).toEqual([]);
  });
});
