import { parseArgs } from 'node:util';
import type { Database } from '../db/client.ts';
import { withOperatorDatabase } from './operator-database.ts';
import { setSeats, SetSeatsError } from './set-seats.ts';

export const setSeatsUsage = `Usage: npm run seats -- --organization-id <id> --seats <count>

Records a purchase of seats: sets the organization's purchased seats in the database the server
uses (DATABASE_URL, else the embedded one in DATA_DIR; stop the server first then). Never below
the seats in use (active people and pending invites). /settings/billing shows the count.
`;

export type SetSeatsRun = {
  argv: string[];
  env: Record<string, string | undefined>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** An open, migrated database the caller owns (tests); otherwise opened from `env`. */
  database?: Database;
};

/** A whole number the flag names, or why not. */
function wholeNumber(flag: string, text: string | undefined): number | string {
  if (text === undefined) return `${flag}: is required`;
  return /^\d{1,9}$/.test(text) ? Number(text) : `${flag}: expected a whole number, got "${text}"`;
}

/** Exit codes: 0 changed, 1 refused (unknown organization, below the seats in use), 2 usage. */
export async function runSetSeats(run: SetSeatsRun): Promise<number> {
  const fail = (code: number, message: string): number => {
    run.stderr.write(`${message}\n`);
    return code;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: run.argv,
      options: {
        'organization-id': { type: 'string' },
        seats: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return fail(2, `${error instanceof Error ? error.message : String(error)}\n\n${setSeatsUsage}`);
  }
  if (values.help) {
    run.stdout.write(setSeatsUsage);
    return 0;
  }
  const organizationId = wholeNumber('--organization-id', values['organization-id']);
  const seats = wholeNumber('--seats', values.seats);
  if (typeof organizationId === 'string') return fail(2, `${organizationId}\n\n${setSeatsUsage}`);
  if (typeof seats === 'string') return fail(2, `${seats}\n\n${setSeatsUsage}`);

  return withOperatorDatabase(run, fail, async (database) => {
    try {
      const change = await setSeats(database, organizationId, seats);
      run.stdout.write(
        `"${change.name}" (id ${change.organizationId}): ${change.before} → ${change.after} seats purchased, ${change.used} in use, ${change.after - change.used} available.\n`,
      );
      return 0;
    } catch (error) {
      if (error instanceof SetSeatsError) return fail(1, error.message);
      throw error;
    }
  });
}
