/**
 * The systemic check of bad input (issue #26 §10, after issue #10 §3): a schema-driven fuzzer over
 * EVERY route of the API and every sign-in endpoint and page of the embedded provider, as EVERY
 * role, within a fixed budget of requests.
 *
 * - The API's routes come from its OpenAPI document (the routes' zod schemas, as the app publishes
 *   them): fast-check arbitraries are built from each operation's JSON Schemas — path parameters,
 *   query and body — so a new route is fuzzed the day it is added. Half the requests are valid as
 *   the schema says (they reach the handlers and their rules); the other half have one part made
 *   hostile: a value replaced (NUL, lone surrogates, decomposed text, huge numbers, wrong types,
 *   thousands of nested arrays, `__proto__`), a key added or removed, a whole body of random JSON or
 *   malformed text, a path parameter of hostile bytes.
 * - The provider's endpoints (authorize, token, revoke, logout, userinfo) and pages (sign-in,
 *   sign-up, forgot password, reset and activation links) have no OpenAPI document: their
 *   parameters are listed below, each request changing one of them.
 *
 * After every request: no answer is a 5xx; a refused write (4xx) changed nothing stored (users,
 * files, outbox); a refused request's answer names no one. At the end: the log holds no one's
 * personal data, no token and no stack trace, and everything stored still passes the domain rules.
 * Items 1 (deep nesting, a 500) and 5 (a NUL on the sign-in endpoints, a 500) of issue #26 are
 * found by this test on the code before their fixes.
 */
import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZResumeBody } from '@highlight/domain/resume';
import { catalogueIssues } from '@highlight/domain/resume-edit';
import type { Role } from '@highlight/domain/roles';
import { ZPersonName } from '@highlight/domain/user';
import { isAcceptableText } from '@highlight/domain/text';
import { mailOutbox, resumes, users } from '../src/db/schema.ts';
import { loadReferenceItems } from '../src/modules/reference/service.ts';
import { createTestApp, TEST_ISSUER } from './helpers.ts';

/** Requests over the API's routes, and over the provider's endpoints and pages: the fixed budget. */
const API_RUNS = Number(process.env.FUZZ_API_RUNS ?? 4_000);
const IDENTITY_RUNS = Number(process.env.FUZZ_IDENTITY_RUNS ?? 1_000);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The roles a request is sent as; `null` sends no token at all. */
const ROLE_SETS: (Role[] | null)[] = [
  null,
  ['applicant'],
  ['employee'],
  ['human_ressources'],
  ['admin'],
  ['superadmin'],
  ['admin', 'employee'],
  ['human_ressources', 'applicant'],
];

/**
 * The people of the test: their names, emails and phones are what no log line and no refused
 * answer may hold. Distinct, made-up values, never produced by the generators.
 */
const PEOPLE = [
  { firstname: 'Zoéline', lastname: 'Quartermaine', phoneNumber: '+33 6 11 22 33 44' },
  { firstname: 'Bartholomé', lastname: 'Vandersteen', phoneNumber: '+33 7 98 76 54 32' },
  { firstname: 'Ophélise', lastname: 'Karamanlis', phoneNumber: '+44 20 7946 0958' },
  { firstname: 'Théodric', lastname: 'Wolfenbarger', phoneNumber: '+33 1 45 67 89 01' },
  { firstname: 'Maëlwenn', lastname: 'Duchastelier', phoneNumber: '+49 30 901820' },
];

let t: Awaited<ReturnType<typeof createTestApp>>;
const logLines: string[] = [];
/** Every actor's `Authorization` header, by role set (index in ROLE_SETS). */
const actorHeaders: Record<string, string>[] = [];
/** Ids a path or a body may name: the targets, the actors, unknown ones. */
let idPool: string[] = [];
/** What no refused answer and no log line may contain. */
let personal: string[] = [];
/** Tokens issued to the actors: never in the log. */
const issuedTokens: string[] = [];
/** A live sign-in interaction of the provider, and its cookies. */
let interaction: { uid: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({
    embeddedIdentity: true,
    logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
  });
  const made: { id: string; email: string }[] = [];
  let person = 0;
  const nextPerson = () => {
    const base = PEOPLE[person % PEOPLE.length]!;
    person += 1;
    return {
      ...base,
      email: `${base.firstname.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${person}@example.test`,
    };
  };
  for (const roles of ROLE_SETS) {
    if (!roles) {
      actorHeaders.push({});
      continue;
    }
    const actor = await t.createUser({ roles, avatar: 'cat', status: 'active', ...nextPerson() });
    made.push(actor);
    const header = await t.authHeader(actor);
    issuedTokens.push(header.authorization.slice('Bearer '.length));
    actorHeaders.push(header);
  }
  // Targets of the back office's actions: a collaborator with a file, staff, a dual-role person,
  // a soft-deleted one.
  const hr = await t.createUser({ roles: ['human_ressources'], ...nextPerson() });
  const { user: collaborator } = await t.createCollaboratorWithFile({ refereeId: hr.id, ...nextPerson() });
  const dual = await t.createUser({ roles: ['admin', 'employee'], ...nextPerson() });
  const superadmin = await t.createUser({ roles: ['superadmin'], ...nextPerson() });
  const deleted = await t.createUser({ roles: ['applicant'], deletedAt: new Date(), ...nextPerson() });
  made.push(hr, collaborator, dual, superadmin, deleted);
  idPool = [
    ...[hr, collaborator, dual, superadmin, deleted].map((user) => user.id),
    collaborator.id.toUpperCase(),
    made[1]!.id,
    randomUUID(),
  ];
  const rows = await t.db.select().from(users);
  personal = rows
    .flatMap((row) => [row.email, row.firstname, row.lastname, row.phoneNumber])
    .filter((value) => value.length >= 5);
  interaction = await startInteraction();
});
afterAll(async () => {
  await t.close();
});

/** Starts a sign-in at the provider as the web app does and returns the interaction it opened. */
async function startInteraction(): Promise<{ uid: string; cookie: string }> {
  const response = await t.app.inject({ method: 'GET', url: authorizeUrl(AUTHORIZE) });
  const location = response.headers.location;
  const uid = typeof location === 'string' ? /interaction\/([^/?]+)/.exec(location)?.[1] : undefined;
  if (!uid) throw new Error(`no interaction: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  return { uid, cookie: cookies.map((line) => line.split(';')[0]).join('; ') };
}

const ISSUER_PATH = new URL(TEST_ISSUER).pathname;
const OIDC = `${ISSUER_PATH}/protocol/openid-connect`;
const APP = new URL(TEST_ISSUER).origin;
const AUTHORIZE: Record<string, string> = {
  client_id: 'front',
  redirect_uri: `${APP}/auth/callback`,
  response_type: 'code',
  scope: 'openid',
  state: 'state-fuzz',
  nonce: 'nonce-fuzz',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};
const authorizeUrl = (query: Record<string, string>) => `${OIDC}/auth?${new URLSearchParams(query)}`;

/* ------------------------------------------------------------------------------------------------ */
/* Hostile values                                                                                    */

/** Strings that broke or could break storage, rules, rendering or a parser. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFF',
    'He\u0301le\u0300ne',
    '',
    '   ',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '0000-01',
    '9999-12',
    '2020-13',
    'custom-',
    'java',
    '++',
    '日本語',
    '🙂',
    '../../etc/passwd',
    "'; drop table users; --",
    '\u202Eevil',
    '+33 6 12 34 56 78 ext',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 20 }),
  fc.integer({ min: 200, max: 30_000 }).map((length) => 'é'.repeat(length)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 31) - 1, -1, -0, 0.5, 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/**
 * Nesting as a parser or a recursive walk meets it, up to the report's 8,000 levels (item 1) and
 * past them. Kept as its depth until it is written out (`toText`): neither `JSON.stringify` nor
 * fast-check's reporter can walk 10,000 levels.
 */
class Deep {
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
const deep = fc.integer({ min: 30, max: 10_000 }).map((depth) => new Deep(depth) as unknown as Json);

/** `value` as JSON text, each `Deep` written out in full. */
function toText(value: unknown): string {
  const parts: Deep[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof Deep)) return item;
    parts.push(item);
    return `\u0001deep${parts.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001deep(\d+)\\u0001"/g, (_match, index: string) => parts[Number(index)]!.text());
}

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
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
function percentEncode(value: string): string {
  return (
    [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('') || '%00'
  );
}

/** A path parameter: a known id (sometimes upper-cased), or hostile bytes already percent-encoded. */
const pathParameter = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...idPool) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%C3%28', '..%2F..', 'me') },
  );

/* ------------------------------------------------------------------------------------------------ */
/* Arbitraries from the OpenAPI document's JSON Schemas                                              */

interface JsonSchema {
  type?: string | string[];
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
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: Json;
}

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** OpenAPI path, `{name}` for each parameter. */
  path: string;
  pathParameters: string[];
  query?: JsonSchema;
  body?: JsonSchema;
}

/** `$ref`s resolved against the document's components (`#/components/schemas/Name`). */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    current = components[current.$ref.split('/').at(-1)!] ?? {};
  }
  return current;
}

/**
 * Values valid as `schema` says (within what JSON Schema can say: zod refinements beyond it, such
 * as spec §5's cross-field rules, are the handlers' to judge). Lists and texts are kept short so
 * that a run covers many routes; `depth` stops recursive schemas.
 */
function arbitraryOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<Json> {
  const resolved = resolve(schema, components);
  if (depth > 8) return fc.constant(null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const union = resolved.anyOf ?? resolved.oneOf;
  if (union && union.length > 0)
    return fc.oneof(...union.map((part) => arbitraryOf(part, components, depth + 1)));
  if (resolved.allOf && resolved.allOf.length > 0) {
    return arbitraryOf(
      resolved.allOf.reduce<JsonSchema>(
        (merged, part) => {
          const next = resolve(part, components);
          return {
            ...merged,
            ...next,
            properties: { ...merged.properties, ...next.properties },
            required: [...(merged.required ?? []), ...(next.required ?? [])],
          };
        },
        { properties: {}, required: [] },
      ),
      components,
      depth + 1,
    );
  }
  const types = [resolved.type ?? (resolved.properties ? 'object' : 'any')].flat();
  return fc.oneof(...types.map((type) => arbitraryOfType(type, resolved, components, depth)));
}

function arbitraryOfType(
  type: string,
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<Json> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (type === 'integer' ? 1 : 0);
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (type === 'integer' ? 1 : 0);
      return type === 'integer'
        ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'string':
      return stringOf(schema);
    case 'array': {
      const item = schema.items ? arbitraryOf(schema.items, components, depth + 1) : fc.jsonValue();
      const minLength = schema.minItems ?? 0;
      return fc.array(item as fc.Arbitrary<Json>, {
        minLength,
        maxLength: Math.min(schema.maxItems ?? 4, minLength + 4),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, components, depth + 1)]),
        ),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<Json> {
  if (schema.format === 'uuid') {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...idPool) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  }
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

/** Every operation of the document, with its parameters' and body's schemas. */
function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
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
        const body = (
          operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
        )?.content?.['application/json']?.schema;
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
        };
      }),
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Mutations: one part of a valid request made hostile                                               */

/** Every path to a value inside `value` (the root excluded). */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
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
function withAt(value: Json, path: (string | number)[], replacement: Json | undefined): Json {
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

type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; pick: number; value: Json }
  | { kind: 'remove'; pick: number }
  | { kind: 'add'; key: string; value: Json }
  | { kind: 'body'; value: Json }
  | { kind: 'text'; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
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
      text: fc.oneof(
        fc.constantFrom('{', '{"a":', '[1,]', '{"a":"\\u0000"}', '{"a":"\\ud800"}', 'null', '1e999'),
        fc.string(),
      ),
    }),
  },
);

/** A body or query sent as this text, not as JSON. */
class Raw {
  constructor(readonly text: string) {}
}

function mutate(base: Json, change: Mutation): Json | Raw {
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
function queryString(query: Json): string {
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

/* ------------------------------------------------------------------------------------------------ */
/* What must hold after each request                                                                 */

/** A digest of everything a request could wrongly change: the people, their files, the outbox. */
async function storedState(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of [users, resumes, mailOutbox]) {
    const rows = await t.db.select().from(table);
    hash.update(JSON.stringify(rows.map((row) => JSON.stringify(row)).sort()));
  }
  return hash.digest('hex');
}

/** The personal values of the test's people found in `text`. */
const personalIn = (text: string) => personal.filter((value) => text.includes(value));

let state = '';
const statuses = new Map<string, number>();

/** Sends `request` and checks what must hold of any answer; returns the answer. */
async function send(request: InjectOptions, label: string): Promise<LightMyRequestResponse> {
  const response = await t.app.inject(request);
  statuses.set(String(response.statusCode), (statuses.get(String(response.statusCode)) ?? 0) + 1);
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(personalIn(response.body), `${label}: a refused request's answer names someone`).toEqual([]);
  }
  // Compared with the state right before this request (a request that is let through may change it).
  const after = await storedState();
  if (response.statusCode >= 400) {
    expect(after === state, `${label}: refused with ${response.statusCode} but changed what is stored`).toBe(
      true,
    );
  }
  state = after;
  return response;
}

/* ------------------------------------------------------------------------------------------------ */

describe('the schema-driven fuzzer over every route and role (issue #26 §10)', () => {
  let operations: Operation[];
  let components: Record<string, JsonSchema>;

  beforeAll(async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components?: { schemas?: Record<string, JsonSchema> };
    }>();
    operations = operationsOf(document);
    components = document.components?.schemas ?? {};
    state = await storedState();
  });

  it('finds every route of the API in its OpenAPI document, with the schemas of its input', () => {
    const routes = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of [
      'PATCH /api/users/me',
      'GET /api/users/me',
      'GET /api/users/resumes',
      'POST /api/users',
    ]) {
      expect(routes).toContain(route);
    }
    const withBody = operations.filter((operation) => operation.body).length;
    const withQuery = operations.filter((operation) => operation.query).length;
    expect(withBody).toBeGreaterThan(8);
    expect(withQuery).toBeGreaterThan(3);
  });

  it(
    `answers ${API_RUNS.toLocaleString('en')} generated requests over every API route and role without a 5xx, a change from a refused write, or anyone named in a refusal`,
    { timeout: 900_000 },
    async () => {
      const requests = fc.oneof(
        ...operations.map((operation) =>
          fc.record({
            operation: fc.constant(operation),
            role: fc.nat({ max: ROLE_SETS.length - 1 }),
            pathValues: fc.array(pathParameter(), {
              minLength: operation.pathParameters.length,
              maxLength: operation.pathParameters.length,
            }),
            query: operation.query ? arbitraryOf(operation.query, components) : fc.constant(null),
            body: operation.body ? arbitraryOf(operation.body, components) : fc.constant(null),
            queryChange: mutation,
            bodyChange: mutation,
          }),
        ),
      );
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(
          requests,
          async ({ operation, role, pathValues, query, body, queryChange, bodyChange }) => {
            let url = operation.path;
            operation.pathParameters.forEach((name, index) => {
              url = url.replace(`{${name}}`, pathValues[index]!);
            });
            if (operation.query) {
              const mutated = mutate(query, queryChange);
              url += `?${mutated instanceof Raw ? percentEncode(mutated.text) : queryString(mutated)}`;
            }
            const request: InjectOptions = {
              method: operation.method,
              url,
              headers: { ...actorHeaders[role] },
            };
            if (operation.body) {
              const mutated = mutate(body, bodyChange);
              request.payload = mutated instanceof Raw ? mutated.text : toText(mutated);
              request.headers = { ...request.headers, 'content-type': 'application/json' };
            }
            seen.add(`${operation.method} ${operation.path}`);
            await send(
              request,
              `${operation.method} ${url.slice(0, 200)} as ${ROLE_SETS[role]?.join('+') ?? 'nobody'}`,
            );
          },
        ),
        { numRuns: API_RUNS },
      );
      // The budget reached every route, and requests got through the door as well as being refused.
      expect([...seen].sort()).toEqual(
        operations.map((operation) => `${operation.method} ${operation.path}`).sort(),
      );
      expect(statuses.get('200') ?? 0).toBeGreaterThan(API_RUNS / 20);
      expect(statuses.get('400') ?? 0).toBeGreaterThan(API_RUNS / 10);
    },
  );

  it(
    `answers ${IDENTITY_RUNS.toLocaleString('en')} generated requests to the sign-in endpoints and pages without a 5xx`,
    { timeout: 600_000 },
    async () => {
      const forms: {
        name: string;
        method: 'GET' | 'POST';
        url: () => string;
        fields: Record<string, string>;
        form: boolean;
        cookie?: boolean;
      }[] = [
        { name: 'authorize', method: 'GET', url: () => `${OIDC}/auth`, fields: AUTHORIZE, form: false },
        {
          name: 'token (code)',
          method: 'POST',
          url: () => `${OIDC}/token`,
          fields: {
            grant_type: 'authorization_code',
            code: 'code-fuzz',
            redirect_uri: AUTHORIZE.redirect_uri!,
            client_id: 'front',
            code_verifier: 'v'.repeat(64),
          },
          form: true,
        },
        {
          name: 'token (refresh)',
          method: 'POST',
          url: () => `${OIDC}/token`,
          fields: { grant_type: 'refresh_token', refresh_token: 'refresh-fuzz', client_id: 'front' },
          form: true,
        },
        {
          name: 'revoke',
          method: 'POST',
          url: () => `${OIDC}/revoke`,
          fields: { token: 'token-fuzz', client_id: 'front', token_type_hint: 'refresh_token' },
          form: true,
        },
        {
          name: 'logout',
          method: 'GET',
          url: () => `${OIDC}/logout`,
          fields: { client_id: 'front', post_logout_redirect_uri: `${APP}/`, state: 's' },
          form: false,
        },
        {
          name: 'userinfo',
          method: 'GET',
          url: () => `${OIDC}/userinfo`,
          fields: { access_token: 'token-fuzz' },
          form: false,
        },
        {
          name: 'sign-in form',
          method: 'POST',
          url: () => `${ISSUER_PATH}/interaction/${interaction.uid}/login`,
          fields: { username: 'nobody@example.test', password: 'Wrong-pass-1', rememberMe: 'on' },
          form: true,
          cookie: true,
        },
        {
          name: 'sign-up form',
          method: 'POST',
          url: () => `${ISSUER_PATH}/interaction/${interaction.uid}/registration`,
          fields: {
            firstName: 'Nina',
            lastName: 'Fuzz',
            email: 'not-an-email',
            password: 'short',
            'password-confirm': 'other',
          },
          form: true,
          cookie: true,
        },
        {
          name: 'forgot password',
          method: 'POST',
          url: () => `${ISSUER_PATH}/login-actions/reset-credentials`,
          fields: { username: 'not-an-email' },
          form: true,
        },
        {
          name: 'action link',
          method: 'GET',
          url: () => `${ISSUER_PATH}/login-actions/action-token`,
          fields: { key: 'key-fuzz' },
          form: false,
        },
        {
          name: 'new password form',
          method: 'POST',
          url: () => `${ISSUER_PATH}/login-actions/action-token`,
          fields: { key: 'key-fuzz', password: 'Demo-2026!', 'password-confirm': 'Demo-2026!' },
          form: true,
        },
      ];
      const change = fc.oneof(
        {
          weight: 6,
          arbitrary: fc.record({
            kind: fc.constant('replace' as const),
            pick: fc.nat(),
            value: hostileString,
          }),
        },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('add' as const),
            key: hostileString,
            value: hostileString,
          }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('repeat' as const),
            pick: fc.nat(),
            value: hostileString,
          }),
        },
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...forms), change, async (endpoint, edit) => {
          const keys = Object.keys(endpoint.fields);
          const key = 'pick' in edit ? keys[edit.pick % keys.length]! : edit.key;
          const pairs: [string, string][] = Object.entries(endpoint.fields).filter(
            ([name]) => !(edit.kind === 'remove' && name === key),
          );
          if (edit.kind === 'replace')
            pairs.splice(
              pairs.findIndex(([name]) => name === key),
              1,
              [key, edit.value],
            );
          if (edit.kind === 'add' || edit.kind === 'repeat') pairs.push([key, edit.value]);
          // Percent-encoded by hand: URLSearchParams would turn a lone surrogate into U+FFFD first.
          const encoded = pairs
            .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
            .join('&');
          const request: InjectOptions = {
            method: endpoint.method,
            url: endpoint.form ? endpoint.url() : `${endpoint.url()}?${encoded}`,
            headers: endpoint.cookie ? { cookie: interaction.cookie } : {},
          };
          if (endpoint.form) {
            request.payload = encoded;
            request.headers = { ...request.headers, 'content-type': 'application/x-www-form-urlencoded' };
          }
          const response = await send(
            request,
            `${endpoint.name} with ${edit.kind} ${JSON.stringify(key).slice(0, 40)}`,
          );
          // A sign-up that went through ends the interaction: open another for the next requests.
          if (endpoint.cookie && response.statusCode < 400) interaction = await startInteraction();
        }),
        { numRuns: IDENTITY_RUNS },
      );
    },
  );

  it("logged no one's personal data, no token and no stack trace", () => {
    expect(logLines.length).toBeGreaterThan(API_RUNS / 2);
    const leaks = logLines.filter(
      (line) =>
        personalIn(line).length > 0 ||
        issuedTokens.some((token) => line.includes(token)) ||
        /eyJ[\w-]{10,}\.eyJ[\w-]{10,}/.test(line) ||
        /\\n\s+at /.test(line) ||
        line.includes('"stack"'),
    );
    expect(leaks.slice(0, 3)).toEqual([]);
  });

  it('has stored nothing invalid: every resume and every user passes the domain rules', async () => {
    const { items } = await loadReferenceItems(t.db);
    for (const row of await t.db.select().from(resumes)) {
      const parsed = ZResumeBody.safeParse(row.document);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
      expect(catalogueIssues(parsed.data!, items)).toEqual([]);
      expect(row.version).toBeLessThan(2 ** 31);
    }
    for (const user of await t.db.select().from(users)) {
      for (const name of [user.firstname, user.lastname]) {
        expect(isAcceptableText(name) && name === name.normalize('NFC')).toBe(true);
        if (name !== '') expect(ZPersonName.safeParse(name).success, name).toBe(true);
      }
    }
  });
});
