// A close that dies mid-way, for modules/statements/close-crash.test.ts: run under tsx in a
// process of its own, it opens the embedded database in DATA_DIR and closes MONTH of
// ORGANIZATION_ID, killing its own process with SIGKILL once KILL_AFTER statements are stored
// (no rollback, no exit handler: what a power cut leaves).
import { openDatabase } from '../db/client.ts';
import { closeStatementMonth } from '../modules/statements/close-service.ts';
import { quietUnitOfWork } from './quiet-unit-of-work.ts';

const need = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const database = await openDatabase({ dataDir: need('DATA_DIR'), databaseUrl: '' });
const killAfter = Number(need('KILL_AFTER'));
await closeStatementMonth(
  quietUnitOfWork(database),
  Number(need('ORGANIZATION_ID')),
  Number(need('CLOSED_BY')),
  need('MONTH'),
  {
    afterStatement: (stored) => {
      if (stored === killAfter) process.kill(process.pid, 'SIGKILL');
    },
  },
);
// Reached only if the kill did not happen: the test fails on this exit code.
process.exit(3);
