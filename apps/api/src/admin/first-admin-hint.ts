import type { Database } from '../db/client.ts';
import { adminPasswordVariable } from './run-create-admin.ts';

/**
 * What the server prints at start when nobody can sign in yet (a fresh PostgreSQL without the
 * demo): how to create the first admin. Null once any account exists.
 */
export async function firstAdminHint(database: Database): Promise<string[] | null> {
  const [row] = await database.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users) AS any',
  );
  if (row?.any) return null;
  return [
    'No account exists yet. Create the first admin (and the organization) with:',
    '  npm run create-admin -- --email you@example.com',
    `The password is asked for at the terminal (or read from ${adminPasswordVariable}), never given as a flag.`,
  ];
}
