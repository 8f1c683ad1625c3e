import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { passwordHashParams, verifyPassword } from '../security/password.ts';
import { openTestDatabase } from '../testing/build-test-app.ts';
import { runCreateAdmin } from './run-create-admin.ts';
import type { TerminalInput } from './read-hidden-line.ts';
import { outputCollector } from './output-collector.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

beforeEach(async () => {
  await database.exec('TRUNCATE organizations, users RESTART IDENTITY CASCADE');
});

afterAll(async () => {
  await database.close();
});

const password = 'correct-horse-battery';

/** Runs the CLI on the test database; stdin is not a terminal unless `stdin` says so. */
async function run(argv: string[], env: Record<string, string> = {}, stdin?: TerminalInput) {
  const out = outputCollector();
  const err = outputCollector();
  const code = await runCreateAdmin({
    argv,
    env,
    stdin: stdin ?? new PassThrough(),
    stdout: out.stream,
    stderr: err.stream,
    database,
  });
  return { code, stdout: out.text(), stderr: err.text() };
}

const usersOf = () =>
  database.query<{ email: string; access: number; organization_id: number; password_hash: string }>(
    'SELECT email, access, organization_id, password_hash FROM users ORDER BY user_id',
  );

describe('npm run create-admin', () => {
  it('creates the organization and an admin with the password from ADMIN_PASSWORD, hashed as the app does', async () => {
    const result = await run(['--email', 'Boss@Example.test', '--organization', 'Acme Sales'], {
      ADMIN_PASSWORD: password,
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /Created admin Boss@Example.test .* new organization "Acme Sales"/,
    );
    const [user, ...others] = await usersOf();
    expect(others).toEqual([]);
    expect(user).toMatchObject({ email: 'Boss@Example.test', access: 2 });
    expect(user?.password_hash).toMatch(
      new RegExp(
        `^scrypt\\$${passwordHashParams.N}\\$${passwordHashParams.r}\\$${passwordHashParams.p}\\$`,
      ),
    );
    expect(await verifyPassword(password, user?.password_hash)).toBe(true);
    expect(await database.query('SELECT name FROM organizations')).toEqual([
      { name: 'Acme Sales' },
    ]);
  });

  it('refuses an email the organization already has, changing nothing (running it twice is safe)', async () => {
    expect((await run(['--email', 'boss@example.test'], { ADMIN_PASSWORD: password })).code).toBe(
      0,
    );
    const before = await usersOf();
    const again = await run(['--email', 'BOSS@example.test'], { ADMIN_PASSWORD: `${password}-2` });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^--email: BOSS@example.test already has an account/);
    expect(await usersOf()).toEqual(before);
    expect(await database.query('SELECT count(*)::int AS n FROM organizations')).toEqual([
      { n: 1 },
    ]);
  });

  it('adds an admin to the only organization, and asks which one when there are several', async () => {
    await run(['--email', 'first@example.test'], { ADMIN_PASSWORD: password });
    const second = await run(['--email', 'second@example.test'], { ADMIN_PASSWORD: password });
    expect(second.code).toBe(0);
    expect(new Set((await usersOf()).map((user) => user.organization_id)).size).toBe(1);

    const [other] = await database.query<{ id: number }>(
      "INSERT INTO organizations (name) VALUES ('Other') RETURNING organization_id AS id",
    );
    const ambiguous = await run(['--email', 'third@example.test'], { ADMIN_PASSWORD: password });
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toMatch(/^--organization-id: the database has 2 organizations/);
    const chosen = await run(
      ['--email', 'third@example.test', '--organization-id', String(other?.id)],
      { ADMIN_PASSWORD: password },
    );
    expect(chosen.code).toBe(0);
    expect((await usersOf()).at(-1)).toMatchObject({ organization_id: other?.id, access: 2 });
  });

  it.each([
    [['--email', 'not-an-email'], password, /^--email: Invalid email address/],
    [['--email', 'a@example.test'], 'short', /^password: Use at least 10 characters/],
    [
      ['--email', 'a@example.test'],
      'a@example.test',
      /^password: The password must not be your email/,
    ],
    [['--email', 'a@example.test'], '1234567890', /^password: This password is too common/],
    [['--email', 'a@example.test', '--first-name', 'x'.repeat(101)], password, /^--first-name: /],
    [
      ['--email', 'a@example.test', '--last-name', 'Smith\nSecond line'],
      password,
      /^--last-name: must not contain control characters/,
    ],
    [
      ['--email', 'a@example.test', '--organization', 'Acme\u202eSales'],
      password,
      /^--organization: must not contain control characters/,
    ],
    [
      ['--email', 'a@example.test', '--organization', ' '],
      password,
      /^--organization: is required/,
    ],
    [
      ['--email', 'a@example.test', '--organization-id', 'abc'],
      password,
      /^--organization-id: expected a whole number/,
    ],
    [[], password, /^--email: is required/],
    [['--email', 'a@example.test', '--admin'], password, /Unknown option '--admin'/],
  ])('refuses %j (password %j), naming the field', async (argv, given, message) => {
    const result = await run(argv, { ADMIN_PASSWORD: given });
    expect(result.code).toBeGreaterThan(0);
    expect(result.stderr).toMatch(message);
    expect(await usersOf()).toEqual([]);
  });

  it.each([['--password', password], [`--password=${password}`], ['-p', password]])(
    'refuses a password given as a flag (%s), even with a valid one',
    async (...flag) => {
      const result = await run(['--email', 'a@example.test', ...flag], {});
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^password: not accepted as a flag .* set ADMIN_PASSWORD/);
      expect(result.stderr).not.toContain(password);
      expect(await usersOf()).toEqual([]);
    },
  );

  it('without ADMIN_PASSWORD and without a terminal, says how to give the password', async () => {
    const result = await run(['--email', 'a@example.test']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no terminal to ask it on; set ADMIN_PASSWORD/);
  });

  it('asks twice on a terminal without echoing what is typed', async () => {
    const keyboard = Object.assign(new PassThrough(), {
      isTTY: true,
      rawModes: [] as boolean[],
      setRawMode(mode: boolean) {
        this.rawModes.push(mode);
      },
    });
    const typing = async () => {
      // A typo fixed with backspace, then the same password again.
      keyboard.write(`${password}x\u007f\r`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      keyboard.write(`${password}\r`);
    };
    const [result] = await Promise.all([
      run(['--email', 'tty@example.test'], {}, keyboard),
      typing(),
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('Password for the new admin: \nThe same password again: \n');
    expect(result.stderr).not.toContain(password);
    expect(keyboard.rawModes).toEqual([true, false, true, false]);
    const [user] = await usersOf();
    expect(await verifyPassword(password, user?.password_hash)).toBe(true);
  });

  it('refuses two different entries at the prompt', async () => {
    const keyboard = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
    const typing = async () => {
      keyboard.write(`${password}\r`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      keyboard.write(`${password}-other\r`);
    };
    const [result] = await Promise.all([
      run(['--email', 'tty@example.test'], {}, keyboard),
      typing(),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/password: the two entries differ/);
    expect(await usersOf()).toEqual([]);
  });
});
