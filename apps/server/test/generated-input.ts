import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * The generated-input test's pieces (decision 059): every registered route with the field names its
 * zod schemas declare, arbitraries of bad values derived from them, and the request that carries one.
 */

export type CollectedRoute = {
  method: string;
  url: string;
  query: FieldMap;
  params: FieldMap;
  body: FieldMap | null;
  headers: FieldMap;
  multipart: boolean;
};

/** Field name → a plausible value (from the schema's enum or type), so bad values reach deeper checks. */
type FieldMap = Record<string, unknown>;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  const branch = schema.anyOf?.[0] ?? schema.allOf?.[0];
  return branch ? plausible(branch) : 'a';
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return {
    ...schema.properties,
    ...Object.assign(
      {},
      ...(schema.anyOf ?? []).map(propertiesOf),
      ...(schema.allOf ?? []).map(propertiesOf),
    ),
  };
}

/** The fields a request schema part names (zod or plain JSON Schema), each with a plausible value. */
export function fieldsOf(part: unknown): FieldMap {
  if (!part || typeof part !== 'object') return {};
  let json: JsonSchema;
  try {
    json =
      '_zod' in part
        ? (z.toJSONSchema(part as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
        : (part as JsonSchema);
  } catch {
    return {};
  }
  return Object.fromEntries(Object.entries(propertiesOf(json)).map(([name, s]) => [name, plausible(s)]));
}

/** The session plugin's headers and the library token: read on every route, so fuzzed on every route. */
const SESSION_HEADERS = ['token', 'userid', 'schkey', 'authorization', 'cookie'];

export function collectRoute(route: RouteOptions, into: CollectedRoute[]) {
  const all = Array.isArray(route.method) ? route.method : [route.method];
  // A route of every method (app.all: the OIDC provider's mount) is walked with GET and POST.
  const methods = all.filter((m) => m !== 'HEAD' && (all.length < 5 || m === 'GET' || m === 'POST'));
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const params = fieldsOf(schema.params);
  for (const match of route.url.matchAll(/:(\w+)/g)) params[match[1]!] ??= 'a';
  if (route.url.includes('*')) params['*'] = 'a';
  for (const method of methods) {
    into.push({
      method,
      url: route.url,
      query: fieldsOf(schema.querystring),
      params,
      body: method === 'GET' || method === 'DELETE' ? null : fieldsOf(schema.body),
      headers: {
        ...Object.fromEntries(SESSION_HEADERS.map((h) => [h, undefined])),
        ...fieldsOf(schema.headers),
      },
      multipart: ((schema.consumes as string[] | undefined) ?? []).includes('multipart/form-data'),
    });
  }
}

const NAMED_BAD_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u0001',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\ud800',
  'x\udfff',
  'a'.repeat(5000),
  '9'.repeat(400),
  '2147483648',
  '4294967296',
  '9999999999',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '2025-02-30',
  '2025-13-01',
  '0000-00-00',
  "' OR 1=1 --",
  '%FF%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202e',
  '😀',
  'null',
  '[]',
  '{"a":1}',
];

/** Bad text: the named cases (issue 23's and their kind) and arbitrary strings of any code unit. */
export const badText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NAMED_BAD_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Bad JSON values: bad text, wrong types, huge and odd numbers, nested junk. */
export const badJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badText },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      0,
      -1,
      2147483648,
      4294967296,
      1e308,
      -1e308,
      1.5,
      true,
      false,
      null,
      [],
      {},
      ['a\u0000'],
      { a: { b: '\u0000' } },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const MISSING = Symbol('missing');

/** One part of a request: each field plausible, bad or missing, and sometimes a junk field more. */
function partArbitrary(fields: FieldMap, values: fc.Arbitrary<unknown>, keepPlausible: boolean) {
  const entries = Object.entries(fields).map(([name, value]) => {
    const choices: fc.Arbitrary<unknown>[] = [values, fc.constant(MISSING)];
    if (value !== undefined && keepPlausible) choices.push(fc.constant(value));
    return fc.tuple(fc.constant(name), fc.oneof(...choices));
  });
  const junk = fc.option(
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'zz', 'a\u0000', 'x'.repeat(300)), values),
    {
      freq: 4,
    },
  );
  return fc.tuple(fc.tuple(...entries), junk).map(([pairs, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of [...pairs, ...(extra ? [extra] : [])]) {
      if (value !== MISSING) Object.defineProperty(out, name, { value, enumerable: true, writable: true });
    }
    return out;
  });
}

export type GeneratedInput = {
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  body: Record<string, unknown> | unknown;
  headers: Record<string, unknown>;
  encoding: 'json' | 'form' | 'multipart' | 'no-boundary' | 'broken-json';
};

export function inputArbitrary(route: CollectedRoute, session: boolean): fc.Arbitrary<GeneratedInput> {
  const headerFields = session
    ? Object.fromEntries(Object.entries(route.headers).filter(([name]) => !SESSION_HEADERS.includes(name)))
    : route.headers;
  return fc.record({
    query: partArbitrary(route.query, badText, true),
    params: partArbitrary(route.params, badText, true).map((p) => ({ ...route.params, ...p })),
    body: route.body
      ? fc.oneof({ weight: 5, arbitrary: partArbitrary(route.body, badJson, true) }, badJson)
      : fc.constant(undefined),
    headers: partArbitrary(headerFields, badText, false),
    encoding: route.multipart
      ? fc.constantFrom('multipart', 'multipart', 'no-boundary', 'json')
      : fc.constantFrom('json', 'json', 'json', 'form', 'broken-json'),
  });
}

function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8; send the bytes a client would.
    return '%ED%A0%80';
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function multipartBody(fields: Record<string, unknown>) {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--B0UNDARY\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${textOf(v)}\r\n`,
  );
  return `${parts.join('')}--B0UNDARY--\r\n`;
}

/** The inject request that carries a generated input to a route. */
export function requestFor(
  route: CollectedRoute,
  input: GeneratedInput,
  sessionHeaders: Record<string, string>,
): InjectOptions {
  const path = route.url
    .replace(/:(\w+)/g, (_, name: string) => encodePart(input.params[name] ?? 'a'))
    .replace('*', () => textOf(input.params['*'] ?? 'a').replace(/[^\w./-]/g, (c) => encodePart(c)));
  const query = Object.entries(input.query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => [k, item]) : [[k, v]]))
    .map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`)
    .join('&');
  const headers: Record<string, string> = { ...sessionHeaders };
  for (const [name, value] of Object.entries(input.headers)) {
    // Header names are tokens; a value is what a client can put on the wire (no line breaks).
    if (/^[\w-]+$/.test(name)) headers[name] = textOf(value).replace(/[\r\n]/g, ' ');
  }
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
  };
  if (input.body === undefined) return options;
  const body =
    input.body && typeof input.body === 'object' && !Array.isArray(input.body)
      ? input.body
      : { value: input.body };
  switch (input.encoding) {
    case 'multipart':
      headers['content-type'] = 'multipart/form-data; boundary=B0UNDARY';
      options.payload = multipartBody(body as Record<string, unknown>);
      break;
    case 'no-boundary':
      headers['content-type'] = 'multipart/form-data';
      options.payload = multipartBody(body as Record<string, unknown>);
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      options.payload = Object.entries(body as Record<string, unknown>)
        .map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`)
        .join('&');
      break;
    case 'broken-json':
      headers['content-type'] = 'application/json';
      options.payload = `${JSON.stringify(input.body) ?? ''}{`.slice(1);
      break;
    default:
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(input.body === undefined ? {} : input.body);
  }
  return options;
}
