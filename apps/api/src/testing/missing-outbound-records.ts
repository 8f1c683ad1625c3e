import { openDatabase, type DatabaseOptions } from '../db/client.ts';
import { missingAcknowledged } from './acknowledged-writes.ts';

/**
 * The outbound records answered 201 (`acknowledged` ids) that the database a server process
 * left behind does not hold, read through a connection of the test's own: empty when no
 * acknowledged write was lost.
 */
export async function missingOutboundRecords(
  database: Pick<DatabaseOptions, 'dataDir' | 'databaseUrl'>,
  acknowledged: readonly number[],
): Promise<number[]> {
  const reopened = await openDatabase(database);
  try {
    const found = await reopened.query<{ id: number }>(
      'SELECT outbound_record_id AS id FROM outbound_records',
    );
    return missingAcknowledged(
      acknowledged,
      found.map((row) => row.id),
    );
  } finally {
    await reopened.close();
  }
}
