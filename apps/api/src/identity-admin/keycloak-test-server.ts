/**
 * Test kit (not a test file itself): a local HTTP server answering as Keycloak 26 does for the
 * parts Highlight uses (issue #10 §7), with the paths, payloads and status codes of Keycloak's
 * Admin REST API documentation (https://www.keycloak.org/docs-api/latest/rest-api/) and tokens
 * shaped exactly as Keycloak issues them. Its realm's roles and clients come from the shipped
 * `deploy/keycloak/realm-highlight.json`, so the tests also hold that file to what the code needs.
 *
 * - `POST /realms/{realm}/protocol/openid-connect/token` (client credentials, HTTP Basic client
 *   authentication), `GET …/certs` (JWKS), `GET /realms/{realm}/.well-known/openid-configuration`;
 * - `/admin/realms/{realm}/users` (GET search, POST create → 201 + Location, 409 on a taken
 *   username or email), `/users/{id}` (GET, DELETE → 204, 404 `User not found`),
 *   `/users/{id}/role-mappings/realm` (GET, POST and DELETE a role list → 204),
 *   `/users/{id}/role-mappings/realm/composite`, `/users/{id}/credentials` (GET, a `password` one
 *   once the person set it), `/users/{id}/execute-actions-email` (PUT → 204),
 *   `/roles` — all behind the service account's bearer token (401 without).
 *
 * `failNext` makes the next matching calls answer an error (a Keycloak down or refusing), and
 * `calls` records every request (method, path, query) for the tests to read the order of calls.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import { DEFAULT_ACCESS_TOKEN_AUDIENCE } from '../token-claims.ts';

/** The realm file Highlight ships (README "Keycloak"). */
export const REALM_FILE = new URL('../../../../deploy/keycloak/realm-highlight.json', import.meta.url);

/** What the tests read of `realm-highlight.json`. */
export interface RealmFile {
  realm: string;
  roles: { realm: { name: string; description?: string }[] };
  defaultRole: { name: string; composite: boolean; composites: { realm: string[] } };
  clients: {
    clientId: string;
    publicClient: boolean;
    serviceAccountsEnabled?: boolean;
    attributes?: Record<string, string>;
    redirectUris?: string[];
    protocolMappers?: { protocolMapper: string; config: Record<string, string> }[];
  }[];
  users?: { username: string; serviceAccountClientId?: string; clientRoles?: Record<string, string[]> }[];
  [key: string]: unknown;
}

export function readRealmFile(): RealmFile {
  return JSON.parse(readFileSync(REALM_FILE, 'utf8')) as RealmFile;
}

/** A Keycloak user as its Admin REST API represents it (UserRepresentation). */
export interface FakeUser {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified: boolean;
  createdTimestamp: number;
  attributes?: Record<string, string[]>;
  requiredActions: string[];
  /** Realm role names mapped directly. */
  roles: Set<string>;
  /** Whether the person has set a password (their credentials hold one of type `password`). */
  password?: boolean;
}

/** An `execute-actions-email` Keycloak accepted. */
export interface ActionsEmail {
  userId: string;
  actions: string[];
  lifespan: string | null;
  clientId: string | null;
  redirectUri: string | null;
}

export interface FakeKeycloak {
  /** `http://127.0.0.1:<port>`: Keycloak's base URL. */
  baseUrl: string;
  realm: string;
  /** `${baseUrl}/realms/${realm}`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  users: Map<string, FakeUser>;
  emails: ActionsEmail[];
  calls: { method: string; path: string; query: URLSearchParams }[];
  /** Service-account tokens issued so far. */
  tokensIssued(): number;
  /** Adds a user (as Keycloak's console would) with realm roles; returns it. */
  addUser(user: Partial<Omit<FakeUser, 'roles'>> & { email: string; roles?: string[] }): FakeUser;
  /** Direct and composite realm roles of `id`, product or not. */
  effectiveRoles(id: string): string[];
  /** The next `times` calls whose method matches and path matches `path` answer `status`. */
  failNext(method: string, path: RegExp, status: number, times?: number): void;
  /**
   * Tokens for `id` exactly as Keycloak issues them to the `front` client after an authorization
   * code flow: the access token (`typ` "Bearer", `aud` highlight-api and account, `azp` front,
   * `realm_access.roles` with the default roles), the ID token (`typ` "ID", `aud` front) and the
   * refresh token (`typ` "Refresh", HS512 as Keycloak signs them).
   */
  tokensFor(
    id: string,
    options?: { expiresIn?: number; nonce?: string },
  ): Promise<{
    accessToken: string;
    idToken: string;
    refreshToken: string;
  }>;
  close(): Promise<void>;
}

/** The realm-management roles the service account needs (realm file's `users`). */
const ADMIN_ROLES = ['manage-users', 'view-users', 'query-users', 'view-realm'];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** Keycloak's `search`: `*x*` infix, `"x"` exact, otherwise prefix; case-insensitive, on username, email and names. */
function matchesSearch(user: FakeUser, search: string): boolean {
  const fields = [user.username, user.email, user.firstName, user.lastName].map((field) =>
    (field ?? '').toLowerCase(),
  );
  const value = search.toLowerCase();
  if (value.startsWith('"') && value.endsWith('"')) return fields.includes(value.slice(1, -1));
  const infix = value.startsWith('*');
  const term = value.replace(/^\*|\*$/g, '');
  return fields.some((field) => (infix ? field.includes(term) : field.startsWith(term)));
}

/** Starts the fake Keycloak on a free port of 127.0.0.1. */
export async function startFakeKeycloak(): Promise<FakeKeycloak> {
  const realmFile = readRealmFile();
  const realm = realmFile.realm;
  const admin = realmFile.clients.find((client) => client.serviceAccountsEnabled);
  if (!admin) throw new Error('realm-highlight.json has no service-account client');
  const clientId = admin.clientId;
  const clientSecret = `secret-${randomUUID()}`;
  const realmId = randomUUID();
  const roles = new Map(
    [...realmFile.roles.realm.map((role) => role.name), realmFile.defaultRole.name].map((name) => [
      name,
      { id: randomUUID(), name },
    ]),
  );
  const roleRepresentation = (name: string) => ({
    id: roles.get(name)?.id,
    name,
    composite: name === realmFile.defaultRole.name,
    clientRole: false,
    containerId: realmId,
  });
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const refreshSecret = new TextEncoder().encode(randomUUID() + randomUUID());

  const users = new Map<string, FakeUser>();
  const emails: ActionsEmail[] = [];
  const calls: FakeKeycloak['calls'] = [];
  const failures: { method: string; path: RegExp; status: number; times: number }[] = [];
  let issued = 0;
  let baseUrl = '';
  let issuer = '';

  const effectiveRoles = (id: string) => {
    const user = users.get(id);
    if (!user) return [];
    const names = new Set(user.roles);
    if (names.has(realmFile.defaultRole.name))
      for (const name of realmFile.defaultRole.composites.realm) names.add(name);
    return [...names];
  };

  const representation = (user: FakeUser, brief: boolean) => ({
    id: user.id,
    username: user.username,
    ...(user.firstName === undefined ? {} : { firstName: user.firstName }),
    ...(user.lastName === undefined ? {} : { lastName: user.lastName }),
    ...(user.email === undefined ? {} : { email: user.email }),
    emailVerified: user.emailVerified,
    createdTimestamp: user.createdTimestamp,
    enabled: user.enabled,
    ...(brief
      ? {}
      : {
          attributes: user.attributes ?? {},
          totp: false,
          disableableCredentialTypes: [],
          requiredActions: user.requiredActions,
          notBefore: 0,
          access: { manage: true },
        }),
  });

  function addUser(input: Partial<Omit<FakeUser, 'roles'>> & { email: string; roles?: string[] }): FakeUser {
    const email = input.email.toLowerCase();
    const user: FakeUser = {
      id: input.id ?? randomUUID(),
      username: (input.username ?? email).toLowerCase(),
      email,
      enabled: input.enabled ?? true,
      emailVerified: input.emailVerified ?? true,
      createdTimestamp: Date.now(),
      requiredActions: [],
      roles: new Set([realmFile.defaultRole.name, ...(input.roles ?? [])]),
      ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
      ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
      ...(input.attributes === undefined ? {} : { attributes: input.attributes }),
      ...(input.password === undefined ? {} : { password: input.password }),
    };
    users.set(user.id, user);
    return user;
  }

  async function serviceToken(): Promise<string> {
    issued += 1;
    return new SignJWT({
      typ: 'Bearer',
      azp: clientId,
      acr: '1',
      scope: 'profile email',
      clientHost: '127.0.0.1',
      preferred_username: `service-account-${clientId}`,
      clientAddress: '127.0.0.1',
      client_id: clientId,
      resource_access: { 'realm-management': { roles: ADMIN_ROLES } },
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
      .setIssuer(issuer)
      .setSubject(randomUUID())
      .setAudience(['realm-management', 'account'])
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime('300s')
      .sign(privateKey);
  }

  async function isAdmin(request: IncomingMessage): Promise<boolean> {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return false;
    try {
      const { payload } = await jwtVerify(match[1], publicKey, { issuer });
      return payload.azp === clientId;
    } catch {
      return false;
    }
  }

  async function handleToken(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const [id, secret] = basic?.[1]
      ? Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')];
    if (form.get('grant_type') !== 'client_credentials') {
      return send(response, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Unsupported grant_type',
      });
    }
    if (id !== clientId || secret !== clientSecret) {
      return send(response, 401, {
        error: 'unauthorized_client',
        error_description: 'Invalid client or Invalid client credentials',
      });
    }
    return send(response, 200, {
      access_token: await serviceToken(),
      expires_in: 300,
      refresh_expires_in: 0,
      token_type: 'Bearer',
      'not-before-policy': 0,
      scope: 'profile email',
    });
  }

  const roleList = async (request: IncomingMessage) =>
    (JSON.parse((await readBody(request)) || '[]') as { id?: string; name?: string }[]).map(
      (role) => role.name ?? '',
    );

  async function handleAdmin(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    const method = request.method ?? 'GET';
    if (path === '/roles' && method === 'GET') {
      return send(response, 200, [...roles.keys()].map(roleRepresentation));
    }
    if (path === '/users' && method === 'GET') {
      const search = query.get('search');
      const email = query.get('email');
      const exact = query.get('exact') === 'true';
      const brief = query.get('briefRepresentation') === 'true';
      const first = Number(query.get('first') ?? 0);
      const max = Number(query.get('max') ?? 100);
      const found = [...users.values()]
        .filter((user) => user.username.startsWith('service-account-') === false)
        .filter((user) => (search ? matchesSearch(user, search) : true))
        .filter((user) =>
          email === null
            ? true
            : exact
              ? user.email === email.toLowerCase()
              : (user.email ?? '').includes(email.toLowerCase()),
        )
        .sort((a, b) => a.username.localeCompare(b.username));
      return send(
        response,
        200,
        found.slice(first, first + max).map((user) => representation(user, brief)),
      );
    }
    if (path === '/users' && method === 'POST') {
      const body = JSON.parse(await readBody(request)) as Partial<FakeUser> & {
        username?: string;
        email?: string;
      };
      const username = (body.username ?? body.email ?? '').toLowerCase();
      if (!username)
        return send(response, 400, { field: 'username', errorMessage: 'error-user-attribute-required' });
      const taken = [...users.values()];
      if (taken.some((user) => user.username === username)) {
        return send(response, 409, { errorMessage: 'User exists with same username' });
      }
      if (body.email && taken.some((user) => user.email === body.email?.toLowerCase())) {
        return send(response, 409, { errorMessage: 'User exists with same email' });
      }
      const user = addUser({
        ...body,
        id: undefined,
        username,
        email: body.email ?? '',
        roles: [],
        emailVerified: body.emailVerified ?? false,
      });
      if (!body.email) delete user.email;
      return send(response, 201, undefined, {
        location: `${baseUrl}/admin/realms/${realm}/users/${user.id}`,
      });
    }
    const userPath = /^\/users\/([^/]+)(\/.*)?$/.exec(path);
    if (!userPath?.[1])
      return send(response, 404, { error: 'RESTEASY003210: Could not find resource for full path' });
    const user = users.get(userPath[1]);
    if (!user) return send(response, 404, { error: 'User not found' });
    const rest = userPath[2] ?? '';
    if (rest === '' && method === 'GET') return send(response, 200, representation(user, false));
    if (rest === '' && method === 'DELETE') {
      users.delete(user.id);
      return send(response, 204);
    }
    if (rest === '/role-mappings/realm' && method === 'GET') {
      return send(response, 200, [...user.roles].map(roleRepresentation));
    }
    if (rest === '/role-mappings/realm/composite' && method === 'GET') {
      return send(response, 200, effectiveRoles(user.id).map(roleRepresentation));
    }
    if (rest === '/role-mappings/realm' && (method === 'POST' || method === 'DELETE')) {
      const names = await roleList(request);
      if (names.some((name) => !roles.has(name))) return send(response, 404, { error: 'Role not found' });
      for (const name of names) {
        if (method === 'POST') user.roles.add(name);
        else user.roles.delete(name);
      }
      return send(response, 204);
    }
    if (rest === '/credentials' && method === 'GET') {
      const credentials = user.password
        ? [
            {
              id: `${user.id}-password`,
              type: 'password',
              userLabel: 'My password',
              createdDate: user.createdTimestamp,
            },
          ]
        : [];
      return send(response, 200, credentials);
    }
    if (rest === '/execute-actions-email' && method === 'PUT') {
      const actions = JSON.parse((await readBody(request)) || '[]') as string[];
      if (!user.email) return send(response, 400, { errorMessage: 'User email missing' });
      if (!user.enabled) return send(response, 400, { errorMessage: 'User is disabled' });
      emails.push({
        userId: user.id,
        actions,
        lifespan: query.get('lifespan'),
        clientId: query.get('client_id'),
        redirectUri: query.get('redirect_uri'),
      });
      return send(response, 204);
    }
    return send(response, 405, { error: 'RESTEASY003650: No resource method found' });
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://keycloak.test');
    const method = request.method ?? 'GET';
    calls.push({ method, path: url.pathname, query: url.searchParams });
    const failure = failures.find((entry) => entry.method === method && entry.path.test(url.pathname));
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      send(response, failure.status, { error: 'unknown_error' });
      return;
    }
    const realmPrefix = `/realms/${realm}`;
    const adminPrefix = `/admin/realms/${realm}`;
    void (async () => {
      if (url.pathname === `${realmPrefix}/protocol/openid-connect/token` && method === 'POST') {
        return handleToken(request, response);
      }
      if (url.pathname === `${realmPrefix}/protocol/openid-connect/certs`)
        return send(response, 200, { keys: [jwk] });
      if (url.pathname === `${realmPrefix}/.well-known/openid-configuration`) {
        return send(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
          token_endpoint: `${issuer}/protocol/openid-connect/token`,
          jwks_uri: `${issuer}/protocol/openid-connect/certs`,
          end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
        });
      }
      if (url.pathname.startsWith(adminPrefix)) {
        if (!(await isAdmin(request))) return send(response, 401, { error: 'HTTP 401 Unauthorized' });
        // JAX-RS matches a path with or without its trailing slash (the client sends `/users/`).
        const path = url.pathname.slice(adminPrefix.length).replace(/\/$/, '');
        return handleAdmin(request, response, path, url.searchParams);
      }
      return send(response, 404, { error: 'Unable to find matching target resource method' });
    })().catch(() => send(response, 500, { error: 'unknown_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  issuer = `${baseUrl}/realms/${realm}`;

  async function tokensFor(id: string, options: { expiresIn?: number; nonce?: string } = {}) {
    const user = users.get(id);
    if (!user) throw new Error(`no user ${id}`);
    const sid = randomUUID();
    const expiresIn = `${options.expiresIn ?? 300}s`;
    const profile = {
      email_verified: user.emailVerified,
      name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
      preferred_username: user.username,
      given_name: user.firstName,
      family_name: user.lastName,
      email: user.email,
    };
    const accessToken = await new SignJWT({
      auth_time: Math.floor(Date.now() / 1000),
      typ: 'Bearer',
      azp: 'front',
      sid,
      acr: '1',
      'allowed-origins': ['https://highlight.example.com'],
      realm_access: { roles: effectiveRoles(id) },
      resource_access: { account: { roles: ['manage-account', 'manage-account-links', 'view-profile'] } },
      scope: 'openid email profile',
      ...profile,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
      .setIssuer(issuer)
      .setSubject(id)
      .setAudience([DEFAULT_ACCESS_TOKEN_AUDIENCE, 'account'])
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(expiresIn)
      .sign(privateKey);
    const idToken = await new SignJWT({
      auth_time: Math.floor(Date.now() / 1000),
      typ: 'ID',
      azp: 'front',
      ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
      sid,
      at_hash: 'x',
      acr: '1',
      ...profile,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
      .setIssuer(issuer)
      .setSubject(id)
      .setAudience('front')
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(expiresIn)
      .sign(privateKey);
    const refreshToken = await new SignJWT({
      typ: 'Refresh',
      azp: 'front',
      sid,
      scope: 'openid email profile',
    })
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT', kid: randomUUID() })
      .setIssuer(issuer)
      .setSubject(id)
      .setAudience(issuer)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime('1800s')
      .sign(refreshSecret);
    return { accessToken, idToken, refreshToken };
  }

  return {
    baseUrl,
    realm,
    issuer,
    clientId,
    clientSecret,
    users,
    emails,
    calls,
    tokensIssued: () => issued,
    addUser,
    effectiveRoles,
    failNext(method, path, status, times = 1) {
      failures.push({ method, path, status, times });
    },
    tokensFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
