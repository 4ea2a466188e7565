/**
 * issue #27 §7: the back-office search understands skills as people write them — a term that is
 * one of a skill's written forms (k8s, nodejs, dotnet, postgres) finds the skill's people, and the
 * spec §7 `+` joins terms with or without spaces. On PGlite, and on PostgreSQL in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZResumeBody } from '@highlight/domain/resume';
import type { UserListResponse } from '@highlight/domain/user';
import { validResume } from '../../../test/fixtures.ts';
import { createTestApp } from '../../../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hrHeaders: Record<string, string>;
let scope: string;

const ref = (id: string) => ({ id, custom: false });

beforeAll(async () => {
  t = await createTestApp();
  const referee = await t.createUser({ roles: ['human_ressources'] });
  hrHeaders = await t.authHeader(referee);
  scope = `idHR=${referee.id}`;
  const withSkills = (skills: string[]) => {
    const resume = validResume();
    return ZResumeBody.parse({
      ...resume,
      technicalSkills: [{ domain: ref('devops'), skills: skills.map(ref) }],
      experiences: resume.experiences.map((experience) => ({
        ...experience,
        projectExperiences: experience.projectExperiences.map((project) => ({
          ...project,
          technicalEnvironment: [],
        })),
      })),
    });
  };
  const mine = { refereeId: referee.id };
  await t.createCollaboratorWithFile({ ...mine, lastname: 'Kube' }, withSkills(['kubernetes', 'java']));
  await t.createCollaboratorWithFile({ ...mine, lastname: 'Noeud' }, withSkills(['nodejs']));
  await t.createCollaboratorWithFile({ ...mine, lastname: 'Pointnet' }, withSkills(['dotnet', 'postgresql']));
  await t.createCollaboratorWithFile({ ...mine, lastname: 'Javaseul' }, withSkills(['java']));
});
afterAll(() => t.close());

async function lastnames(q: string): Promise<string[]> {
  const response = await t.app.inject({
    url: `/api/users/?q=${encodeURIComponent(q)}&${scope}&sort=name`,
    headers: hrHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserListResponse>().items.map((item) => item.lastname);
}

describe('a skill found by the way people write it (issue #27 §7)', () => {
  it.each([
    ['k8s', ['Kube']],
    ['K8S', ['Kube']],
    ['nodejs', ['Noeud']],
    ['NodeJS', ['Noeud']],
    ['node.js', ['Noeud']],
    ['dotnet', ['Pointnet']],
    ['.NET Core', ['Pointnet']],
    ['postgres', ['Pointnet']],
    ['pgsql', ['Pointnet']],
  ])('%s finds %j', async (q, expected) => {
    expect(await lastnames(q)).toEqual(expected);
  });

  it('joins terms with a + without spaces, as with spaces (spec §7)', async () => {
    expect(await lastnames('java+kubernetes')).toEqual(['Kube']);
    expect(await lastnames('java + kubernetes')).toEqual(['Kube']);
    expect(await lastnames('java+k8s')).toEqual(['Kube']);
  });

  it('finds no one for a query with nothing searchable', async () => {
    expect(await lastnames('🧨')).toEqual([]);
    expect(await lastnames('#')).toEqual([]);
  });
});
