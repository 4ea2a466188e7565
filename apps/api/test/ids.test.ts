/**
 * issue #26 §9: one rule for ids on every route. RFC 9562 §4 (RFC 4122 §3 before it): "UUIDs are
 * case-insensitive on input". Before, `GET /api/users/resumes?ids=` refused an upper-case id
 * (`UNKNOWN_USERS`: the ids were compared as written with the stored lower-case ones) while the
 * other routes accepted it. Now every id a route reads, in its path, query or body, is the
 * domain's `ZUuid` (any case, lower-cased on reading):
 * - the OpenAPI document the app serves shows it for every `uuid` a request carries, so a route
 *   that reads an id with a schema of its own fails here;
 * - the routes that compare ids answer an upper-case id as they answer it in lower case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UUID_DESCRIPTION } from '@highlight/domain/ids';
import { createTestApp } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every `format: uuid` node under `node`, with where it is, following `$ref`s into `document`. */
function uuidNodes(
  document: Json,
  node: unknown,
  where: string,
  seen = new Set<unknown>(),
): [string, Json][] {
  if (!isObject(node) || seen.has(node)) return [];
  seen.add(node);
  if (typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), document);
    return uuidNodes(document, target, `${where}→${node.$ref}`, seen);
  }
  const found: [string, Json][] = node.format === 'uuid' ? [[where, node]] : [];
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value))
      value.forEach((item, index) =>
        found.push(...uuidNodes(document, item, `${where}.${key}[${index}]`, seen)),
      );
    else if (isObject(value)) found.push(...uuidNodes(document, value, `${where}.${key}`, seen));
  }
  return found;
}

describe('one rule for ids on every route (issue #26 §9)', () => {
  it('every uuid a request carries (path, query, body) is read by ZUuid', () => {
    const document = t.app.swagger() as unknown as Json & { paths: Record<string, Record<string, Json>> };
    const inputs: [string, Json][] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
          const nodes = uuidNodes(
            document,
            parameter.schema,
            `${where} ${String(parameter.in)} ${String(parameter.name)}`,
          );
          // @fastify/swagger lifts a parameter's own description out of its schema.
          inputs.push(
            ...nodes.map(([at, node]): [string, Json] =>
              node === parameter.schema
                ? [at, { ...node, description: node.description ?? parameter.description }]
                : [at, node],
            ),
          );
        }
        inputs.push(...uuidNodes(document, operation.requestBody, `${where} body`));
      }
    }
    expect(inputs.length).toBeGreaterThan(10);
    const otherRules = inputs
      .filter(([, node]) => node.description !== UUID_DESCRIPTION)
      .map(([where]) => where);
    expect(otherRules).toEqual([]);
  });

  it('answers an upper-case id as the lower-case one, on the routes that compare ids', async () => {
    const superadmin = await t.createUser({ roles: ['superadmin'] });
    const headers = await t.authHeader(superadmin);
    const referee = await t.createUser({ roles: ['human_ressources'] });
    const { user } = await t.createCollaboratorWithFile({ refereeId: referee.id, lastname: 'Majuscule' });
    const upper = user.id.toUpperCase();
    expect(upper).not.toBe(user.id);

    // The reported defect: the ZIP of files refused an upper-case id.
    const zip = await t.app.inject({ url: `/api/users/resumes?ids=${upper}`, headers });
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    const file = await t.app.inject({
      url: `/api/users/${upper}/resume`,
      headers: { ...headers, accept: 'application/pdf' },
    });
    expect(file.statusCode).toBe(200);

    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/users/?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    };
    expect(await list(`idHR=${referee.id.toUpperCase()}`)).toEqual([user.id]);
    expect(await list(`allCandidates=true&referee=${referee.id.toUpperCase()}`)).toEqual([user.id]);

    const status = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers,
      payload: { ids: [upper], status: 'active' },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<{ updated: string[] }>().updated).toEqual([user.id]);

    const audit = await t.app.inject({ url: `/api/audit?userId=${upper}`, headers });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json<{ items: { userId: string }[] }>().items.map((entry) => entry.userId)).toContain(
      user.id,
    );
  });
});
