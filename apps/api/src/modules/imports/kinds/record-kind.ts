import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import type { Work } from '../../../realtime/unit-of-work.ts';
import type { ExternalRecordType } from '../../webhooks/record-matching.ts';
import type { ChunkContext, ImportKindHandler, RowVerdict, UndoRow } from './import-kind.ts';
import { jsonIdsSql, jsonRowsSql } from './json-rows-sql.ts';
import { touchedReasons } from './touched-reasons.ts';

/** A written row of the chunk: its record's id and stored columns. */
export type WrittenRow<S> = S & { id: number };

/** One record table an import writes, described once: the generic judge, write and undo use it. */
export type RecordTable<R, S extends Record<string, unknown>> = {
  recordType: ExternalRecordType;
  /** What a record is called in a refused undo's reasons ("transaction 12"). */
  noun: string;
  table: string;
  idColumn: string;
  read: ImportKindHandler<R>['read'];
  /** Each written column's SQL type, as `jsonb_to_recordset` declares it. */
  columns: { readonly [K in keyof S & string]: string };
  /** The columns an import field writes: an update changes the mapped fields' and no other. */
  columnsOfField: Readonly<Record<string, readonly (keyof S & string)[]>>;
  stored(record: R): S;
  /**
   * A column's value from the chunk row `x` where it is not stored as it comes (a local time
   * read in the organization `o`'s time zone); `x.<column>` otherwise.
   */
  valueSql?: Partial<Record<keyof S & string, SQL>>;
  /** Columns every insert sets from the context (who recorded a payment). */
  insertExtras?: (context: ChunkContext) => Record<string, SQL>;
  /** Whether the table keeps `updated_at` and `deleted_at` (changes since are then seen). */
  tracksChanges: boolean;
  /** Why a stored record may not take the row's changes (a paid deal), or null. */
  refuseUpdate?(
    current: Record<string, unknown>,
    changed: readonly string[],
    wanted: S,
  ): { field: string; rule: string } | null;
  /** What a chunk's writes start besides the rows (the money core for payments). */
  afterWrite?(
    work: Work,
    context: ChunkContext,
    written: { inserted: WrittenRow<S>[]; updated: WrittenRow<S>[] },
  ): Promise<void>;
  /**
   * The one change a chunk (or an undo) announces, about one of its records: every screen
   * refetches on any change of the kind, so one event stands for the chunk.
   */
  announce(
    work: Work,
    organizationId: number,
    recordId: number,
    change: 'created' | 'updated' | 'deleted',
  ): Promise<void>;
  /** What a record gained since its row landed that undo would lose, besides an edit (a refund). */
  touched?: { sql: SQL; describe: string };
  /** What undo does before the updated records are restored (take back what the import paid). */
  beforeRestore?(db: Db, restored: readonly UndoRow[]): Promise<void>;
};

/** `t.<column> IS NOT DISTINCT FROM <the chunk row's value>`. */
function equalSql<S extends Record<string, unknown>>(
  spec: RecordTable<unknown, S>,
  column: keyof S & string,
): SQL {
  return sql`t.${sql.identifier(column)} IS NOT DISTINCT FROM ${valueOf(spec, column)}`;
}

function valueOf<S extends Record<string, unknown>>(
  spec: RecordTable<unknown, S>,
  column: keyof S & string,
): SQL {
  return spec.valueSql?.[column] ?? sql`x.${sql.identifier(column)}`;
}

/**
 * An import kind from its table's description (decision 0057): a chunk is judged in two
 * queries (the records its external ids name, compared column by column; the records equal
 * to its other rows), written in one insert and one update, and taken back by deleting what it
 * created and restoring each updated record from the whole row kept before the change.
 */
export function recordKind<R, S extends Record<string, unknown>>(
  spec: RecordTable<R, S>,
): ImportKindHandler<R> {
  const generic = spec as unknown as RecordTable<unknown, S>;
  const table = sql.identifier(spec.table);
  const id = sql.identifier(spec.idColumn);
  const allColumns = Object.keys(spec.columns) as (keyof S & string)[];
  const columnsOf = (mapped: ReadonlySet<string>) => [
    ...new Set([...mapped].flatMap((field) => spec.columnsOfField[field] ?? [])),
  ];
  const organizationSql = (organizationId: number) =>
    sql`JOIN organizations o ON o.organization_id = ${organizationId}`;
  const live = spec.tracksChanges ? sql`t.deleted_at IS NULL` : sql`TRUE`;

  return {
    recordType: spec.recordType,
    read: spec.read,

    sameKey(record, mapped) {
      const row = spec.stored(record);
      return columnsOf(mapped)
        .sort()
        .map((column) => `${column}=${String(row[column])}`)
        .join('\u0000');
    },

    async judge(db, context, rows) {
      const columns = columnsOf(context.mapped);
      const chunk = rows.map((row, n) => ({
        n,
        external_id: row.externalId ?? null,
        ...spec.stored(row.record),
      }));
      const declared = { n: 'int', external_id: 'text', ...spec.columns };
      const verdicts: RowVerdict[] = rows.map(() => ({ outcome: 'new' }));

      const named = chunk.filter((row) => row.external_id !== null);
      if (named.length > 0) {
        const found = await rowsOf<Record<string, unknown>>(
          db,
          sql`SELECT x.n, e.record_id, t.${id} IS NULL ${spec.tracksChanges ? sql`OR t.deleted_at IS NOT NULL` : sql``} AS gone,
              to_jsonb(t) AS current,
              ${sql.join(
                columns.map(
                  (column) =>
                    sql`(${equalSql(generic, column)}) AS ${sql.identifier(`same_${column}`)}`,
                ),
                sql`, `,
              )}
            FROM ${jsonRowsSql(named, declared)}
            ${organizationSql(context.organizationId)}
            JOIN external_ids e ON e.organization_id = o.organization_id
              AND e.record_type = ${spec.recordType} AND e.external_id = x.external_id
            LEFT JOIN ${table} t ON t.${id} = e.record_id`,
        );
        for (const row of found) {
          const n = Number(row['n']);
          const recordId = Number(row['record_id']);
          const source = rows[n];
          if (!source) continue;
          if (row['gone'] === true) {
            verdicts[n] = {
              outcome: 'rejected',
              field: 'external_id',
              rule: `names ${spec.noun} ${recordId}, which was deleted`,
            };
            continue;
          }
          const changed = columns.filter((column) => row[`same_${column}`] !== true);
          const current = row['current'] as Record<string, unknown>;
          if (changed.length === 0) {
            verdicts[n] = { outcome: 'duplicate', recordId };
            continue;
          }
          const refused = spec.refuseUpdate?.(current, changed, spec.stored(source.record));
          verdicts[n] = refused
            ? { outcome: 'rejected', ...refused }
            : { outcome: 'update', recordId, before: current };
        }
      }

      const unnamed = chunk.filter((row) => row.external_id === null);
      if (unnamed.length > 0) {
        const found = await rowsOf<{ n: number; id: number }>(
          db,
          sql`SELECT x.n, min(t.${id}) AS id
            FROM ${jsonRowsSql(unnamed, declared)}
            ${organizationSql(context.organizationId)}
            JOIN ${table} t ON t.organization_id = o.organization_id AND ${live}
              AND ${sql.join(
                columns.map((column) => equalSql(generic, column)),
                sql` AND `,
              )}
            GROUP BY x.n`,
        );
        for (const row of found) {
          verdicts[Number(row.n)] = { outcome: 'duplicate', recordId: Number(row.id) };
        }
      }
      return verdicts;
    },

    async write(work, context, rows) {
      const { db } = work;
      const { organizationId } = context;
      const created = rows.filter((row) => row.verdict.outcome === 'new');
      const ids = await newIds(db, spec.table, spec.idColumn, created.length);
      const inserted = created.map((row, index) => ({
        id: ids[index] as number,
        external_id: row.read.externalId ?? null,
        ...spec.stored(row.read.record),
      }));
      const declared = { id: 'int', external_id: 'text', ...spec.columns };
      if (inserted.length > 0) {
        const extras = Object.entries(spec.insertExtras?.(context) ?? {});
        await db.execute(
          sql`INSERT INTO ${table} (${id}, organization_id, ${sql.join(
            [...allColumns, ...extras.map(([column]) => column)].map((column) =>
              sql.identifier(column),
            ),
            sql`, `,
          )})
            SELECT x.id, o.organization_id, ${sql.join(
              [
                ...allColumns.map((column) => valueOf(generic, column)),
                ...extras.map(([, value]) => value),
              ],
              sql`, `,
            )}
            FROM ${jsonRowsSql(inserted, declared)} ${organizationSql(organizationId)}`,
        );
        const named = inserted.filter((row) => row.external_id !== null);
        if (named.length > 0) {
          await db.execute(
            sql`INSERT INTO external_ids (organization_id, record_type, external_id, record_id, source)
              SELECT ${organizationId}, ${spec.recordType}, x.external_id, x.id, 'import'
              FROM ${jsonRowsSql(named, { id: 'int', external_id: 'text' })}`,
          );
        }
      }

      const updated = rows.flatMap((row) =>
        row.verdict.outcome === 'update'
          ? [{ id: row.verdict.recordId, external_id: null, ...spec.stored(row.read.record) }]
          : [],
      );
      if (updated.length > 0) {
        const set = columnsOf(context.mapped).map(
          (column) => sql`${sql.identifier(column)} = ${valueOf(generic, column)}`,
        );
        if (spec.tracksChanges) set.push(sql`updated_at = now()`);
        await db.execute(
          sql`UPDATE ${table} t SET ${sql.join(set, sql`, `)}
            FROM ${jsonRowsSql(updated, declared)} ${organizationSql(organizationId)}
            WHERE t.${id} = x.id`,
        );
      }
      const last = inserted.at(-1) ?? updated.at(-1);
      if (last) {
        await spec.afterWrite?.(work, context, {
          inserted: inserted as WrittenRow<S>[],
          updated: updated as WrittenRow<S>[],
        });
        await spec.announce(
          work,
          organizationId,
          last.id,
          inserted.length > 0 ? 'created' : 'updated',
        );
      }
      return ids;
    },

    async touchedSince(db, organizationId, importBatchId) {
      const changedSince = spec.tracksChanges
        ? sql`OR t.deleted_at IS NOT NULL OR t.updated_at > r.applied_at`
        : sql``;
      const extra = spec.touched ? sql`OR ${spec.touched.sql}` : sql``;
      const rows = await rowsOf<{ row_number: number; id: number; gone: boolean; extra: boolean }>(
        db,
        sql`SELECT r.row_number, r.record_id AS id,
            (t.${id} IS NULL ${spec.tracksChanges ? sql`OR t.deleted_at IS NOT NULL` : sql``}) AS gone,
            ${spec.touched ? spec.touched.sql : sql`FALSE`} AS extra
          FROM import_rows r
          LEFT JOIN ${table} t ON t.${id} = r.record_id AND t.organization_id = ${organizationId}
          WHERE r.import_batch_id = ${importBatchId} AND r.outcome IN ('created', 'updated')
            AND (t.${id} IS NULL ${changedSince} ${extra})
          ORDER BY r.row_number
          LIMIT 6`,
      );
      return touchedReasons(
        rows.map((row) => ({
          rowNumber: Number(row.row_number),
          record: `${spec.noun} ${row.id}`,
          change: row.gone
            ? 'was deleted'
            : row.extra && spec.touched
              ? spec.touched.describe
              : 'was changed',
        })),
      );
    },

    async undo(work, organizationId, rows) {
      const { db } = work;
      const [first] = rows;
      if (!first) return;
      const created = rows.filter((row) => row.outcome === 'created').map((row) => row.recordId);
      if (created.length > 0) {
        await db.execute(
          sql`DELETE FROM external_ids WHERE organization_id = ${organizationId}
            AND record_type = ${spec.recordType} AND record_id IN ${jsonIdsSql(created)}`,
        );
      }
      const restored = rows.filter((row) => row.outcome === 'updated' && row.before);
      if (restored.length > 0) {
        await spec.beforeRestore?.(db, restored);
        const columns = spec.tracksChanges ? [...allColumns, 'updated_at'] : allColumns;
        await db.execute(
          sql`UPDATE ${table} t SET ${sql.join(
            columns.map((column) => sql`${sql.identifier(column)} = b.${sql.identifier(column)}`),
            sql`, `,
          )}
            FROM ${jsonRowsSql(
              restored.map((row) => ({ id: row.recordId, before: row.before })),
              { id: 'int', before: 'jsonb' },
            )}
            CROSS JOIN LATERAL jsonb_populate_record(NULL::${table}, x.before) AS b
            WHERE t.${id} = x.id AND t.organization_id = ${organizationId}`,
        );
      }
      // Announced before the delete, while the record still names its people.
      await spec.announce(
        work,
        organizationId,
        first.recordId,
        created.length > 0 ? 'deleted' : 'updated',
      );
      if (created.length > 0) {
        await db.execute(
          sql`DELETE FROM ${table} WHERE organization_id = ${organizationId}
            AND ${id} IN ${jsonIdsSql(created)}`,
        );
      }
    },
  };
}

/** Ids for `count` new rows, taken before the insert so each row knows its record. */
async function newIds(db: Db, table: string, column: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence(${table}, ${column})) AS id
      FROM generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}
