import { randomUUID } from 'node:crypto';

// Requests for the API fuzz test, built from the OpenAPI document: a valid-ish request per operation from its
// JSON schemas, then variants with one value at a time broken.

/** The part of JSON Schema the OpenAPI document of the API uses. */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
}

export function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema ?? null,
    })),
  );
}

/** Values for the patterns the contracts use (a sample cannot be drawn from any regex). */
const PATTERN_SAMPLES: [RegExp, string][] = [
  [/\[0-9a-fA-F\]\{8\}-/, ''],
  [/\[0-9a-f-\]\{36\}/, ''],
  [/\[0-9a-f\]\{64\}/, 'a'.repeat(64)],
  [/\[A-Z\]\{4\}0/, 'HDFC0001234'],
  [/\[A-Za-z0-9\]\{8\}/, 'fuzzfld1'],
  [/\[A-Za-z0-9_\]\{3,\}/, 'fuzz_user'],
  [/\\d\{10\}/, '9876543210'],
  [/-02-29/, '2026-01-15'],
];

/** Strings by the name they are given: some contracts check them past their schema. */
const KEY_SAMPLES: [RegExp, string][] = [
  [/email/i, 'fuzz@example.com'],
  [/password/i, 'fuzz-password-1'],
  [/date|from$|to$/i, '2026-01-15'],
  [/basePath/, 'fuzz_folder'],
];

export type IdOf = (key: string) => string | undefined;

function sampleString(schema: Schema, key: string, idOf: IdOf): string {
  const known = idOf(key);
  if (known !== undefined) return known;
  if (schema.format === 'uuid') return randomUUID();
  const byPattern = schema.pattern && PATTERN_SAMPLES.find(([test]) => test.test(schema.pattern ?? ''));
  if (byPattern) return byPattern[1] || randomUUID();
  const byKey = KEY_SAMPLES.find(([test]) => test.test(key));
  let text = byKey ? byKey[1] : `Fuzz ${key || 'text'}`;
  if (schema.minLength && text.length < schema.minLength) text = text.padEnd(schema.minLength, 'x');
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

function sampleNumber(schema: Schema, key: string, idOf: IdOf): number {
  const known = Number(idOf(key) ?? Number.NaN);
  if (!Number.isNaN(known)) return known;
  let value = schema.minimum ?? 1;
  if (schema.exclusiveMinimum) value += 1;
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  return schema.type === 'integer' ? Math.ceil(value) : value;
}

/** A value the schema takes, with every optional property present (each is one more place to break). */
export function sample(schema: Schema, idOf: IdOf, key = '', depth = 0): unknown {
  if (schema.enum) return schema.enum[0];
  // The fullest variant: not null, not the empty string some fields also take.
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((v) => v.type !== 'null' && v.maxLength !== 0);
  const variant = variants[0] ?? schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, idOf, key, depth);
  switch (schema.type) {
    case 'string':
      return sampleString(schema, key, idOf);
    case 'number':
    case 'integer':
      return sampleNumber(schema, key, idOf);
    case 'boolean':
      return false;
    case 'array':
      return depth > 8 || !schema.items ? [] : [sample(schema.items, idOf, key, depth + 1)];
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 8) return value;
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        value[name] = sample(property, idOf, name, depth + 1);
      return value;
    }
    default:
      return 'Fuzz value';
  }
}

/** One broken variant: what was done, to which value, and the value put there. */
export interface Mutation {
  what: string;
  at: string[];
  value: unknown;
}

const LONG = 'x'.repeat(100_000);
const BROKEN_TEXT: [string, string][] = [
  ['NUL', 'Fuzz\u0000text'],
  ['lone surrogate', 'Fuzz\uD800text'],
  ['100,000 characters', LONG],
  // Text that some fields parse as JSON: the NUL only appears once it is parsed.
  ['NUL escaped in JSON text', '{"a":"\\u0000","b":"\\ud800"}'],
];

/** The wrong types for a value: number for text, text for a number, an object for an array, and null. */
function wrongTypes(value: unknown): [string, unknown][] {
  const wrong: [string, unknown][] = [['null', null]];
  if (typeof value === 'string') wrong.push(['number for text', 12345]);
  else if (typeof value === 'number') wrong.push(['text for a number', '12'], ['huge number', 1e308]);
  else if (typeof value === 'boolean') wrong.push(['text for a boolean', 'yes']);
  else if (Array.isArray(value)) wrong.push(['object for an array', { 0: value[0] ?? 'x' }]);
  else if (value && typeof value === 'object') wrong.push(['array for an object', [value]]);
  return wrong;
}

/** Every value in a sample (objects and arrays too), by its path. */
function* valuesOf(value: unknown, at: string[] = []): Generator<[string[], unknown]> {
  if (at.length > 0) yield [at, value];
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) yield* valuesOf(child, [...at, key]);
}

/** The variants of a body: each value with broken text or a wrong type. */
export function* mutationsOf(body: unknown): Generator<Mutation> {
  for (const [at, value] of valuesOf(body)) {
    if (typeof value === 'string') for (const [what, text] of BROKEN_TEXT) yield { what, at, value: text };
    for (const [what, wrong] of wrongTypes(value)) yield { what, at, value: wrong };
  }
}

/** A copy of `value` with the value at `at` replaced. */
export function withValue(value: unknown, at: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = withValue(copy[head], rest, replacement);
  return copy;
}

/** An object nested `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** The variants of one query parameter, as raw (already encoded) query strings. */
export function queryMutations(parameter: Parameter, valid: string): Mutation[] {
  const raw = (text: string) => encodeURIComponent(text);
  const variants: Mutation[] = [
    { what: 'NUL', at: [parameter.name], value: raw('Fuzz\u0000text') },
    // The UTF-8 bytes of a lone surrogate: not a character, whatever decodes them.
    { what: 'lone surrogate', at: [parameter.name], value: 'Fuzz%ED%A0%80text' },
    { what: '100,000 characters', at: [parameter.name], value: LONG },
    {
      what: 'repeated (an array)',
      at: [parameter.name],
      value: `${raw(valid)}&${parameter.name}=${raw(valid)}`,
    },
  ];
  // A JSON-encoded parameter (filters) gets a condition whose text holds an escaped NUL.
  if (valid.startsWith('['))
    variants.push({
      what: 'NUL escaped in JSON',
      at: [parameter.name],
      value: raw('[{"fieldId":"created_by","operator":"contains","value":"a\\u0000b"}]'),
    });
  const type = parameter.schema.type;
  if (type === 'integer' || type === 'number')
    variants.push(
      { what: 'text for a number', at: [parameter.name], value: 'twelve' },
      { what: 'huge number', at: [parameter.name], value: '1e308' },
      { what: 'beyond bigint', at: [parameter.name], value: '99999999999999999999999' },
    );
  return variants;
}

/** The variants of one path parameter, as raw path segments. */
/** Header values as a client may send them (a header cannot carry NUL or a line break). */
export function headerMutations(name: string): Mutation[] {
  return [
    { what: 'empty', at: [name], value: '' },
    { what: 'spaces', at: [name], value: '   ' },
    { what: 'not ASCII', at: [name], value: 'clé ключ 鍵' },
    { what: 'a tab inside', at: [name], value: 'fuzz\tkey' },
    { what: '100,000 characters', at: [name], value: LONG },
    { what: 'valid', at: [name], value: randomUUID() },
  ];
}

export function pathMutations(name: string): Mutation[] {
  return [
    { what: 'NUL', at: [name], value: 'Fuzz%00text' },
    { what: 'lone surrogate', at: [name], value: 'Fuzz%ED%A0%80text' },
    { what: '100,000 characters', at: [name], value: LONG },
    { what: 'not an id', at: [name], value: 'not-an-id' },
  ];
}
