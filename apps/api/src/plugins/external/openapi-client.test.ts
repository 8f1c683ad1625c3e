import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { runPackageCli, workspaceRoot } from '../../testing/package-cli.ts';

/** docs/api.md's example client; its generated types are not committed. */
const consumerFile = path.join(workspaceRoot, 'apps/api/openapi-consumer/read-my-month.ts');
/** Ignored (dist/): the generated types stay there to read after a run. */
const project = path.join(workspaceRoot, 'dist/api-client-example');

type MyMonth = {
  name: string;
  totalCash: number;
  commission: number;
  transactions: { transaction_id: number }[];
};
type Consumer = {
  readMyMonth(
    baseUrl: string,
    credentials: { email: string; password: string },
    month: { startDate: string; endDate: string },
    pageSize?: number,
  ): Promise<MyMonth>;
};

/** tsc --noEmit --strict as a consumer project would run it; every declaration checked. */
function typeCheck(files: string[]): string[] {
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      noEmit: true,
      strict: true,
      noUncheckedIndexedAccess: true,
      skipDefaultLibCheck: true,
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['es2023', 'dom'],
      types: [],
    },
    project,
  );
  if (errors.length > 0)
    throw new Error(ts.flattenDiagnosticMessageText(errors[0]?.messageText, '\n'));
  const host = ts.createCompilerHost(options);
  const program = ts.createProgram({ rootNames: files, options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.formatDiagnostic(diagnostic, host).trimEnd());
}

let t: TestApp;
let org: FixtureOrg;

beforeAll(async () => {
  t = await buildTestApp();
  org = await buildFixtureOrg(t);
  await rm(project, { recursive: true, force: true });
  await mkdir(project, { recursive: true });
});

afterAll(async () => {
  await t.close();
});

describe('a client generated from /openapi.json', () => {
  it('type-checks the example consumer against types openapi-typescript generates', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    await writeFile(path.join(project, 'openapi.json'), document.body);
    // The command docs/api.md gives other teams, on the file instead of a live server.
    const generated = await runPackageCli(
      'openapi-typescript',
      'bin/cli.js',
      ['openapi.json', '--output', 'salesdash-api.d.ts'],
      project,
    );
    expect(generated.code, generated.stderr).toBe(0);
    await copyFile(consumerFile, path.join(project, 'read-my-month.ts'));
    expect(typeCheck([path.join(project, 'read-my-month.ts')])).toEqual([]);
  });

  it('signs in, reads the month and pages its transactions on a running server', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // A path in a variable: tsc -b of the API must not follow it to the absent generated types.
    const { readMyMonth } = (await import(/* @vite-ignore */ consumerFile)) as Consumer;
    const month = { startDate: '2026-03-01', endDate: '2026-03-31' };
    const read = await readMyMonth(
      `http://127.0.0.1:${port}`,
      { email: org.c.email, password: 'secret-password' },
      month,
      2,
    );
    const metrics = await t.getAs(org.c, `/api/metrics/users/${org.c.userId}`, month);
    const list = await t.getAs(org.c, `/api/transactions/users/${org.c.userId}`, {
      ...month,
      limit: '100',
    });
    const { current } = metrics.json<{ data: { current: MyMonth } }>().data;
    const { transactions } = list.json<{ data: { transactions: { transaction_id: number }[] } }>()
      .data;
    expect(transactions.length).toBeGreaterThan(2);
    expect(read).toMatchObject({ totalCash: current.totalCash, commission: current.commission });
    expect(read.transactions.map((row) => row.transaction_id)).toEqual(
      transactions.map((row) => row.transaction_id),
    );
  });
});
