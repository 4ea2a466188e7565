/**
 * Issue #27 §6 through `POST /api/match`: of two people with the same years of a skill, the one
 * who used it recently ranks first and scores more (`recencyFactor`, matching.ts), from the
 * experiences of their files, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUsing, monthsAgo } from '../../../test/fixtures.ts';
import { createTestApp } from '../../../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hrHeaders: Record<string, string>;
const skill = `custom-recence-${Date.now().toString(36)}`;

/** A file using the skill in one project from `startDate` to `endDate` (null: ongoing). */
const fileOf = (startDate: string, endDate: string | null, description = '') =>
  fileUsing(
    { id: 'custom-stack', custom: true, label: 'Stack' },
    [{ id: skill, custom: true, label: 'Récence' }],
    { startDate, endDate },
    description,
  );

beforeAll(async () => {
  t = await createTestApp();
  hrHeaders = await t.authHeader(await t.createUser({ roles: ['human_ressources'] }));
});
afterAll(() => t.close());

describe('POST /api/match weighs recent use more (issue #27 §6)', () => {
  it('ranks five years up to now above five years ended twelve years ago, with a lower score', async () => {
    // Five years each (60 months): one ongoing, one ended 144 months ago.
    const recent = await t.createCollaboratorWithFile({ lastname: 'Recent' }, fileOf(monthsAgo(59), null));
    const old = await t.createCollaboratorWithFile(
      { lastname: 'Ancien' },
      fileOf(monthsAgo(144 + 59), monthsAgo(144)),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/match',
      headers: hrHeaders,
      payload: { skills: [{ id: skill }], limit: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json<{
      results: { userId: string; score: number; years: Record<string, number> }[];
    }>().results;
    expect(results.map((result) => result.userId)).toEqual([recent.user.id, old.user.id]);
    // Same years; 0.5 + 0.5 × 1 × 0.25 for the old use.
    expect(results.map((result) => result.years[skill])).toEqual([5, 5]);
    expect(results.map((result) => result.score)).toEqual([100, 63]);
  });

  it('dates a skill only the project’s description names, as skillsBrought reads it', async () => {
    // Kubernetes only in the description of a project ended twelve years ago, five years long.
    const old = await t.createCollaboratorWithFile(
      { lastname: 'Descriptif' },
      fileOf(monthsAgo(144 + 59), monthsAgo(144), 'Déploiement sur Kubernetes'),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/match',
      headers: hrHeaders,
      payload: { skills: [{ id: skill }, { id: 'kubernetes' }], limit: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response
      .json<{ results: { userId: string; score: number; matched: string[] }[] }>()
      .results.find((entry) => entry.userId === old.user.id);
    // Both skills 0.5 + 0.5 × 1 × 0.25 (81 were the description's use counted as recent).
    expect(result).toMatchObject({ matched: [skill, 'kubernetes'], score: 63 });
  });
});
