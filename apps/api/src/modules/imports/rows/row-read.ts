import type { ImportMapping } from '@salesdash/api-contract';
import { cellText, type Cell, type SheetRow } from '../spreadsheet/cell.ts';

/** What a row's names resolve against: the organization's people and products. */
export type ImportLookups = {
  /** The organization's people (active or not) by lower-cased email. */
  people: ReadonlyMap<string, number>;
  /** The organization's products by lower-cased name. */
  products: ReadonlyMap<string, number>;
  /** Today in the organization's timezone: no payment is dated after it. */
  today: string;
  /**
   * The organization's IANA timezone: a call time written with an offset is read as its wall
   * clock there. Without it such a time is refused rather than stored hours off.
   */
  timeZone?: string;
};

/** A rule a row breaks, by the column (its header) that holds the value. */
export type RowProblem = { column: string; rule: string };

/** A name that matches nobody yet: the importer creates it or maps it to someone (or something). */
export type UnmatchedName = { kind: 'person' | 'product'; value: string };

/** A row's fields as they will be stored, by import field, for the preview. */
export type RowValues = Record<string, string | number | boolean | null>;

/** A spreadsheet row read as a record of one kind. */
export type RowRead<R> = {
  rowNumber: number;
  externalId: string | undefined;
  /** The record as it is written, when every rule holds and every name matched. */
  record: R | undefined;
  problems: RowProblem[];
  unmatched: UnmatchedName[];
  values: RowValues;
};

/**
 * A row's cells by import field, with what every row reader needs: a cell, its text, the
 * column's header (errors name it), problems and unmatched names collected as they are found.
 */
export function rowReader(
  row: SheetRow | { rowNumber: number; cells: readonly Cell[] },
  headers: readonly string[],
  mapping: ImportMapping,
  lookups: ImportLookups,
) {
  const columnOf: Record<string, number> = {};
  for (const [column, field] of Object.entries(mapping)) columnOf[field] = Number(column);
  const problems: RowProblem[] = [];
  const unmatched: UnmatchedName[] = [];
  const cell = (field: string): Cell => {
    const column = columnOf[field];
    return column === undefined ? null : (row.cells[column] ?? null);
  };
  const header = (field: string) => {
    const column = columnOf[field];
    return column === undefined ? field : (headers[column] ?? `column ${column + 1}`);
  };
  const text = (field: string) => cellText(cell(field)).trim();
  const problem = (field: string, rule: string) => problems.push({ column: header(field), rule });
  return {
    cell,
    text,
    header,
    problem,
    problems,
    unmatched,
    mapped: (field: string) => columnOf[field] !== undefined,
    /**
     * The person a column names by email: their id, or undefined (blank, or unmatched and
     * listed: an address of another organization reads as an unknown one).
     */
    person(field: string): number | undefined {
      const email = text(field).toLowerCase();
      if (email === '') return undefined;
      const id = lookups.people.get(email);
      if (id !== undefined) return id;
      unmatched.push({ kind: 'person', value: email });
      return undefined;
    },
    /** The product a column names: its id, or undefined (blank, or unmatched and listed). */
    product(field: string): number | undefined {
      const name = text(field);
      if (name === '') return undefined;
      const id = lookups.products.get(name.toLowerCase());
      if (id === undefined) unmatched.push({ kind: 'product', value: name });
      return id;
    },
    externalId: () => text('external_id') || undefined,
    /**
     * The create route's own contract applied to what parsed and matched: its data, or
     * undefined with each broken rule reported by the column of its field (`fieldOf` maps the
     * request's fields to import fields); a column already reported, or holding an unmatched
     * name, is not reported again.
     */
    checkContract<T>(
      schema: ContractSchema<T>,
      draft: Record<string, unknown>,
      fieldOf: Readonly<Record<string, string>>,
    ): T | undefined {
      const reported = new Set(problems.map((found) => found.column));
      const checked = schema.safeParse(draft);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        const field = fieldOf[String(issue.path[0])] ?? String(issue.path[0]);
        const value = text(field);
        const isUnmatched = unmatched.some(
          (name) => name.value === value || name.value === value.toLowerCase(),
        );
        if (isUnmatched || reported.has(header(field))) continue;
        problem(field, issue.message);
      }
      return undefined;
    },
  };
}

/** A create route's zod schema, as `checkContract` uses it. */
type ContractSchema<T> = {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
};
