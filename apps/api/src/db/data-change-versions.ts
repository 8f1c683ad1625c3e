import type { Database } from './client.ts';
import { dataChangedChannel } from './data-changed-channel.ts';

/**
 * What one `data_changed` notification says may have changed (functions/
 * notify_data_changed.sql): rows of `table` of these organizations, of any organization
 * (`'all'`), or anything at all (a payload it cannot read, a blind spot of
 * postgres-changes.ts).
 */
export type DataChange =
  | { table: string; organizations: readonly number[] | 'all' }
  | { table: '*'; organizations: 'all' };

const everything: DataChange = { table: '*', organizations: 'all' };

/** Reads a `data_changed` payload, `<table> <ids|*>`; anything else means everything. */
export function parseDataChange(payload: string | undefined): DataChange {
  const match = /^([a-z_][a-z0-9_]*) (\*|\d+(?:,\d+)*)$/.exec(payload ?? '');
  if (!match?.[1] || !match[2]) return everything;
  if (match[2] === '*') return { table: match[1], organizations: 'all' };
  return { table: match[1], organizations: match[2].split(',').map(Number) };
}

/**
 * Version counters of the stored data, by table and organization: a cache notes each change
 * and keeps with an answer the `stamp` taken before computing it; the answer may be replayed
 * while the stamp is unchanged. Every counter only grows, so a stamp (a sum of the counters the
 * answer depends on) is unchanged exactly when none of them moved. See
 * docs/decisions/0069-scoped-read-invalidation.md.
 */
export type DataChangeVersions = {
  note(change: DataChange): void;
  /**
   * The version of what an answer for `organizationId` reads: every table but `unread` (tables
   * the answer is known not to read), of that organization and of all.
   */
  stamp(organizationId: number, unread?: ReadonlySet<string>): number;
};

export function createDataChangeVersions(): DataChangeVersions {
  /** Changes to every table of every organization (and to any table of all organizations). */
  let allTotal = 0;
  const allByTable = new Map<string, number>();
  /** Per organization: its changes, in total and by table. */
  const orgTotal = new Map<number, number>();
  const orgByTable = new Map<string, Map<number, number>>();
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

  return {
    note(change) {
      if (change.organizations === 'all') {
        allTotal += 1;
        // Every answer depends on "any table": its counter is never subtracted.
        if (change.table !== '*') bump(allByTable, change.table);
        return;
      }
      let byOrg = orgByTable.get(change.table);
      if (!byOrg) orgByTable.set(change.table, (byOrg = new Map()));
      for (const organizationId of change.organizations) {
        bump(orgTotal, organizationId);
        bump(byOrg, organizationId);
      }
    },
    stamp(organizationId, unread) {
      let stamp = allTotal + (orgTotal.get(organizationId) ?? 0);
      if (unread) {
        for (const table of unread) {
          stamp -= (allByTable.get(table) ?? 0) + (orgByTable.get(table)?.get(organizationId) ?? 0);
        }
      }
      return stamp;
    },
  };
}

/**
 * Versions that follow `database`'s `data_changed` notifications (with `listen`), and a
 * function that stops following; undefined without `listen` (nothing may be kept).
 */
export async function followDataChanges(
  database: Pick<Database, 'listen'>,
  onChange?: (change: DataChange) => void,
): Promise<{ versions: DataChangeVersions; stop: () => Promise<void> } | undefined> {
  if (!database.listen) return undefined;
  const versions = createDataChangeVersions();
  const stop = await database.listen(dataChangedChannel, (payload) => {
    const change = parseDataChange(payload);
    versions.note(change);
    onChange?.(change);
  });
  return { versions, stop };
}
