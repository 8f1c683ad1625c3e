import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { runPackageCli } from '../../testing/package-cli.ts';

type LintProblem = {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
};
type LintReport = { totals: { errors: number; warnings: number }; problems: LintProblem[] };

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await buildTestApp();
  // Its own folder: the CLI reads a redocly.yaml of its working directory, and none may
  // soften the recommended rules.
  folder = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
});

afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('/openapi.json under Redocly’s recommended rules', () => {
  it('has no error and no warning', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    await writeFile(path.join(folder, 'openapi.json'), response.body);
    const lint = await runPackageCli(
      '@redocly/cli',
      'bin/cli.js',
      ['lint', 'openapi.json', '--extends=recommended', '--format=json', '--max-problems=1000'],
      folder,
    );
    const report = JSON.parse(lint.stdout) as LintReport;
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
