/**
 * The systemic check of bad input (issue #26 §10, after issue #10 §3): a schema-driven fuzzer over
 * EVERY route of the API and every sign-in endpoint and page of the embedded provider, as EVERY
 * role, within a fixed budget of requests.
 *
 * - The API's routes come from its OpenAPI document (the routes' zod schemas, as the app publishes
 *   them): fast-check arbitraries are built from each operation's JSON Schemas — path parameters,
 *   query and body (`./fuzz/schema-arbitraries.ts`, shared with the live fuzzer of `./fuzz/`) — so a
 *   new route is fuzzed the day it is added. Half the requests are valid as
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
import {
  arbitraryOf,
  hostileString,
  mutate,
  mutation,
  operationsOf,
  percentEncode,
  queryString,
  Raw,
  toText,
  type Components,
  type OpenApiDocument,
  type Operation,
  type SchemaPools,
} from './fuzz/schema-arbitraries.ts';

/** Requests over the API's routes, and over the provider's endpoints and pages: the fixed budget. */
const API_RUNS = Number(process.env.FUZZ_API_RUNS ?? 4_000);
const IDENTITY_RUNS = Number(process.env.FUZZ_IDENTITY_RUNS ?? 1_000);

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

/** A path parameter: a known id (sometimes upper-cased), or hostile bytes already percent-encoded. */
const pathParameter = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...idPool) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%C3%28', '..%2F..', 'me') },
  );

/** Ids in generated values: the targets' and actors' (`idPool`), and unknown ones. */
const pools = (): SchemaPools => ({
  uuid: () =>
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...idPool) }, { weight: 1, arbitrary: fc.uuid() }),
});

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
  let components: Components;

  beforeAll(async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
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
            query: operation.query ? arbitraryOf(operation.query, components, pools()) : fc.constant(null),
            body: operation.body ? arbitraryOf(operation.body, components, pools()) : fc.constant(null),
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
