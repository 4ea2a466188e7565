/**
 * GET /api/reference (DESIGN.md "Data"; issue #27 §1): the catalogue with, for skills and jobs, the
 * vocabulary's aliases from the reference data file, so the mission pickers find "k8s".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '@highlight/domain/reference';
import { createTestApp } from '../../../test/helpers.ts';
import { vocabularyEntries } from '../../db/seed/reference/catalogue.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let body: ReferenceResponse;

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser({ roles: ['employee'] });
  const response = await t.app.inject({ url: '/api/reference', headers: await t.authHeader(user) });
  expect(response.statusCode, response.body).toBe(200);
  body = response.json<ReferenceResponse>();
});
afterAll(() => t.close());

const item = (kind: string, id: string) => body.items.find((entry) => entry.kind === kind && entry.id === id);

describe('the catalogue answers the aliases of skills and jobs (issue #27 §1)', () => {
  it('gives each skill and job the aliases of the data file', () => {
    for (const entry of vocabularyEntries()) {
      expect(item(entry.kind, entry.id)?.aliases).toEqual(
        (entry.aliases ?? []).length > 0 ? entry.aliases : undefined,
      );
    }
    expect(item('skill', 'kubernetes')?.aliases).toContain('K8s');
  });

  it('gives no aliases to domains and sectors', () => {
    expect(
      body.items
        .filter((entry) => entry.kind === 'domain' || entry.kind === 'sector')
        .some((entry) => entry.aliases),
    ).toBe(false);
  });
});
