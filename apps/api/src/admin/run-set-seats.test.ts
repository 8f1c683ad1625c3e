import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditEvents, organizations, users } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/build-test-app.ts';
import { runSetSeats } from './run-set-seats.ts';
import { outputCollector } from './output-collector.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

beforeEach(async () => {
  await database.exec('TRUNCATE organizations, users, audit_events RESTART IDENTITY CASCADE');
  await database.db.insert(organizations).values({ name: 'Acme', seats: 5 });
  // Three seats in use: two people and a pending invite (an active user without a password).
  await database.db.insert(users).values(
    ['a@acme.test', 'b@acme.test', 'c@acme.test'].map((email) => ({
      organizationId: 1,
      email,
      firstName: 'A',
      lastName: 'B',
      access: 4,
    })),
  );
});

afterAll(async () => {
  await database.close();
});

async function run(argv: string[]) {
  const out = outputCollector();
  const err = outputCollector();
  const code = await runSetSeats({
    argv,
    env: {},
    stdout: out.stream,
    stderr: err.stream,
    database,
  });
  const [row] = await database.db
    .select({ seats: organizations.seats })
    .from(organizations)
    .where(eq(organizations.organizationId, 1));
  return { code, out: out.text(), err: err.text(), seats: row?.seats };
}

describe('npm run seats', () => {
  it('records a purchase and says what is in use and available', async () => {
    const result = await run(['--organization-id', '1', '--seats', '40']);
    expect(result).toMatchObject({ code: 0, seats: 40 });
    expect(result.out).toBe('"Acme" (id 1): 5 → 40 seats purchased, 3 in use, 37 available.\n');
  });

  it.each([
    [['--organization-id', '1', '--seats', '2'], 1, /3 seats are in use/],
    [['--organization-id', '9', '--seats', '10'], 1, /no organization 9/],
    [['--organization-id', '1', '--seats=-3'], 2, /--seats: expected a whole number/],
    [['--organization-id', '1', '--seats', '1e3'], 2, /--seats: expected a whole number/],
    [['--organization-id', '1', '--seats', '200000'], 1, /from 0 to 100000/],
    [['--seats', '10'], 2, /--organization-id: is required/],
    [['--organization-id', '1'], 2, /--seats: is required/],
    [['--organization-id', '1', '--seats', '10', '--force'], 2, /Unknown option '--force'/],
  ])('refuses %j (exit %i) and changes nothing', async (argv, code, message) => {
    const result = await run(argv);
    expect(result.code).toBe(code);
    expect(result.err).toMatch(message);
    expect(result.seats).toBe(5);
  });

  it('leaves an audit row without an actor, and none for a refusal', async () => {
    await run(['--organization-id', '1', '--seats', '2']);
    await run(['--organization-id', '1', '--seats', '12']);
    const rows = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'organization.seats_changed'));
    expect(rows).toEqual([
      expect.objectContaining({ actorUserId: null, before: { seats: 5 }, after: { seats: 12 } }),
    ]);
  });

  it('goes down to exactly the seats in use', async () => {
    expect(await run(['--organization-id', '1', '--seats', '3'])).toMatchObject({
      code: 0,
      seats: 3,
    });
  });

  it('prints its usage for --help', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Usage: npm run seats/);
  });
});
