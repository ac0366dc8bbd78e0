/**
 * A small JSON Schema validator for the subset that the contract's plain answer shapes produce
 * (decision 026): the web client checks its first-load answers with it instead of zod, so the home page
 * does not download zod. The schemas it reads are generated from the zod schemas
 * (`npm run generate:json-schemas`), which stay the one source of truth; generation fails on any keyword
 * outside SUPPORTED_KEYWORDS, so nothing here is silently ignored.
 *
 * Where JSON Schema and zod differ, it follows zod: string lengths count UTF-16 code units, patterns are
 * JavaScript regular expressions without flags, and a parsed object keeps only its declared properties
 * (zod's default `strip`).
 */

export type JsonSchema = { readonly [keyword: string]: unknown };

export type SafeParseResult<T> = { success: true; data: T } | { success: false };

/** The same `safeParse` shape as a zod schema, so the API client takes either. */
export type JsonSchemaParser<T> = {
  readonly jsonSchema: JsonSchema;
  safeParse(input: unknown): SafeParseResult<T>;
};

export const SUPPORTED_KEYWORDS: readonly string[] = [
  'type',
  'properties',
  'required',
  'items',
  'enum',
  'const',
  'anyOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
];

export const SUPPORTED_TYPES: readonly string[] = [
  'string',
  'number',
  'integer',
  'boolean',
  'null',
  'object',
  'array',
];

const INVALID: unique symbol = Symbol('invalid');
type Checked = unknown | typeof INVALID;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
    default:
      return false;
  }
}

function typeMatches(type: unknown, value: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((name) => hasType(String(name), value));
}

const patterns = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    patterns.set(source, pattern);
  }
  return pattern;
}

function numberFits(schema: JsonSchema, value: number): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (typeof minimum === 'number' && value < minimum) return false;
  if (typeof maximum === 'number' && value > maximum) return false;
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return false;
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum) return false;
  return true;
}

function stringFits(schema: JsonSchema, value: string): boolean {
  const { minLength, maxLength, pattern } = schema;
  if (typeof minLength === 'number' && value.length < minLength) return false;
  if (typeof maxLength === 'number' && value.length > maxLength) return false;
  if (typeof pattern === 'string' && !patternOf(pattern).test(value)) return false;
  return true;
}

function checkArray(schema: JsonSchema, value: unknown[]): Checked {
  const items = schema.items as JsonSchema | undefined;
  if (!items) return value;
  const out: unknown[] = [];
  for (const item of value) {
    const checked = check(items, item);
    if (checked === INVALID) return INVALID;
    out.push(checked);
  }
  return out;
}

function checkObject(schema: JsonSchema, value: Record<string, unknown>): Checked {
  const required = (schema.required as readonly string[] | undefined) ?? [];
  for (const key of required) if (!Object.hasOwn(value, key)) return INVALID;
  const properties = schema.properties as Readonly<Record<string, JsonSchema>> | undefined;
  if (!properties) return value;
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (!Object.hasOwn(value, key)) continue;
    const checked = check(property, value[key]);
    if (checked === INVALID) return INVALID;
    out[key] = checked;
  }
  return out;
}

/** The value as zod would output it, or INVALID. */
function check(schema: JsonSchema, value: unknown): Checked {
  if ('const' in schema && !Object.is(value, schema.const)) return INVALID;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return INVALID;
  if (schema.type !== undefined && !typeMatches(schema.type, value)) return INVALID;
  if (Array.isArray(schema.anyOf)) {
    for (const branch of schema.anyOf as JsonSchema[]) {
      const checked = check(branch, value);
      if (checked !== INVALID) return checked;
    }
    return INVALID;
  }
  if (typeof value === 'number') return numberFits(schema, value) ? value : INVALID;
  if (typeof value === 'string') return stringFits(schema, value) ? value : INVALID;
  if (Array.isArray(value)) return checkArray(schema, value);
  if (isPlainObject(value)) return checkObject(schema, value);
  return value;
}

/** A parser for answers of type T; T is the zod schema's inferred type the JSON Schema was made from. */
export function jsonSchemaParser<T>(jsonSchema: JsonSchema): JsonSchemaParser<T> {
  return {
    jsonSchema,
    safeParse(input) {
      const checked = check(jsonSchema, input);
      return checked === INVALID ? { success: false } : { success: true, data: checked as T };
    },
  };
}
