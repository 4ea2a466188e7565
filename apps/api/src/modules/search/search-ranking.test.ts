/**
 * issue #26 §23: search ranking. A match on the desired position or a profession (job) ranks above
 * a match on a skill, which ranks above a match in passing (projects, companies, functional
 * skills); names first. Before, "data" put Java tech leads (their "Databases" skill domain) before
 * the data engineers, and "devops" put Java developers (their "DevOps & CI/CD" domain) first:
 * skills, domains, jobs and desired position were one tier, and stars decided.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeBody } from '@highlight/domain/resume';
import type { UserListResponse } from '@highlight/domain/user';
import { validResume } from '../../../test/fixtures.ts';
import { createTestApp } from '../../../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let scope: string;
let hrHeaders: Record<string, string>;

/** A rich file (many stars): validResume with the catalogue's "Databases" and "DevOps" domains. */
function javaFile(desiredPosition: string, jobId: string): ResumeBody {
  const base = validResume();
  return {
    ...base,
    desiredPosition,
    jobs: [{ job: { id: jobId, custom: false }, experienceMonths: 120 }],
    technicalSkills: [
      ...base.technicalSkills,
      {
        domain: { id: 'databases', custom: false },
        skills: [
          { id: 'postgresql', custom: false },
          { id: 'java', custom: false },
        ],
      },
      {
        domain: { id: 'devops', custom: false },
        skills: [
          { id: 'kubernetes', custom: false },
          { id: 'docker', custom: false },
          { id: 'jenkins', custom: false },
        ],
      },
    ],
  };
}

/** A small file (few stars) whose desired position and profession say what the person does. */
function focusedFile(desiredPosition: string, jobId: string, skillId: string): ResumeBody {
  return {
    ...validResume(),
    desiredPosition,
    jobs: [{ job: { id: jobId, custom: false }, experienceMonths: 24 }],
    technicalSkills: [
      {
        domain: { id: 'custom-outils', custom: true, label: 'Outils' },
        skills: [{ id: skillId, custom: false }],
      },
    ],
    softSkills: [],
    experiences: [],
    diplomas: [],
    languages: [],
  };
}

/** Names that hold none of the searched words (a match on the names ranks first). */
beforeAll(async () => {
  t = await createTestApp();
  const referee = await t.createUser({ roles: ['human_ressources'] });
  hrHeaders = await t.authHeader(referee);
  scope = `idHR=${referee.id}`;
  const add = async (lastname: string, file: ResumeBody) => {
    await t.createCollaboratorWithFile({ lastname, refereeId: referee.id }, file);
  };
  await add('Moreau', javaFile('Tech lead Java', 'tech-lead'));
  await add('Girard', javaFile('Développeur Java', 'java-developer'));
  await add('Lefebvre', focusedFile('Data engineer', 'data-engineer', 'python'));
  await add('Fournier', focusedFile('Ingénieur DevOps', 'devops-engineer', 'terraform'));
  await add('Bonnet', focusedFile('Chef de projet', 'project-manager', 'jira'));
});
afterAll(() => t.close());

async function ranked(q: string): Promise<string[]> {
  const response = await t.app.inject({
    url: `/api/users/?q=${encodeURIComponent(q)}&${scope}&pageSize=50`,
    headers: hrHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserListResponse>().items.map((item) => item.lastname);
}

describe('a match on the desired position or a profession ranks first (issue #26 §23)', () => {
  it('the seeded files give the Java people more stars than the focused ones', async () => {
    const page = await t.app.inject({ url: `/api/users/?${scope}&sort=stars`, headers: hrHeaders });
    const stars = new Map(page.json<UserListResponse>().items.map((item) => [item.lastname, item.stars]));
    expect(stars.get('Moreau')).toBeGreaterThan(stars.get('Lefebvre')!);
    expect(stars.get('Girard')).toBeGreaterThan(stars.get('Fournier')!);
  });

  it('"data": the data engineer before the Java tech lead whose skills hold "Databases"', async () => {
    const order = await ranked('data');
    expect(order[0]).toBe('Lefebvre');
    expect(order).toContain('Moreau');
  });

  it('"devops": the DevOps engineer before the Java developers whose skills hold "DevOps"', async () => {
    const order = await ranked('devops');
    expect(order[0]).toBe('Fournier');
    expect(order.slice(1).sort()).toEqual(['Girard', 'Moreau']);
  });

  it('"java": the Java developer and tech lead (desired position) before a project manager with Java as a skill', async () => {
    await t.createCollaboratorWithFile(
      { lastname: 'Mercier', refereeId: scope.slice(5) },
      // As many stars as they, and saved last: before, the freshest file came first.
      javaFile('Chef de projet', 'project-manager'),
    );
    const order = await ranked('java');
    expect(order.slice(0, 2).sort()).toEqual(['Girard', 'Moreau']);
    expect(order[2]).toBe('Mercier');
  });
});
