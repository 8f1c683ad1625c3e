import { shareTokenHeader } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, type AccessTokenSubject } from '../security/access-token.ts';
import { testJwtSecret } from '../testing/build-test-app.ts';
import { fuzzOperations, type FuzzOperation } from './input-fuzz.ts';
import { watchLiveness } from '../testing/liveness-watch.ts';
import {
  fuzzCallers,
  fuzzCases,
  hostileCases,
  runFuzzCase,
  type Caller,
  type FuzzKind,
} from './schema-fuzz.ts';
import { buildWorld, type World } from './world.ts';

/*
 * Schema fuzz, property style: every operation of /openapi.json gets requests generated from
 * its own schemas (see schema-fuzz.ts) from every kind of caller of the security-matrix world.
 * No answer may be a 5xx; every 4xx is in the error envelope, a 400 naming the field at fault.
 * Then every operation gets the hostile bodies once, from an admin (a body nested 10,000 deep,
 * 5 MiB of random bytes), while `/health/live` must keep answering: they must never stop the
 * server (docs/decisions/0061-bounded-request-parsing.md).
 * The seed and count are fixed so a run is repeatable and stays under a minute; FUZZ_SEED=<n>
 * and FUZZ_PER_CALLER=<n> explore further.
 */

const seed = Number(process.env['FUZZ_SEED'] ?? 20_261_123);
const perCaller = Number(process.env['FUZZ_PER_CALLER'] ?? 4);

let w: World;
let operations: FuzzOperation[] = [];
const headersOf: Partial<Record<Caller, Record<string, string>>> = {};

beforeAll(async () => {
  w = await buildWorld();
  const bearer = async (user: AccessTokenSubject) => ({
    authorization: `Bearer ${await signAccessToken(user, testJwtSecret)}`,
  });
  headersOf.anonymous = {};
  headersOf.admin = await bearer(w.adminA);
  headersOf.manager = await bearer(w.m1);
  headersOf.employee = await bearer(w.e1);
  headersOf['other-organization'] = await bearer(w.adminB);
  headersOf['share-link'] = { [shareTokenHeader]: w.shareTokens.e1 };
  headersOf['api-key'] = { authorization: `Bearer ${w.apiKeys.all}` };
  const document = await w.t.app.inject({ method: 'GET', url: '/openapi.json' });
  operations = fuzzOperations(document.json());
}, 60_000);

afterAll(async () => {
  await w.t.close();
});

describe('schema fuzz of every operation, as every kind of caller', () => {
  it('answers every generated request without a 5xx, in the envelope, naming the field at fault', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const ids = Array.from({ length: 12 }, (_, index) => index + 1);
    const failures: string[] = [];
    const sent = new Map<FuzzKind, number>();
    const callersSeen = new Set<Caller>();
    for (const operation of operations) {
      for (const fuzz of fuzzCases(operation, { seed, perCaller, ids })) {
        sent.set(fuzz.kind, (sent.get(fuzz.kind) ?? 0) + 1);
        callersSeen.add(fuzz.caller);
        const failure = await runFuzzCase(w.t.app, operation, fuzz, headersOf[fuzz.caller] ?? {});
        if (failure) failures.push(failure);
      }
    }
    const watch = watchLiveness(w.t.app);
    for (const operation of operations) {
      for (const fuzz of hostileCases(operation, { seed, ids, caller: 'admin' })) {
        sent.set(fuzz.kind, (sent.get(fuzz.kind) ?? 0) + 1);
        const failure = await runFuzzCase(w.t.app, operation, fuzz, headersOf.admin ?? {});
        if (failure) failures.push(failure);
      }
    }
    const liveness = await watch.stop();
    expect(failures, `FUZZ_SEED=${seed}:\n${failures.join('\n')}`).toEqual([]);
    expect(liveness.failures).toBe(0);
    expect(liveness.worstGapMs, 'the longest wait for /health/live').toBeLessThan(2_000);
    expect([...sent.keys()].sort()).toEqual([
      'binary-body',
      'deep-body',
      'extra-fields',
      'invalid-field',
      'malformed-body',
      'missing-field',
      'valid',
      'wrong-content-type',
    ]);
    expect(callersSeen.size).toBe(fuzzCallers.length);
  }, 120_000);
});
