import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/build-test-app.ts';
import { assertDealReferences } from './deal-checks.ts';

/*
 * The deal checks hold the one date rule (1900-01-01 to 2999-12-31) as well as "not after
 * today", for every writer of a deal: the routes' schemas check it first, but a webhook or any
 * other caller of the service reaches the database only through here.
 */

let database: Database;
let organizationId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [org] = await database.query<{ id: number }>(
    "INSERT INTO organizations (name, timezone) VALUES ('Dates Org', 'UTC') RETURNING organization_id AS id",
  );
  organizationId = Number(org?.id);
}, 60_000);

afterAll(async () => {
  await database.close();
});

/** The message of the 400 for `date`, or null when the date is taken. */
async function problemOf(date: string): Promise<string | null> {
  try {
    await assertDealReferences(database.db, organizationId, { transaction_date: date });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('assertDealReferences: the date', () => {
  it.each([
    ['1900-01-01', null],
    ['2026-01-15', null],
    ['1899-12-31', 'transaction_date: must be a day from 1900-01-01 to 2999-12-31'],
    ['0999-12-31', 'transaction_date: must be a day from 1900-01-01 to 2999-12-31'],
    ['3000-01-01', 'transaction_date: must be a day from 1900-01-01 to 2999-12-31'],
    ['2026-02-30', 'transaction_date: Invalid ISO 8601 date: "2026-02-30"'],
    ['2999-12-31', expect.stringMatching(/^transaction_date: must not be after today/)],
  ])('%s → %s', async (date, problem) => {
    expect(await problemOf(date)).toEqual(problem);
  });
});
