import type { ImportMapping } from '@salesdash/api-contract';
import { noFieldRules, type FieldRules } from '../field-rules.ts';
import { cellText, type Cell, type SheetRow } from '../spreadsheet/cell.ts';

/** What a row's names resolve against: the organization's people and products. */
export type ImportLookups = {
  /** The organization's people (active or not) by lower-cased email. */
  people: ReadonlyMap<string, number>;
  /** The organization's products by lower-cased name. */
  products: ReadonlyMap<string, number>;
  /**
   * Product names by id, as stored (and as the importer named the ones to create): the preview
   * shows the product a row's name was mapped to, not the file's name for it.
   */
  productNames?: ReadonlyMap<number, string>;
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
  /** Fields whose value the row holds but which were refused: `values` shows them as written. */
  refused: string[];
};

/** How errors name a field filled with the same value for every row (it has no column). */
export const constantHeader = (field: string) => `${field} (same for every row)`;

/**
 * A row's cells by import field, with what every row reader needs: a cell, its text, the
 * column's header (errors name it), problems and unmatched names collected as they are found.
 * A field of `rules.constants` reads its value on every row; a column's value listed in
 * `rules.value_maps` of its field reads as the field's value it is mapped to.
 */
export function rowReader(
  row: SheetRow | { rowNumber: number; cells: readonly Cell[] },
  headers: readonly string[],
  mapping: ImportMapping,
  lookups: ImportLookups,
  rules: FieldRules = noFieldRules,
) {
  const columnOf: Record<string, number> = {};
  for (const [column, field] of Object.entries(mapping)) columnOf[field] = Number(column);
  const problems: RowProblem[] = [];
  const unmatched: UnmatchedName[] = [];
  const refused = new Set<string>();
  const fileCell = (field: string): Cell => {
    const column = columnOf[field];
    return column === undefined ? null : (row.cells[column] ?? null);
  };
  const cell = (field: string): Cell => {
    const constant = rules.constants[field];
    if (constant !== undefined && columnOf[field] === undefined) return constant;
    const value = fileCell(field);
    const mapped = rules.value_maps[field]?.[cellText(value).trim()];
    return mapped ?? value;
  };
  const header = (field: string) => {
    const column = columnOf[field];
    if (column !== undefined) return headers[column] ?? `column ${column + 1}`;
    return rules.constants[field] !== undefined ? constantHeader(field) : field;
  };
  const text = (field: string) => cellText(cell(field)).trim();
  const problem = (field: string, rule: string) => {
    refused.add(field);
    problems.push({ column: header(field), rule });
  };
  return {
    cell,
    text,
    header,
    problem,
    problems,
    unmatched,
    mapped: (field: string) =>
      columnOf[field] !== undefined || rules.constants[field] !== undefined,
    /**
     * A row's values for the preview, each refused one shown as the file wrote it (not as the
     * default it would otherwise fall back to), with the list of those refused.
     */
    shown(values: RowValues): { values: RowValues; refused: string[] } {
      const shownValues = { ...values };
      for (const field of refused) {
        if (field in shownValues) shownValues[field] = text(field) || null;
      }
      return { values: shownValues, refused: [...refused].filter((field) => field in values) };
    },
    /** A product id's name as stored (or as the importer will create it); `fallback` when unknown. */
    productName(id: number | undefined, fallback: string): string {
      return (id === undefined ? undefined : lookups.productNames?.get(id)) ?? fallback;
    },
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
