import { parseArgs } from 'node:util';
import type { Database } from '../db/client.ts';
import { createAdmin, CreateAdminError } from './create-admin.ts';
import { withOperatorDatabase } from './operator-database.ts';
import { PromptCancelled, readHiddenLine, type TerminalInput } from './read-hidden-line.ts';

/** The environment variable a script or container passes the password in. */
export const adminPasswordVariable = 'ADMIN_PASSWORD';

export const createAdminUsage = `Usage: npm run create-admin -- --email <address> [--first-name <name>] [--last-name <name>]
         [--organization <name>] [--organization-id <id>]

Creates an admin account (and the organization when the database has none) in the database
the server uses (DATABASE_URL, else the embedded one in DATA_DIR; stop the server first then).
The password is read from ${adminPasswordVariable} or asked for at the terminal, never from a flag.
`;

export type CreateAdminRun = {
  argv: string[];
  env: Record<string, string | undefined>;
  stdin: TerminalInput;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** An open, migrated database the caller owns (tests); otherwise opened from `env`. */
  database?: Database;
};

/** Exit codes: 0 created, 1 refused (bad input, email taken), 2 wrong usage. */
export async function runCreateAdmin(run: CreateAdminRun): Promise<number> {
  const fail = (code: number, message: string): number => {
    run.stderr.write(`${message}\n`);
    return code;
  };
  // A password on the command line lands in shell history and in every process listing.
  if (run.argv.some((arg) => /^(--password|--pass|-p)(=|$)/.test(arg))) {
    return fail(
      2,
      `password: not accepted as a flag (it would show in the shell history and the process list); set ${adminPasswordVariable} or type it at the prompt`,
    );
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: run.argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        organization: { type: 'string' },
        'organization-id': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return fail(
      2,
      `${error instanceof Error ? error.message : String(error)}\n\n${createAdminUsage}`,
    );
  }
  if (values.help) {
    run.stdout.write(createAdminUsage);
    return 0;
  }
  const { email } = values;
  if (!email) return fail(2, `--email: is required\n\n${createAdminUsage}`);
  const organizationId =
    values['organization-id'] === undefined ? undefined : Number(values['organization-id']);
  if (organizationId !== undefined && !Number.isInteger(organizationId)) {
    return fail(
      2,
      `--organization-id: expected a whole number, got "${values['organization-id']}"`,
    );
  }

  let password = run.env[adminPasswordVariable] ?? '';
  if (password === '') {
    if (!run.stdin.isTTY) {
      return fail(
        2,
        `password: no terminal to ask it on; set ${adminPasswordVariable} (never a flag)`,
      );
    }
    try {
      password = await readHiddenLine('Password for the new admin: ', run.stdin, run.stderr);
      const again = await readHiddenLine('The same password again: ', run.stdin, run.stderr);
      if (again !== password)
        return fail(1, 'password: the two entries differ; nothing was changed');
    } catch (error) {
      if (error instanceof PromptCancelled) return fail(1, 'Cancelled; nothing was changed.');
      throw error;
    }
  }

  return withOperatorDatabase(run, fail, async (database) => {
    try {
      const created = await createAdmin(database, {
        email,
        password,
        firstName: values['first-name'],
        lastName: values['last-name'],
        organizationName: values.organization,
        organizationId,
      });
      run.stdout.write(
        `Created admin ${email.trim()} (user ${created.userId}) in ${created.createdOrganization ? 'the new organization' : 'the organization'} "${created.organizationName}" (id ${created.organizationId}). Sign in with that email and password.\n`,
      );
      return 0;
    } catch (error) {
      if (error instanceof CreateAdminError) return fail(1, error.message);
      throw error;
    }
  });
}
