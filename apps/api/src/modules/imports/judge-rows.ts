import type { ImportMapping, ImportRowOutcome } from '@salesdash/api-contract';
import type { Db } from '../../db/client.ts';
import type { FieldRules } from './field-rules.ts';
import type { ChunkContext, ImportKindHandler, RowVerdict } from './kinds/import-kind.ts';
import type { ImportLookups, RowProblem, RowRead } from './rows/row-read.ts';
import type { SheetRow } from './spreadsheet/cell.ts';

/** Rows judged and written together: one database transaction and one change announced each. */
export const importChunkRows = 1000;

/**
 * Characters of text a chunk's rows may hold before it ends early: a chunk is held whole while
 * it is judged, and 1,000 rows of a file within the reading limits could still hold hundreds
 * of megabytes of text (docs/decisions/0062-bounded-spreadsheet-reading.md). Real rows come
 * nowhere near it: 1,000 rows of 20 columns of 100 characters are 2 million.
 */
export const importChunkChars = 16 * 1024 * 1024;

/** A row of the file with what it will do, and why when it does not land. */
export type JudgedFileRow<R> = {
  sheetRow: SheetRow;
  read: RowRead<R>;
  outcome: ImportRowOutcome;
  verdict: RowVerdict | null;
  /** Why a rejected or unmatched row does not land, by column. */
  problems: RowProblem[];
};

/** The rows of a file read as one kind, in chunks, with what is known of earlier rows. */
export type RowJudge<R> = {
  /** Reads a chunk's rows (a row repeating an earlier one of the file is settled here). */
  readChunk(rows: readonly SheetRow[]): {
    rows: JudgedFileRow<R>[];
    /** The rows that read well and are judged against the stored records. */
    pending: number[];
  };
  /** Judges the rows `readChunk` left pending against what `db` holds. */
  judge(db: Db, chunk: ReturnType<RowJudge<R>['readChunk']>): Promise<JudgedFileRow<R>[]>;
};

/**
 * Judges a file's rows chunk by chunk, for a preview (nothing written) and a commit (each chunk
 * written before the next is judged) alike, so both say the same of every row. A row equal to
 * an earlier one in every mapped field is a duplicate, as one equal to a stored record is; a
 * row whose external id an earlier row of the file already has, but which differs from it, is
 * refused (which of the two is right is the importer's call).
 */
export function rowJudge<R>(
  handler: ImportKindHandler<R>,
  headers: readonly string[],
  mapping: ImportMapping,
  lookups: ImportLookups,
  context: ChunkContext,
  rules: FieldRules,
): RowJudge<R> {
  /** The first row of each external id, and its key (equal for a row equal in every field). */
  const idRows = new Map<string, { rowNumber: number; key: string }>();
  const keys = new Set<string>();
  const header = (field: string) => {
    const column = Object.entries(mapping).find(([, mapped]) => mapped === field)?.[0];
    return column === undefined ? field : (headers[Number(column)] ?? field);
  };

  return {
    readChunk(sheetRows) {
      const pending: number[] = [];
      const rows = sheetRows.map((sheetRow, index): JudgedFileRow<R> => {
        const read = handler.read(sheetRow, headers, mapping, lookups, rules);
        if (read.problems.length > 0) {
          return { sheetRow, read, outcome: 'rejected', verdict: null, problems: read.problems };
        }
        if (read.unmatched.length > 0 || read.record === undefined) {
          const problems = read.unmatched.map((name) => ({
            column: '',
            rule: `${name.value} matches no ${name.kind} of the organization: create it or map it to one`,
          }));
          return { sheetRow, read, outcome: 'unmatched', verdict: null, problems };
        }
        const key = handler.sameKey(read.record, context.mapped);
        if (read.externalId !== undefined) {
          const first = idRows.get(read.externalId);
          // A CRM export repeats a record on two lines: the same row twice is a duplicate.
          if (first !== undefined && first.key === key) {
            const verdict = { outcome: 'duplicate', recordId: null } as const;
            return { sheetRow, read, outcome: 'duplicate', verdict, problems: [] };
          }
          if (first !== undefined) {
            const problem = {
              column: header('external_id'),
              rule: `repeats the external id of row ${first.rowNumber} with other values`,
            };
            return { sheetRow, read, outcome: 'rejected', verdict: null, problems: [problem] };
          }
          idRows.set(read.externalId, { rowNumber: sheetRow.rowNumber, key });
        } else {
          if (keys.has(key)) {
            const verdict = { outcome: 'duplicate', recordId: null } as const;
            return { sheetRow, read, outcome: 'duplicate', verdict, problems: [] };
          }
          keys.add(key);
        }
        pending.push(index);
        return { sheetRow, read, outcome: 'new', verdict: null, problems: [] };
      });
      return { rows, pending };
    },

    async judge(db, chunk) {
      const rows = [...chunk.rows];
      const reads = chunk.pending.map((index) => rows[index]?.read as RowRead<R> & { record: R });
      const verdicts = reads.length > 0 ? await handler.judge(db, context, reads) : [];
      chunk.pending.forEach((index, position) => {
        const row = rows[index];
        const verdict = verdicts[position];
        if (!row || !verdict) return;
        rows[index] =
          verdict.outcome === 'rejected'
            ? {
                ...row,
                outcome: 'rejected',
                verdict,
                problems: [{ column: header(verdict.field), rule: verdict.rule }],
              }
            : { ...row, outcome: verdict.outcome, verdict };
      });
      return rows;
    },
  };
}

/** A file's data rows in chunks of `size` rows, or fewer once they hold `maxChars` of text. */
export async function* chunksOf(
  rows: AsyncIterable<SheetRow>,
  size = importChunkRows,
  maxChars = importChunkChars,
): AsyncGenerator<SheetRow[]> {
  let chunk: SheetRow[] = [];
  let chars = 0;
  for await (const row of rows) {
    chunk.push(row);
    for (const cell of row.cells) if (typeof cell === 'string') chars += cell.length;
    if (chunk.length >= size || chars >= maxChars) {
      yield chunk;
      chunk = [];
      chars = 0;
    }
  }
  if (chunk.length > 0) yield chunk;
}
