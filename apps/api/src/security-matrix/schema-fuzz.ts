import { maxId } from '@salesdash/api-contract';
import fc from 'fast-check';
import { seededRandom } from '../testing/seeded-random.ts';
import {
  asText,
  mutationsOf,
  validValue,
  type FieldPlace,
  type FuzzOperation,
  type JsonSchema,
} from './input-fuzz.ts';

/**
 * Property-style schema fuzz over `/openapi.json`: for every operation and every kind of
 * caller, a seeded generator builds requests from the operation's own schemas (valid values,
 * boundary values, one invalid or missing field, extra fields, the wrong content type, a
 * malformed body), and `judge` says what is wrong with each answer. Nothing here names a
 * route, so a new one is fuzzed as soon as it is in the document.
 */

/** Who sends a request. */
export type Caller =
  'anonymous' | 'admin' | 'manager' | 'employee' | 'other-organization' | 'share-link' | 'api-key';

export const fuzzCallers: readonly Caller[] = [
  'anonymous',
  'admin',
  'manager',
  'employee',
  'other-organization',
  'share-link',
  'api-key',
];

/** Where no single field is at fault: the body as a whole, or its media type. */
const structuralKinds = ['extra-fields', 'wrong-content-type', 'malformed-body'] as const;

/**
 * Bodies built to stop a server rather than to be wrong (`hostileCases`): JSON nested 10,000
 * deep, and 5 MiB of random bytes. No field is at fault either.
 */
const hostileKinds = ['deep-body', 'binary-body'] as const;

export type FuzzKind =
  | 'valid'
  | 'invalid-field'
  | 'missing-field'
  | (typeof structuralKinds)[number]
  | (typeof hostileKinds)[number];

/** One generated request and what it is. */
export type FuzzCase = {
  caller: Caller;
  kind: FuzzKind;
  /** The field made invalid or left out (`invalid-field`, `missing-field`). */
  field?: string;
  /** What was done to it, for the report. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type Field = { name: string; place: FieldPlace; schema: JsonSchema; required: boolean };

function fieldsOf(operation: FuzzOperation): Field[] {
  const fields: Field[] = operation.parameters.map((parameter) => ({
    name: parameter.name,
    place: parameter.in,
    schema: parameter.schema,
    required: parameter.in === 'path' || parameter.required === true,
  }));
  const required = new Set(operation.body?.required ?? []);
  for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
    fields.push({ name, place: 'body', schema, required: required.has(name) });
  }
  return fields;
}

const branches = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [schema];
const typesOf = (schema: JsonSchema): string[] =>
  branches(schema).flatMap((branch) =>
    branch.anyOf || branch.oneOf ? typesOf(branch) : ([] as string[]).concat(branch.type ?? []),
  );
const numericBranch = (schema: JsonSchema): JsonSchema | undefined =>
  branches(schema)
    .flatMap((branch) => (branch.anyOf || branch.oneOf ? [numericBranch(branch)] : [branch]))
    .find((branch) => branch?.type === 'integer' || branch?.type === 'number');

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dates = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Text within the schema's length bounds, in any script: graphemes, any code point, the cap. */
function validText(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const cap = schema.maxLength ?? 2_000;
  const max = Math.min(cap, 120);
  return fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
      fc.string({ unit: 'binary', minLength: min, maxLength: max }),
      // Exactly at the cap, counted as JavaScript (and zod) count: UTF-16 units.
      fc.constantFrom(
        'ü'.repeat(cap),
        'x'.repeat(Math.max(min, 1)),
        '😀'.repeat(Math.floor(cap / 2)),
      ),
    )
    .filter((text) => text.length >= min && text.length <= cap);
}

/** Values the field's schema accepts, boundaries included (`ids`: records that exist). */
export function validArbitrary(
  schema: JsonSchema,
  name: string,
  ids: readonly number[],
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((branch) => validArbitrary(branch, name, ids)));
  const type = ([] as string[]).concat(schema.type ?? [])[0];
  if (type === 'null') return fc.constant(null);
  if (type === 'boolean') return fc.boolean();
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? -1_000_000;
    const max = schema.maximum ?? 1_000_000;
    const known = ids.filter((id) => id >= min && id <= max);
    // Without a bound the schema accepts huge and negative numbers: exactly what to send.
    const unbounded = [
      ...(schema.maximum === undefined ? [2 ** 31, Number.MAX_SAFE_INTEGER, 1e300] : []),
      ...(schema.minimum === undefined ? [-1, -(2 ** 31) - 1] : []),
    ].filter((value) => type === 'number' || Number.isInteger(value));
    return fc.oneof(
      fc.constantFrom(min, max, ...unbounded),
      fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
      ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    );
  }
  if (type !== 'string') return fc.constant(validValue(schema, name));
  if (schema.format === 'date-time') return dates.map((date) => date.toISOString());
  if (schema.format === 'uuid') return fc.constant(validValue(schema, name));
  if (schema.pattern === '^\\d{1,20}$') {
    return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: maxId })).map(String);
  }
  if (schema.pattern?.startsWith('^\\/')) return validText({ maxLength: 200 }).map((t) => `/${t}`);
  if (name.toLowerCase().includes('email')) {
    return fc.constantFrom(
      'fuzz@example.test',
      'first.last+tag@example.test',
      'UPPER@EXAMPLE.TEST',
    );
  }
  if (name === 'timezone') return fc.constantFrom('UTC', 'America/New_York', 'Asia/Kathmandu');
  if (name === 'file_name') return fc.constantFrom('fuzz.csv', 'Deals of March.xlsx');
  if (/date$/i.test(name)) return dates.map(isoDay);
  if (schema.pattern) return fc.constant(validValue(schema, name));
  return validText(schema);
}

type Invalid = { label: string; value: unknown };

/**
 * Real calendar days the database or luxon cannot take (year 0000 is no date to
 * PostgreSQL, year 0001 breaks the previous range, 9999 runs past the date rule).
 */
const impossibleDays = ['0000-01-01', '0001-01-01', '9999-12-31'];
/** The same as date-times, and offsets past ±14:00 ("time zone displacement out of range"). */
const impossibleDateTimes = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-01-01T00:00:00+15:00',
  '2026-01-01T00:00:00-23:59',
];
/**
 * Ranges of valid days whose previous range (docs/product-rules.md#dates-periods-and-ranges) starts
 * before the first day the date rule allows: back a week, back a month, back as many days.
 */
const rangesBeforeFirstDay = [
  ['1900-01-01', '1900-01-07'],
  ['1900-01-02', '1900-01-31'],
  ['1900-01-01', '1900-03-31'],
] as const;

/**
 * Values the field's schema refuses: the targeted ones of input-fuzz.ts (ids above 2^31 − 1,
 * NUL characters, text over its cap, other spellings of numbers), plus negative and huge
 * numbers, impossible dates, and other JSON types.
 */
export function invalidValues(schema: JsonSchema, name: string, place: FieldPlace): Invalid[] {
  // An over-long path segment is the router's 414, tested by input-fuzz; here a 400 is the rule.
  const values: Invalid[] = mutationsOf(schema, place)
    .filter((mutation) => mutation.status === 400)
    .map(({ label, value }) => ({ label, value }));
  const types = typesOf(schema);
  const numeric = numericBranch(schema);
  if (numeric) {
    const { minimum: min, maximum: max } = numeric;
    for (const value of [-1, -(2 ** 31) - 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2]) {
      if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
        values.push({ label: `the number ${value}`, value });
      }
    }
    if (place !== 'body') {
      values.push(
        { label: 'twenty digits', value: '99999999999999999999' },
        { label: 'a signed number', value: '-1' },
        { label: 'a padded number', value: ' 1' },
      );
    }
  }
  const dateTime = branches(schema).some((branch) => branch.format === 'date-time');
  if (dateTime || /date$/i.test(name)) {
    const impossible = dateTime ? impossibleDateTimes : impossibleDays;
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      'yesterday',
      '2026-01-01T25:00:00Z',
      ...impossible,
    ]) {
      values.push({ label: `the date ${value}`, value });
    }
  }
  if (place === 'body') {
    if (!types.includes('object')) values.push({ label: 'an object', value: { nested: true } });
    if (!types.includes('array')) values.push({ label: 'an array', value: [1, 'two'] });
    if (!types.includes('null')) values.push({ label: 'null', value: null });
    if (!types.includes('boolean') && !schema.enum) values.push({ label: 'false', value: false });
  }
  return values;
}

type Parts = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: Record<string, unknown>;
};

/** Every field at a value the schema accepts: what each case starts from. */
function baselineOf(operation: FuzzOperation, fields: Field[], ids: readonly number[]): Parts {
  const parts: Parts = { path: {}, query: {}, body: operation.body ? {} : undefined };
  for (const field of fields) {
    if (!field.required) continue;
    const value =
      field.place === 'path' && numericBranch(field.schema)
        ? ids[0]
        : validValue(field.schema, field.name);
    if (field.place === 'body') (parts.body ??= {})[field.name] = value;
    else parts[field.place][field.name] = value;
  }
  return parts;
}

function toCase(
  operation: FuzzOperation,
  parts: Parts,
  meta: Pick<FuzzCase, 'caller' | 'kind' | 'field' | 'label'>,
  body?: { contentType: string; payload: string | Buffer },
): FuzzCase {
  const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(asText(parts.path[name] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(parts.query).map(([key, value]) => [key, asText(value)]),
  ).toString();
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  if (body) {
    headers['content-type'] = body.contentType;
    payload = body.payload;
  } else if (parts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(parts.body);
  }
  return {
    ...meta,
    method: operation.method,
    url: query ? `${url}?${query}` : url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

const set = (parts: Parts, field: Field, value: unknown): Parts => {
  const next: Parts = {
    path: { ...parts.path },
    query: { ...parts.query },
    body: parts.body && { ...parts.body },
  };
  if (field.place === 'body') (next.body ??= {})[field.name] = value;
  else next[field.place][field.name] = value;
  return next;
};

const unset = (parts: Parts, field: Field): Parts => {
  const next = set(parts, field, undefined);
  delete (field.place === 'body' ? (next.body ?? {}) : next[field.place])[field.name];
  return next;
};

/** Bodies no JSON parser should take, and keys that would poison a prototype. */
const brokenBodies = [
  '{"unclosed": ',
  '',
  '{"a":1}}',
  'nul',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
];
const otherMediaTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json-patch+json',
];

/** The generator of one operation's cases for one caller. */
function caseArbitrary(
  operation: FuzzOperation,
  caller: Caller,
  ids: readonly number[],
): fc.Arbitrary<FuzzCase> {
  const fields = fieldsOf(operation);
  const base = baselineOf(operation, fields, ids);
  const meta = { caller };
  const kinds: fc.WeightedArbitrary<FuzzCase>[] = [];

  if (fields.length > 0) {
    // Several fields at once, each at any value its schema accepts.
    const valid = fc.subarray(fields, { minLength: 1 }).chain((chosen) =>
      fc
        .tuple(...chosen.map((field) => validArbitrary(field.schema, field.name, ids)))
        .map((values) => {
          let parts = base;
          chosen.forEach((field, index) => (parts = set(parts, field, values[index])));
          const label = chosen.map(
            (field, index) => `${field.name}=${JSON.stringify(values[index])?.slice(0, 40)}`,
          );
          return toCase(operation, parts, { ...meta, kind: 'valid', label: label.join(' ') });
        }),
    );
    kinds.push({ arbitrary: valid, weight: 3 });
    const invalid = fields.flatMap((field) =>
      invalidValues(field.schema, field.name, field.place).map((bad) =>
        toCase(operation, set(base, field, bad.value), {
          ...meta,
          kind: 'invalid-field',
          field: field.name,
          label: `${field.place} ${field.name}: ${bad.label}`,
        }),
      ),
    );
    const start = fields.find((field) => field.name === 'startDate');
    const end = fields.find((field) => field.name === 'endDate');
    if (start && end) {
      for (const [from, to] of rangesBeforeFirstDay) {
        invalid.push(
          toCase(operation, set(set(base, start, from), end, to), {
            ...meta,
            kind: 'invalid-field',
            field: start.name,
            label: `the range ${from}..${to}, compared with days before the first`,
          }),
        );
      }
    }
    if (invalid.length > 0) {
      kinds.push({ weight: 4, arbitrary: fc.constantFrom(...invalid) });
    }
    const required = fields.filter((field) => field.required && field.place !== 'path');
    if (required.length > 0) {
      kinds.push({
        weight: 1,
        arbitrary: fc.constantFrom(...required).map((field) =>
          toCase(operation, unset(base, field), {
            ...meta,
            kind: 'missing-field',
            field: field.name,
            label: `${field.place} ${field.name} left out`,
          }),
        ),
      });
    }
  }
  if (operation.body) {
    const json = JSON.stringify(base.body ?? {});
    kinds.push(
      {
        weight: 1,
        arbitrary: fc
          .dictionary(
            fc.string({ unit: 'grapheme', maxLength: 12 }),
            fc.jsonValue({ maxDepth: 2 }),
            {
              maxKeys: 3,
            },
          )
          .map((extra) => {
            // Unknown keys next to the known ones: stripped, never stored nor a 500.
            const payload = JSON.stringify({ ...extra, ...base.body });
            return toCase(
              operation,
              base,
              { ...meta, kind: 'extra-fields', label: `extra fields ${payload.slice(0, 80)}` },
              { contentType: 'application/json', payload },
            );
          }),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...otherMediaTypes).map((contentType) =>
          toCase(
            operation,
            base,
            { ...meta, kind: 'wrong-content-type', label: `as ${contentType}` },
            {
              contentType,
              payload: json,
            },
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...brokenBodies).map((payload) =>
          toCase(
            operation,
            base,
            { ...meta, kind: 'malformed-body', label: `body ${JSON.stringify(payload)}` },
            {
              contentType: 'application/json',
              payload,
            },
          ),
        ),
      },
    );
  }
  if (kinds.length === 0) {
    return fc.constant(toCase(operation, base, { ...meta, kind: 'valid', label: 'no input' }));
  }
  return fc.oneof(...kinds);
}

export type FuzzOptions = {
  /** Fixed, so a run is repeatable; another one explores other inputs. */
  seed: number;
  /** Requests per operation and caller. */
  perCaller: number;
  /** Ids of records that exist, so valid requests reach real rows too. */
  ids: readonly number[];
  callers?: readonly Caller[];
};

/** A 32-bit seed from the run's seed and a name (FNV-1a). */
function streamSeed(seed: number, name: string): number {
  let hash = (2_166_136_261 ^ seed) >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash | 0;
}

/** The requests to send for one operation: `perCaller` for each kind of caller. */
export function fuzzCases(operation: FuzzOperation, options: FuzzOptions): FuzzCase[] {
  const callers = options.callers ?? fuzzCallers;
  return callers.flatMap((caller) =>
    fc.sample(caseArbitrary(operation, caller, options.ids), {
      // Each operation and caller draws its own stream: one shared seed would pick the same
      // kinds of input for every operation.
      seed: streamSeed(options.seed, `${operation.method} ${operation.path} ${caller}`),
      numRuns: options.perCaller,
    }),
  );
}

/** How deep the deep body nests: far past the parser's 64, and where a recursive walk overflows. */
const deepBodyLevels = 10_000;
/** The binary body: as large as the largest body a route holds in memory (an avatar's 5 MiB). */
const binaryBodyBytes = 5 * 1024 * 1024;

/** The random bytes of each seed, made once: every operation is sent the same ones. */
const noiseBySeed = new Map<number, Buffer>();

/** `binaryBodyBytes` random bytes from `seed`, the same on every run. */
function noiseOf(seed: number): Buffer {
  let bytes = noiseBySeed.get(seed);
  if (!bytes) {
    const random = seededRandom(seed);
    bytes = Buffer.alloc(binaryBodyBytes);
    for (let offset = 0; offset < binaryBodyBytes; offset += 4) {
      bytes.writeUInt32LE(Math.floor(random.next() * 2 ** 32), offset);
    }
    noiseBySeed.set(seed, bytes);
  }
  return bytes;
}

/** Methods whose body the server never reads: a body sent with them tests nothing. */
const bodylessMethods = new Set(['GET', 'HEAD']);

/**
 * Hostile bodies for one operation, sent once (they test the server, not who asks): to an
 * operation taking a JSON body, one nested 10,000 deep; to every operation whose method has a
 * body, 5 MiB of random bytes, as `application/octet-stream` and declared as JSON. The rest
 * of the request (path, query) is valid, so the body is what gets judged.
 */
export function hostileCases(
  operation: FuzzOperation,
  options: Pick<FuzzOptions, 'seed' | 'ids'> & { caller: Caller },
): FuzzCase[] {
  const base = baselineOf(operation, fieldsOf(operation), options.ids);
  const meta = { caller: options.caller };
  const cases: FuzzCase[] = [];
  if (operation.body) {
    cases.push(
      toCase(
        operation,
        base,
        { ...meta, kind: 'deep-body', label: `a body of ${deepBodyLevels} nested arrays` },
        {
          contentType: 'application/json',
          payload: `${'['.repeat(deepBodyLevels)}${']'.repeat(deepBodyLevels)}`,
        },
      ),
    );
  }
  if (!bodylessMethods.has(operation.method)) {
    const bytes = noiseOf(options.seed);
    for (const contentType of ['application/octet-stream', 'application/json']) {
      cases.push(
        toCase(
          operation,
          base,
          { ...meta, kind: 'binary-body', label: `5 MiB of random bytes as ${contentType}` },
          { contentType, payload: bytes },
        ),
      );
    }
  }
  return cases;
}

/** The answer as the judge needs it. */
export type FuzzAnswer = { statusCode: number; body: string };

/** The fields an operation has, and the parts a whole-part error may name instead. */
function nameable(operation: FuzzOperation): Set<string> {
  return new Set([
    ...fieldsOf(operation).map((field) => field.name),
    'body',
    'querystring',
    'params',
  ]);
}

/**
 * Whether a success to random bytes is what the operation's contract says: bytes sent as
 * `application/octet-stream` to an upload (an operation documenting that media type for its
 * body), answered with a status it documents. Bytes declared as JSON are never a success.
 */
function takesBytes(operation: FuzzOperation, fuzz: FuzzCase, answer: FuzzAnswer): boolean {
  return (
    fuzz.headers['content-type'] === 'application/octet-stream' &&
    (operation.bodyMediaTypes ?? []).includes('application/octet-stream') &&
    (operation.statuses ?? []).includes(String(answer.statusCode))
  );
}

/**
 * What is wrong with an answer, or null: a 5xx; a 4xx outside the error envelope; a 400 that
 * does not name a field of the operation (or, when one field was broken, that field); a 2xx
 * to a request with a field its schema refuses, to a body nested 10,000 deep, or to random
 * bytes where the operation's contract takes no upload.
 */
export function judge(operation: FuzzOperation, fuzz: FuzzCase, answer: FuzzAnswer): string | null {
  if (answer.statusCode >= 500) return `${answer.statusCode}`;
  if (answer.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${answer.statusCode} not JSON`;
    }
    const envelope = body as { status?: unknown; code?: unknown; message?: unknown };
    if (
      envelope.status !== 'error' ||
      typeof envelope.code !== 'string' ||
      typeof envelope.message !== 'string'
    ) {
      return `${answer.statusCode} outside the error envelope`;
    }
    const structural = ([...structuralKinds, ...hostileKinds] as readonly string[]).includes(
      fuzz.kind,
    );
    if (answer.statusCode === 400 && envelope.code === 'validation-error' && !structural) {
      const named = /^([^:\s]+):/.exec(envelope.message)?.[1]?.split('.')[0];
      if (!named || !nameable(operation).has(named)) return '400 naming no field of the operation';
      if (fuzz.field !== undefined && named !== fuzz.field) {
        return `400 naming ${named} instead of ${fuzz.field}`;
      }
    }
    return null;
  }
  if ((fuzz.kind === 'invalid-field' || fuzz.kind === 'missing-field') && answer.statusCode < 300) {
    return `${answer.statusCode}: accepted a request its schema refuses`;
  }
  if (fuzz.kind === 'deep-body' && answer.statusCode < 300) {
    return `${answer.statusCode}: accepted a body nested ${deepBodyLevels} deep`;
  }
  if (
    fuzz.kind === 'binary-body' &&
    answer.statusCode < 300 &&
    !takesBytes(operation, fuzz, answer)
  ) {
    return `${answer.statusCode}: accepted random bytes its contract does not take`;
  }
  return null;
}

/** Anything with Fastify's `inject` (an app under test). */
type Injectable = {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
  }): Promise<{ statusCode: number; body: string }>;
};

/** Sends one case as `callerHeaders` say; returns a line saying what went wrong, or null. */
export async function runFuzzCase(
  app: Injectable,
  operation: FuzzOperation,
  fuzz: FuzzCase,
  callerHeaders: Record<string, string>,
): Promise<string | null> {
  const response = await app.inject({
    method: fuzz.method,
    url: fuzz.url,
    headers: { ...callerHeaders, ...fuzz.headers },
    ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
  });
  const verdict = judge(operation, fuzz, response);
  return (
    verdict &&
    `${operation.method} ${operation.path} as ${fuzz.caller}, ${fuzz.label} → ${verdict}: ${response.body.slice(0, 160)}`
  );
}
