import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/api-contract', (pkg) => {
  it('leaves zod to the host app and brings util-period, whose date rule it uses', () => {
    expect(pkg.manifest.peerDependencies).toEqual({ zod: '^4.6.0' });
    expect(pkg.manifest.dependencies).toEqual({ '@salesdash/util-period': '0.1.0' });
  });

  it('validates requests and reads envelopes when imported from plain Node', () => {
    const results = pkg.runNode(`import * as contract from '@salesdash/api-contract';
      const bad = contract.loginRequestSchema.safeParse({ email: 'nope' });
      console.log(JSON.stringify({
        login: contract.loginRequestSchema.parse({ email: 'Closer@Demo.test', password: 'demo1234' }),
        badFields: bad.error.issues.map((issue) => issue.path.join('.')).sort(),
        date: [contract.isoDateSchema.safeParse('2024-02-29').success, contract.isoDateSchema.safeParse('2026-02-30').error.issues[0].message],
        envelope: contract.errorEnvelopeSchema.parse({ status: 'error', message: 'Slow down', code: 'too-many-requests' }),
        code429: contract.errorCodeByStatus[429],
        fixturesStayOut: ['exampleSignedInUser'].filter((name) => name in contract),
      }));`);
    expect(results).toEqual({
      login: { email: expect.stringMatching(/^closer@demo\.test$/i), password: 'demo1234' },
      badFields: ['email', 'password'],
      date: [true, 'Invalid ISO 8601 date: "2026-02-30"'],
      envelope: { status: 'error', message: 'Slow down', code: 'too-many-requests' },
      code429: 'too-many-requests',
      fixturesStayOut: [],
    });
  });
});
