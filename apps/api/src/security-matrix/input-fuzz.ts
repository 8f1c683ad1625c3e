import { maxId } from '@salesdash/api-contract';

/** The part of a JSON schema the fuzz reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** One operation of `/openapi.json` as the fuzz sees it. */
export type FuzzOperation = {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  /** The media types its request body may have (`application/json`, an upload's types). */
  bodyMediaTypes?: string[];
  /** The statuses it documents (`200`, `400`, …). */
  statuses?: string[];
};

/**
 * A bad value for one field, why it is bad, and the status it must get: 400 naming the field,
 * or 414 where the router refuses an over-long path segment before any schema runs.
 */
export type Mutation = { label: string; value: unknown; status: 400 | 414 };

/** Where a field travels: path and query values are text, so some mutations say nothing there. */
export type FieldPlace = 'path' | 'query' | 'body';

const branches = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [schema];

const hasType = (schema: JsonSchema, type: string): boolean =>
  branches(schema).some((branch) =>
    branch.anyOf || branch.oneOf
      ? hasType(branch, type)
      : ([] as string[]).concat(branch.type ?? []).includes(type),
  );

/** The tightest bounds any integer branch declares. */
function numberBounds(schema: JsonSchema): { min?: number; max?: number; step?: number } {
  for (const branch of branches(schema)) {
    if (branch.anyOf || branch.oneOf) return numberBounds(branch);
    if (branch.type === 'integer' || branch.type === 'number') {
      return { min: branch.minimum, max: branch.maximum, step: branch.multipleOf };
    }
  }
  return {};
}

/** A value the schema accepts (used for every field but the one being fuzzed). */
export function validValue(schema: JsonSchema, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const first = branches(schema).find((branch) => branch.type !== 'null') ?? schema;
  if (first !== schema) return validValue(first, name);
  if (schema.type === 'object') {
    return Object.fromEntries(
      (schema.required ?? []).map((key) => [key, validValue(schema.properties?.[key] ?? {}, key)]),
    );
  }
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return false;
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  // A UUID id (webhook endpoints): well formed, naming nothing.
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (name.toLowerCase().includes('email')) return 'fuzz@example.test';
  if (schema.pattern === '^\\/.*') return '/fuzz';
  if (/date$/i.test(name)) return '2026-01-01';
  // A statement period `YYYY-MM`.
  if (name === 'month') return '2026-01';
  // A statement line's key: `kind:id`.
  if (schema.pattern?.startsWith('^(split|')) return 'split:1';
  if (schema.pattern?.startsWith('^\\d')) return '1';
  // An upload's name says its format (imports): only a spreadsheet's is valid.
  if (name === 'file_name') return 'fuzz.csv';
  return 'f'.repeat(Math.max(schema.minLength ?? 1, 12));
}

/**
 * Values the schema must refuse, chosen from what it declares: ids just above 2^31 − 1, other
 * spellings of numbers, NUL characters, strings over their cap (or huge ones when none is
 * declared: every text field must have one), and values of the wrong type.
 */
export function mutationsOf(schema: JsonSchema, place: FieldPlace = 'body'): Mutation[] {
  const mutations: Omit<Mutation, 'status'>[] = [];
  const text = place !== 'body';
  if (hasType(schema, 'integer') || hasType(schema, 'number')) {
    // The numeric branch's own declarations: a money field may also take text (`"1,997.00"`).
    const { min, max, step } = numberBounds(schema);
    mutations.push(
      { label: 'just above 2^31 − 1', value: maxId + 1 },
      { label: '3,000,000,000', value: 3_000_000_000 },
      // A money field (multipleOf 0.01) takes cents, so its fraction is a tenth of a cent.
      step !== undefined && step < 1
        ? { label: 'a fraction of its step', value: 1 + step / 10 }
        : { label: 'a fraction', value: 1.5 },
      { label: 'a boolean', value: true },
      { label: 'hex text', value: '0x10' },
      { label: 'exponent text', value: '1e3' },
      { label: 'a NUL character', value: '1\u00002' },
    );
    if (min !== undefined) mutations.push({ label: 'below the minimum', value: min - 1 });
    if (max !== undefined && max < maxId) {
      mutations.push({ label: 'above the maximum', value: max + 1 });
    }
  } else if (hasType(schema, 'string') && !schema.enum) {
    mutations.push({ label: 'a NUL character', value: 'fu\u0000zz' });
    const cap = branches(schema).find((branch) => branch.type === 'string')?.maxLength;
    mutations.push({
      label: cap === undefined ? 'a 300,000-character string' : 'one character over its cap',
      value: 'x'.repeat(cap === undefined ? 300_000 : cap + 1),
    });
    if (!text) mutations.push({ label: 'a number', value: 12 });
  }
  if (hasType(schema, 'boolean')) mutations.push({ label: 'text for a boolean', value: 'true' });
  if (schema.enum) mutations.push({ label: 'a value outside the enum', value: 'no-such-value' });
  // The router caps a path segment at 100 characters and answers 414 before validation.
  return mutations.map((mutation) => ({
    ...mutation,
    status: place === 'path' && asText(mutation.value).length > 100 ? 414 : 400,
  }));
}

/** A path or query value as text: numbers as decimals, other values as JSON. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** Reads the operations of an OpenAPI 3.1 document (its `/api` ones). */
export function fuzzOperations(document: {
  paths?: Record<string, Record<string, unknown>>;
}): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as {
        parameters?: FuzzOperation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).filter(
          (parameter) => parameter.in === 'path' || parameter.in === 'query',
        ),
        body: operation.requestBody?.content?.['application/json']?.schema,
        bodyMediaTypes: Object.keys(operation.requestBody?.content ?? {}),
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}
