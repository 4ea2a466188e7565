/**
 * The role-by-route matrix (spec §6 roles and permissions; DESIGN.md "the API authorises every
 * route on the server from the token's roles, deny by default"): every `/api` route, called by
 * every kind of caller of spec §1, answers exactly what its row says — its success status for the
 * callers allowed, 401 without a token, 403 for everyone else.
 *
 * The routes come from the OpenAPI document the app serves, so a route added without a row here
 * fails the first test: every endpoint is in the matrix.
 *
 * issue #26 §8: every back-office action is also called on people who hold a staff role, dual-role
 * ones included (`admin+employee`, `human_ressources+applicant`, `superadmin+employee`, a
 * `superadmin`): only a superadmin acts on them; anyone else is refused with `STAFF_TARGET`.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCollaborator, isStaff, type Role } from '@highlight/domain/roles';
import { handPdf } from '../src/cv-import/test-documents.ts';
import { clientRequests } from '../src/db/schema.ts';
import { validResume } from './fixtures.ts';
import { createTestApp, type TestUserOverrides } from './helpers.ts';

/** spec §1 roles, plus a dual-role user (spec §1 "users with both kinds of role"). */
const ACTORS = {
  applicant: ['applicant'],
  employee: ['employee'],
  human_ressources: ['human_ressources'],
  admin: ['admin'],
  superadmin: ['superadmin'],
  'admin+employee': ['admin', 'employee'],
} as const satisfies Record<string, Role[]>;
type ActorName = keyof typeof ACTORS;
const ACTOR_NAMES = Object.keys(ACTORS) as ActorName[];

/** Who may call a row: nobody needs a token, anyone signed in, or those whose roles pass. */
type Allowed = 'public' | 'signed-in' | ((roles: readonly Role[]) => boolean);
const staff = (roles: readonly Role[]) => isStaff(roles);
const collaborator = (roles: readonly Role[]) => isCollaborator(roles);

interface Targets {
  /** The caller's own id. */
  self: string;
  /** A collaborator who is not the caller. */
  other: string;
  /** The trigram and email of `other`. */
  otherTrigram: string;
  otherEmail: string;
  /** A back-office user (admin) who is not the caller. */
  otherStaff: string;
  /** An HR referee who is not the caller. */
  otherHr: string;
  /** The person the row's `target` describes (created only for rows that have one). */
  target: { id: string; trigram: string; email: string };
  /**
   * A saved client request (issue #27 §4), made for the rows of `/api/client-requests/{id}` and of
   * the tender grid (issue #29 §5).
   */
  clientRequest: string;
}

/**
 * What a call answers: its status and, when given, the error `code` of the body, or the codes of a
 * bulk answer's `failed` list (issue #9: a bulk action answers per person; `[]` all went through).
 */
interface Outcome {
  status: number;
  code?: string;
  failed?: string[];
}

interface Row {
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';
  /** The OpenAPI path (`/api/users/{id}`). */
  path: string;
  /** What varies between rows of one route (own file, someone else's, anonymised…). */
  case: string;
  /** The call; its headers, if any, are sent with the caller's Authorization. */
  request: (
    targets: Targets,
  ) => Omit<InjectOptions, 'method' | 'headers'> & { headers?: Record<string, string> };
  allowed: Allowed;
  /** The status of an allowed call. */
  ok: number;
  /** The person the call acts on, made for each call (issue #26 §8: staff and dual-role targets). */
  target?: TestUserOverrides;
  /** When given, the exact answer for each caller, instead of `allowed` and `ok`. */
  outcome?: (roles: readonly Role[] | null) => Outcome;
}

/**
 * issue #26 §8: the people holding a staff role a back-office action may name — dual-role ones
 * (who are also collaborators, so they appear in the back office's lists) and a staff-only one.
 */
const STAFF_TARGETS = {
  'admin+employee': ['admin', 'employee'],
  'human_ressources+applicant': ['human_ressources', 'applicant'],
  'superadmin+employee': ['superadmin', 'employee'],
  superadmin: ['superadmin'],
} as const satisfies Record<string, Role[]>;

/** A one-page PDF CV as the multipart/form-data part `file` (issue #28 §3). */
function cvUpload(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----matrix-${randomUUID()}`;
  const pdf = handPdf('BT /F1 12 Tf 72 700 Td (Nina Matrice) Tj 0 -20 Td (nina@example.test) Tj ET');
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.from(pdf),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const MATRIX: Row[] = [
  {
    method: 'GET',
    path: '/api/health',
    case: 'health',
    request: () => ({ url: '/api/health' }),
    allowed: 'public',
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/ready',
    case: 'readiness',
    request: () => ({ url: '/api/ready' }),
    allowed: 'public',
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/config',
    case: 'client config',
    request: () => ({ url: '/api/config' }),
    allowed: 'public',
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/reference',
    case: 'catalogue',
    request: () => ({ url: '/api/reference' }),
    allowed: 'signed-in',
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/me',
    case: 'me',
    request: () => ({ url: '/api/users/me' }),
    allowed: 'signed-in',
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/users/me',
    case: 'my settings',
    request: () => ({ url: '/api/users/me', payload: { userSettings: { displayLanguage: 'en' } } }),
    allowed: 'signed-in',
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users',
    case: 'list',
    request: () => ({ url: '/api/users?q=' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users',
    case: 'list, spec path with its trailing slash',
    request: () => ({ url: '/api/users/?q=java&allCandidates=true' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/search/query',
    case: 'search result people',
    request: () => ({ url: '/api/search/query?q=java' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/match',
    case: 'client request',
    request: () => ({ url: '/api/match', payload: { text: 'Java et Kubernetes' } }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/client-requests',
    case: 'save a client request (issue #27 §4)',
    request: () => ({
      url: '/api/client-requests',
      payload: { title: 'Java', text: 'Java et Kubernetes', skills: [{ id: 'java' }, { id: 'kubernetes' }] },
    }),
    allowed: staff,
    ok: 201,
  },
  {
    method: 'GET',
    path: '/api/inventory/supply',
    case: 'the firm’s supply per domain and skill (issue #29 §1)',
    request: () => ({ url: '/api/inventory/supply?status=active&referee=none' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/inventory/demand',
    case: 'what clients ask and who holds it (issue #29 §2)',
    request: () => ({ url: '/api/inventory/demand?months=12' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/inventory/gaps',
    case: 'skills asked that few people hold (issue #29 §3)',
    request: () => ({ url: '/api/inventory/gaps?months=6&below=3' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/inventory/trend',
    case: 'a skill asked and held month by month (issue #29 §3)',
    request: () => ({ url: '/api/inventory/trend?skill=kubernetes&months=12' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/inventory/freshness',
    case: 'outdated files per referee and per skill (issue #29 §4)',
    request: () => ({ url: '/api/inventory/freshness' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/inventory/reminders',
    case: 'the reminder campaign (issue #29 §4)',
    request: () => ({ url: '/api/inventory/reminders', payload: { skills: ['kubernetes'] } }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/inventory/tender-grid',
    case: "a saved request's requirements × people (issue #29 §5)",
    request: ({ clientRequest, other }) => ({
      url: '/api/inventory/tender-grid',
      payload: { request: clientRequest, people: [other] },
    }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/inventory/tender-grid/xlsx',
    case: 'the tender grid as XLSX, anonymised (issue #29 §5)',
    request: ({ clientRequest, other }) => ({
      url: '/api/inventory/tender-grid/xlsx',
      payload: { request: clientRequest, people: [other], anonymised: true },
    }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/inventory/tender-grid/zip',
    case: 'the tender grid and the tailored files in one ZIP (issue #29 §5)',
    request: ({ clientRequest, other }) => ({
      url: '/api/inventory/tender-grid/zip',
      payload: { request: clientRequest, people: [other], format: 'docx' },
    }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/client-requests',
    case: 'saved client requests',
    request: () => ({ url: '/api/client-requests?q=java&page=1&pageSize=10' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/client-requests/{id}',
    case: 'a saved client request, to run it again',
    request: ({ clientRequest }) => ({ url: `/api/client-requests/${clientRequest}` }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/client-requests/{id}',
    case: "a saved client request's title and skills",
    request: ({ clientRequest }) => ({
      url: `/api/client-requests/${clientRequest}`,
      payload: { title: 'Java senior', skills: [{ id: 'java', minYears: 5 }] },
    }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'DELETE',
    path: '/api/client-requests/{id}',
    case: 'a saved client request',
    request: ({ clientRequest }) => ({ url: `/api/client-requests/${clientRequest}` }),
    allowed: staff,
    ok: 204,
  },
  {
    method: 'GET',
    path: '/api/users/human_resources',
    case: 'HR referees',
    request: () => ({ url: '/api/users/human_resources' }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/{id}',
    case: 'own',
    request: ({ self }) => ({ url: `/api/users/${self}` }),
    allowed: 'signed-in',
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/{id}',
    case: "someone else's",
    request: ({ other }) => ({ url: `/api/users/${other}` }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/resume',
    case: 'own PDF',
    request: ({ self }) => ({ url: `/api/users/${self}/resume?format=pdf` }),
    allowed: 'signed-in',
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/resume',
    case: 'own file, anonymised (back office only, issue #8 §6)',
    request: ({ self }) => ({ url: `/api/users/${self}/resume?format=pdf&anonymised=true` }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/resume',
    case: "someone else's DOCX",
    request: ({ other }) => ({ url: `/api/users/${other}/resume?format=docx` }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/resume',
    case: "someone else's JSON",
    request: ({ other }) => ({ url: `/api/users/${other}/resume` }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/resumes',
    case: 'ZIP (spec §7)',
    request: ({ other }) => ({ url: `/api/users/resumes?ids=${other}` }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'GET',
    path: '/api/users/resumes',
    case: 'ZIP of own file only',
    request: ({ self }) => ({ url: `/api/users/resumes?ids=${self}` }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}/resume',
    case: 'own file (collaborators, spec §1)',
    request: ({ self }) => ({ url: `/api/users/${self}/resume`, payload: { ...validResume(), version: 0 } }),
    allowed: collaborator,
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}/resume',
    case: "an applicant's file (the back office, issue #28 §5)",
    target: { roles: ['applicant'] },
    request: ({ target }) => ({
      url: `/api/users/${target.id}/resume`,
      payload: { ...validResume(), version: 0 },
    }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}/resume',
    case: "an employee's file (nobody but the employee)",
    request: ({ other }) => ({
      url: `/api/users/${other}/resume`,
      payload: { ...validResume(), version: 0 },
    }),
    allowed: () => false,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/resume-imports',
    case: 'a CV’s preview, nothing stored (issue #28 §3: every role of spec §1)',
    request: () => ({ url: '/api/resume-imports', ...cvUpload() }),
    allowed: (roles) => collaborator(roles) || staff(roles),
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/users/status',
    case: 'bulk status (DESIGN.md)',
    request: ({ other }) => ({ url: '/api/users/status', payload: { ids: [other], status: 'active' } }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}/switch-resigner',
    case: "someone else's flag (spec §7)",
    request: ({ other, otherTrigram }) => ({
      url: `/api/users/${other}/switch-resigner`,
      payload: { trigram: otherTrigram },
    }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'DELETE',
    path: '/api/users/{id}',
    case: 'a collaborator',
    request: ({ other }) => ({ url: `/api/users/${other}` }),
    allowed: staff,
    ok: 204,
  },
  {
    method: 'DELETE',
    path: '/api/users/{id}',
    case: 'a back-office user (superadmin only)',
    request: ({ otherStaff }) => ({ url: `/api/users/${otherStaff}` }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 204,
  },
  {
    method: 'DELETE',
    path: '/api/users/{id}',
    case: 'oneself (the back office gets 409 CANNOT_DELETE_SELF)',
    request: ({ self }) => ({ url: `/api/users/${self}` }),
    allowed: staff,
    ok: 409,
  },
  {
    method: 'POST',
    path: '/api/users/send-reminder',
    case: "someone else's update request (spec §7)",
    request: ({ otherEmail }) => ({
      url: '/api/users/send-reminder',
      payload: { email: otherEmail, firstname: 'A', lastname: 'B', baseUrl: 'http://app.test/' },
    }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/account-email',
    case: "someone else's account email",
    request: ({ other }) => ({ url: `/api/users/${other}/account-email` }),
    allowed: staff,
    ok: 204,
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}/candidate-transfer',
    case: 'to another HR referee (spec §7)',
    request: ({ other, otherHr }) => ({
      url: `/api/users/${otherHr}/candidate-transfer`,
      payload: { users: [other] },
    }),
    allowed: staff,
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/users',
    case: 'add a candidate (DESIGN.md, spec §5)',
    request: () => ({
      url: '/api/users',
      payload: {
        firstname: 'Nina',
        lastname: 'Matrice',
        email: `nina.${randomUUID()}@example.test`,
        phoneNumber: '+33 6 12 34 56 78',
      },
    }),
    allowed: staff,
    ok: 201,
  },
  {
    method: 'GET',
    path: '/api/oidcUsers',
    case: 'identity-provider users (spec §7, superadmin only)',
    request: () => ({ url: '/api/oidcUsers?q=a' }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/oidcUsers/management-roles/{id}',
    case: "someone else's roles (spec §7, superadmin only)",
    request: ({ other }) => ({
      url: `/api/oidcUsers/management-roles/${other}`,
      payload: { roles: ['employee'] },
    }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 200,
  },
  {
    method: 'PATCH',
    path: '/api/oidcUsers/management-roles/{id}',
    case: 'dropping one’s own superadmin role (409 CANNOT_DROP_OWN_SUPERADMIN)',
    request: ({ self }) => ({
      url: `/api/oidcUsers/management-roles/${self}`,
      payload: { roles: ['admin'] },
    }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 409,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/personal-data',
    case: 'export of a person’s data (issue #10 §8, superadmin only)',
    request: ({ other }) => ({ url: `/api/users/${other}/personal-data` }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/erase',
    case: 'erasure of a live person (409 NOT_SOFT_DELETED; issue #10 §8, superadmin only)',
    request: ({ other, otherTrigram }) => ({
      url: `/api/users/${other}/erase`,
      payload: { trigram: otherTrigram },
    }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 409,
  },
  {
    method: 'GET',
    path: '/api/audit',
    case: 'audit log (superadmin only)',
    request: () => ({ url: '/api/audit' }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/users/restore',
    case: 'restore a soft-deleted person (issue #26 §24, superadmin only)',
    target: { roles: ['applicant'], deletedAt: new Date() },
    request: ({ target }) => ({ url: '/api/users/restore', payload: { email: target.email } }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 200,
  },
  {
    method: 'POST',
    path: '/api/users/restore',
    case: 'restore a live person (404 for a superadmin: nobody deleted holds the email)',
    request: ({ otherEmail }) => ({ url: '/api/users/restore', payload: { email: otherEmail } }),
    allowed: (roles) => roles.includes('superadmin'),
    ok: 404,
  },
  ...staffTargetRows(),
];

/**
 * issue #26 §8: every back-office action on each of `STAFF_TARGETS`, with the answer each caller
 * gets: 401 without a token, 403 `FORBIDDEN` outside the back office, `STAFF_TARGET` for an admin
 * or HR (403, or per person in a bulk answer), and for a superadmin what the action does to such a
 * person (status, situation, update request and transfer are for collaborators only).
 */
function staffTargetRows(): Row[] {
  const single =
    (success: number, collaboratorsOnly = false) =>
    (target: readonly Role[]) =>
    (roles: readonly Role[] | null): Outcome => {
      if (roles === null) return { status: 401 };
      if (!isStaff(roles)) return { status: 403, code: 'FORBIDDEN' };
      if (!roles.includes('superadmin')) return { status: 403, code: 'STAFF_TARGET' };
      if (collaboratorsOnly && !isCollaborator(target)) return { status: 403, code: 'FORBIDDEN' };
      return { status: success };
    };
  const bulk =
    (target: readonly Role[]) =>
    (roles: readonly Role[] | null): Outcome => {
      if (roles === null) return { status: 401 };
      if (!isStaff(roles)) return { status: 403, code: 'FORBIDDEN' };
      if (!roles.includes('superadmin')) return { status: 200, failed: ['STAFF_TARGET'] };
      return { status: 200, failed: isCollaborator(target) ? [] : ['NOT_A_COLLABORATOR'] };
    };
  const actions: {
    method: Row['method'];
    path: string;
    name: string;
    request: Row['request'];
    outcome: (target: readonly Role[]) => (roles: readonly Role[] | null) => Outcome;
  }[] = [
    {
      method: 'PATCH',
      path: '/api/users/status',
      name: 'status change (bulk)',
      request: ({ target }) => ({
        url: '/api/users/status',
        payload: { ids: [target.id], status: 'off_process' },
      }),
      outcome: bulk,
    },
    {
      method: 'PATCH',
      path: '/api/users/{id}/switch-resigner',
      name: 'switch-resigner',
      request: ({ target }) => ({
        url: `/api/users/${target.id}/switch-resigner`,
        payload: { trigram: target.trigram },
      }),
      outcome: single(200, true),
    },
    {
      method: 'PATCH',
      path: '/api/users/{id}/candidate-transfer',
      name: 'candidate transfer (bulk)',
      request: ({ target, otherHr }) => ({
        url: `/api/users/${otherHr}/candidate-transfer`,
        payload: { users: [target.id] },
      }),
      outcome: bulk,
    },
    {
      method: 'POST',
      path: '/api/users/send-reminder',
      name: 'update request (bulk)',
      request: ({ target }) => ({
        url: '/api/users/send-reminder',
        payload: { email: target.email, firstname: 'A', lastname: 'B', baseUrl: 'http://app.test/' },
      }),
      outcome: bulk,
    },
    {
      method: 'POST',
      path: '/api/users/{id}/account-email',
      name: 'account-creation email',
      request: ({ target }) => ({ url: `/api/users/${target.id}/account-email` }),
      outcome: single(204),
    },
    {
      method: 'DELETE',
      path: '/api/users/{id}',
      name: 'soft delete',
      request: ({ target }) => ({ url: `/api/users/${target.id}` }),
      outcome: single(204),
    },
  ];
  return actions.flatMap((action) =>
    Object.entries(STAFF_TARGETS).map(([name, roles]): Row => ({
      method: action.method,
      path: action.path,
      case: `${action.name}, on a person with ${name} (issue #26 §8)`,
      target: { roles: [...roles] },
      request: action.request,
      allowed: (caller) => caller.includes('superadmin'),
      ok: 200,
      outcome: action.outcome(roles),
    })),
  );
}

function expectedOutcome(row: Row, roles: readonly Role[] | null): Outcome {
  if (row.outcome) return row.outcome(roles);
  if (row.allowed === 'public') return { status: row.ok };
  if (roles === null) return { status: 401 };
  if (row.allowed === 'signed-in') return { status: row.ok };
  return { status: row.allowed(roles) ? row.ok : 403 };
}

let t: Awaited<ReturnType<typeof createTestApp>>;

/** A client request saved by `createdBy` (issue #27 §4), straight in the table; resolves to its id. */
async function savedClientRequest(createdBy: string): Promise<string> {
  const [row] = await t.db
    .insert(clientRequests)
    .values({
      title: 'Java',
      titleKey: 'java',
      text: 'Java',
      skills: [{ id: 'java', required: true }],
      createdBy,
    })
    .returning({ id: clientRequests.id });
  return row!.id;
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('role-by-route matrix (spec §6)', () => {
  it('has a row for every route of the API', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    const covered = new Set(MATRIX.map((row) => `${row.method} ${row.path}`));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !served.includes(route))).toEqual([]);
  });

  const cases = MATRIX.flatMap((row) => [null, ...ACTOR_NAMES].map((actor) => ({ row, actor })));
  it.each(cases)('$row.method $row.path ($row.case) as $actor', async ({ row, actor }) => {
    // Each call gets its own caller and target, so no call depends on another's effects.
    const roles = actor === null ? null : [...ACTORS[actor]];
    const self = await t.createUser({ roles: roles ?? ['employee'] });
    const other = await t.createUser({ roles: ['employee'] });
    const otherStaff = await t.createUser({ roles: ['admin'] });
    const otherHr = await t.createUser({ roles: ['human_ressources'] });
    const target = row.target ? await t.createUser(row.target) : other;
    const clientRequest =
      row.path.startsWith('/api/client-requests/') || row.path.startsWith('/api/inventory/tender-grid')
        ? await savedClientRequest(otherHr.id)
        : '';
    const { headers: rowHeaders, ...call } = row.request({
      self: self.id,
      other: other.id,
      otherTrigram: other.trigram,
      otherEmail: other.email,
      otherStaff: otherStaff.id,
      otherHr: otherHr.id,
      target: { id: target.id, trigram: target.trigram, email: target.email },
      clientRequest,
    });
    const response = await t.app.inject({
      method: row.method,
      ...call,
      headers: {
        ...rowHeaders,
        ...(roles === null ? {} : await t.authHeader({ id: self.id, email: self.email, roles })),
      },
    });
    const expected = expectedOutcome(row, roles);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(expected.status);
    if (expected.code !== undefined) {
      expect(response.json<{ code: string }>().code).toBe(expected.code);
    }
    if (expected.failed !== undefined) {
      const failed = response.json<{ failed: { code: string }[] }>().failed;
      expect(failed.map((failure) => failure.code)).toEqual(expected.failed);
    }
  });
});
