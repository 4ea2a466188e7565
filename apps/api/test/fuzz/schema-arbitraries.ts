/**
 * fast-check arbitraries derived from the API's OpenAPI document (the routes' zod schemas as
 * `@fastify/swagger` publishes them at `/api/docs/json`), and the hostile values and mutations the
 * fuzzers send. No maintained package turns JSON Schema into fast-check arbitraries for fast-check 4
 * (`json-schema-fast-check` needs fast-check 1, `zod-fast-check` zod 3 and fast-check < 4), so this
 * is a small generator over the keywords the document uses: `type` (with `null`), OpenAPI 3.0's
 * `nullable` and boolean `exclusiveMinimum`, `enum`, `const`, `anyOf`/`oneOf`/`allOf`, `properties`
 * and `required`, `items`, `minItems`/`maxItems`, `minLength`/`maxLength`, `pattern`, `format`
 * (`uuid`, `email`, `date-time`, `uri`), `minimum`/`maximum`, and `$ref` into the components.
 *
 * Values valid as a schema says are what JSON Schema can say: zod refinements beyond it (spec §5's
 * cross-field rules) are the handlers' to judge. Ids come from the caller's pools (`SchemaPools`),
 * so that valid requests name people and requests that exist.
 */
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** A number (JSON Schema 2019+), or `true` meaning `minimum` is exclusive (OpenAPI 3.0). */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: Json;
}

/** One operation of the document: its method, path, parameters' and body's schemas. */
export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** OpenAPI path, `{name}` for each parameter. */
  path: string;
  pathParameters: string[];
  /** The query parameters as one object schema (absent when the operation has none). */
  query?: JsonSchema;
  /** The JSON body's schema (absent when the operation takes no JSON body). */
  body?: JsonSchema;
  /** True when the operation takes a `multipart/form-data` upload (the CV import). */
  multipart: boolean;
}

/** `METHOD /path` of an operation: the key of a route in reports. */
export const routeKey = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

/**
 * Where generated values come from when a schema names an id: `uuid(name)` for a `format: uuid`
 * string (`name`: the property or parameter, `ids`, `people`, `request`…), `text(name)` for other
 * strings whose name the caller knows (catalogue ids for `focus` or `skills`), or undefined.
 */
export interface SchemaPools {
  uuid(name: string): fc.Arbitrary<string>;
  text?(name: string): fc.Arbitrary<string> | undefined;
}

/** Components of the document by name (`#/components/schemas/Name`). */
export type Components = Record<string, JsonSchema>;

/** `$ref`s resolved against the document's components. */
function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    current = components[current.$ref.split('/').at(-1)!] ?? {};
  }
  return current;
}

/**
 * Values valid as `schema` says. Lists and texts are kept short so that a run covers many routes;
 * `depth` stops recursive schemas; `name` is the property or parameter the value is for.
 */
export function arbitraryOf(
  schema: JsonSchema,
  components: Components,
  pools: SchemaPools,
  name = '',
  depth = 0,
): fc.Arbitrary<Json> {
  const resolved = resolve(schema, components);
  if (depth > 8) return fc.constant(null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  const value = nonNullArbitrary(resolved, components, pools, name, depth);
  return resolved.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function nonNullArbitrary(
  resolved: JsonSchema,
  components: Components,
  pools: SchemaPools,
  name: string,
  depth: number,
): fc.Arbitrary<Json> {
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const union = resolved.anyOf ?? resolved.oneOf;
  if (union && union.length > 0)
    return fc.oneof(...union.map((part) => arbitraryOf(part, components, pools, name, depth + 1)));
  if (resolved.allOf && resolved.allOf.length > 0) {
    const { allOf: parts, ...rest } = resolved;
    const merged = parts.reduce<JsonSchema>((acc, part) => {
      const next = resolve(part, components);
      return {
        ...acc,
        ...next,
        properties: { ...acc.properties, ...next.properties },
        required: [...(acc.required ?? []), ...(next.required ?? [])],
      };
    }, rest);
    return arbitraryOf(merged, components, pools, name, depth + 1);
  }
  const types = [resolved.type ?? (resolved.properties ? 'object' : 'any')].flat();
  return fc.oneof(...types.map((type) => arbitraryOfType(type, resolved, components, pools, name, depth)));
}

/** The bounds of a number schema, OpenAPI 3.0's boolean `exclusiveMinimum` included. */
function numberBounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const lower =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + step
      : schema.minimum === undefined
        ? -1_000_000
        : schema.minimum + (schema.exclusiveMinimum === true ? step : 0);
  const upper =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - step
      : schema.maximum === undefined
        ? 1_000_000
        : schema.maximum - (schema.exclusiveMaximum === true ? step : 0);
  return { min: lower, max: Math.max(lower, upper) };
}

function arbitraryOfType(
  type: string,
  schema: JsonSchema,
  components: Components,
  pools: SchemaPools,
  name: string,
  depth: number,
): fc.Arbitrary<Json> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const { min, max } = numberBounds(schema, true);
      return fc.integer({
        min: Math.max(Math.ceil(min), -(2 ** 31)),
        max: Math.min(Math.floor(max), 2 ** 31 - 1),
      });
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false);
      return fc.double({ min, max, noNaN: true });
    }
    case 'string':
      return stringOf(schema, pools, name);
    case 'array': {
      const item = schema.items
        ? arbitraryOf(schema.items, components, pools, name, depth + 1)
        : (fc.jsonValue() as fc.Arbitrary<Json>);
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.min(schema.maxItems ?? 4, minLength + 4) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [
            key,
            arbitraryOf(value, components, pools, key, depth + 1),
          ]),
        ),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  }
}

function stringOf(schema: JsonSchema, pools: SchemaPools, name: string): fc.Arbitrary<Json> {
  if (schema.format === 'uuid') return pools.uuid(name);
  const known = pools.text?.(name);
  if (known) return known;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot invert (a lookahead): any text, the handler judges.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

/** The OpenAPI document as far as the fuzzers read it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Components };
}

/** Every operation of the document (GET, POST, PATCH, PUT, DELETE), with its input's schemas. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = (operation.parameters ?? []) as {
          in: string;
          name: string;
          required?: boolean;
          schema: JsonSchema;
        }[];
        const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
        const content = (
          operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
        )?.content;
        const body = content?.['application/json']?.schema;
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name),
          ...(queryParameters.length > 0
            ? {
                query: {
                  type: 'object',
                  properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema])),
                  required: queryParameters.filter((p) => p.required).map((p) => p.name),
                },
              }
            : {}),
          ...(body ? { body } : {}),
          multipart: content?.['multipart/form-data'] !== undefined,
        };
      }),
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Hostile values                                                                                    */

/**
 * Injection strings: SQL, HTML and script, spreadsheet formulas (OWASP "CSV Injection": cells
 * starting with `=`, `+`, `-`, `@`), path traversal, header injection, templates. None of them looks
 * like what the leak detectors search answers for (`./verdict.ts`).
 */
export const INJECTIONS: readonly string[] = [
  "'; drop table users; --",
  "' OR '1'='1",
  '1) OR 1=1 --',
  "admin'--",
  '$$; select pg_sleep(5); $$',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</textarea><svg onload=alert(1)>',
  'javascript:alert(1)',
  '=HYPERLINK("http://example.test/x","clic")',
  "=cmd|' /C calc'!A0",
  '+SUM(1,2)',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/dev/zero',
  'a\r\nSet-Cookie: x=1',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  '*)(uid=*))(|(uid=*',
];

/** Strings that broke or could break storage, rules, rendering or a parser. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...INJECTIONS,
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFF',
    'He\u0301le\u0300ne',
    '',
    '   ',
    '\u200B\u200D\uFEFF',
    '\u202Eevil',
    'ﬁ ＡＢＣ ǅ',
    '👩‍👩‍👧‍👦🏳️‍🌈',
    '__proto__',
    'constructor',
    '0000-01',
    '9999-12',
    '2020-13',
    'custom-',
    'java',
    '++',
    '日本語',
    '+33 6 12 34 56 78 ext',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 20 }),
  fc.integer({ min: 200, max: 30_000 }).map((length) => 'é'.repeat(length)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 31) - 1, -1, -0, 0.5, 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/**
 * Nesting as a parser or a recursive walk meets it, up to 10,000 levels. Kept as its depth until
 * it is written out (`toText`): neither `JSON.stringify` nor fast-check's reporter can walk that deep.
 */
export class Deep {
  constructor(readonly depth: number) {}
  /** The nested text: `{"a":[{"a":[… "x" …]}]}`, `depth` levels. */
  text(): string {
    const levels = Array.from({ length: this.depth }, (_, level) => level % 2);
    return `${levels.map((array) => (array ? '[' : '{"a":')).join('')}"x"${levels
      .reverse()
      .map((array) => (array ? ']' : '}'))
      .join('')}`;
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.depth})`;
  }
}
export const deep = fc.integer({ min: 30, max: 10_000 }).map((depth) => new Deep(depth) as unknown as Json);

/** `value` as JSON text, each `Deep` written out in full. */
export function toText(value: unknown): string {
  const parts: Deep[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof Deep)) return item;
    parts.push(item);
    return `\u0001deep${parts.length - 1}\u0001`;
  });
  return (text ?? 'null').replace(/"\\u0001deep(\d+)\\u0001"/g, (_match, index: string) =>
    parts[Number(index)]!.text(),
  );
}

export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [null], {
      __proto__: { isAdmin: true },
    } as Json),
  },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 300 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
);

/** Every UTF-8 byte of `value` as `%XX` (a lone surrogate becomes U+FFFD's bytes, as Node encodes it). */
export function percentEncode(value: string): string {
  return (
    [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('') || '%00'
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Mutations: one part of a valid request made hostile                                               */

/** Every path to a value inside `value` (the root excluded). */
export function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [[...prefix, index], ...paths(item, [...prefix, index])]);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...paths(item, [...prefix, key]),
    ]);
  }
  return [];
}

/** A copy of `value` with the value at `path` replaced, or removed when `replacement` is undefined. */
export function withAt(value: Json, path: (string | number)[], replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  let node: Json = copy;
  for (const segment of path.slice(0, -1)) node = (node as Record<string, Json>)[segment] as Json;
  const last = path.at(-1)!;
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete (node as Record<string, Json>)[last];
  } else {
    // An own property even for "__proto__", as JSON.parse makes it (an assignment would set the
    // object's prototype instead, and the request sent would not be the one generated).
    Object.defineProperty(node, last, {
      value: replacement,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; pick: number; value: Json }
  | { kind: 'remove'; pick: number }
  | { kind: 'add'; key: string; value: Json }
  | { kind: 'body'; value: Json }
  | { kind: 'text'; text: string };

/** Malformed JSON texts: truncated, trailing commas, NaN, a BOM, huge numbers, unclosed nesting. */
export const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[1,]',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '\uFEFF{}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":1,"a":2}',
  'null',
  '1e999',
  '-',
  '"\\x41"',
  '{"__proto__":{"isAdmin":true}}',
  `[${'1'.repeat(5000)}]`,
  '['.repeat(100_000),
];

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 10, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      key: fc.oneof(
        hostileString,
        fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'roles', 'version'),
      ),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), value: hostileValue }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string()),
    }),
  },
);

/** A body or query sent as this text, not as JSON. */
export class Raw {
  constructor(readonly text: string) {}
}

/** `base` changed as `change` says. */
export function mutate(base: Json, change: Mutation): Json | Raw {
  const targets = paths(base);
  const target = (pick: number) => targets[pick % Math.max(targets.length, 1)];
  switch (change.kind) {
    case 'none':
      return base;
    case 'replace': {
      const path = target(change.pick);
      return path ? withAt(base, path, change.value) : change.value;
    }
    case 'remove': {
      const path = target(change.pick);
      return path ? withAt(base, path, undefined) : base;
    }
    case 'add':
      return base !== null && typeof base === 'object' && !Array.isArray(base)
        ? withAt(base, [change.key], change.value)
        : { [change.key]: change.value };
    case 'body':
      return change.value;
    case 'text':
      return new Raw(change.text);
  }
}

/** A query object as a query string: arrays repeat their key, objects and nulls are sent as JSON. */
export function queryString(query: Json): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) {
    return `q=${percentEncode(toText(query))}`;
  }
  return Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${percentEncode(key)}=${percentEncode(typeof item === 'string' ? item : toText(item))}`,
      ),
    )
    .join('&');
}
