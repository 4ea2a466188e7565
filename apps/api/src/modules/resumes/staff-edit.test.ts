/**
 * issue #28 §5: HR imports a known applicant's CV again and replaces their file — the back office
 * may PATCH an applicant's skills file (never an employee's nor a colleague's), the search row
 * still names the applicant (not the HR person who saved), and the change is audited with counts
 * only. A collaborator gets 403 for another person's file without learning whether it exists.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZResume } from '@highlight/domain/user';
import { auditLog, resumeSearch } from '../../db/schema.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function patch(userId: string, headers: Record<string, string>, version = 0) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/users/${userId}/resume`,
    headers,
    payload: { ...validResume(), version },
  });
}

describe("issue #28 §5: the back office replaces an applicant's file", () => {
  it('saves it, keeps the applicant’s names in the search row and audits counts only', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'], firstname: 'Sophie', lastname: 'Bernard' });
    const applicant = await t.createUser({ roles: ['applicant'], firstname: 'Yannick', lastname: 'Quéméner' });
    const response = await patch(applicant.id, await t.authHeader(hr));
    expect(response.statusCode, response.body).toBe(200);
    expect(ZResume.parse(response.json()).version).toBe(1);

    const [search] = await t.db.select().from(resumeSearch).where(eq(resumeSearch.userId, applicant.id));
    expect(search?.names).toMatch(/yannick/i);
    expect(search?.names).not.toMatch(/sophie/i);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.userId, applicant.id));
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([['resume.edit', hr.id]]);
    const resume = validResume();
    expect(entries[0]?.detail).toEqual({
      experiences: resume.experiences.length,
      diplomas: resume.diplomas.length,
      skills: resume.technicalSkills.reduce((sum, entry) => sum + entry.skills.length, 0),
      languages: resume.languages.length,
    });
    expect(JSON.stringify(entries[0])).not.toMatch(/Quéméner|Yannick/);
  });

  it("refuses an employee's and a colleague's file, and a stale version, writing nothing", async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const headers = await t.authHeader(admin);
    for (const roles of [['employee'], ['human_ressources'], ['applicant', 'employee']] as const) {
      const target = await t.createUser({ roles: [...roles] });
      const response = await patch(target.id, headers);
      expect(response.statusCode).toBe(403);
      expect(await t.db.select().from(auditLog).where(eq(auditLog.userId, target.id))).toEqual([]);
    }
    const applicant = await t.createUser({ roles: ['applicant'] });
    expect((await patch(applicant.id, headers)).statusCode).toBe(200);
    const stale = await patch(applicant.id, headers, 0);
    expect(stale.statusCode).toBe(409);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.userId, applicant.id))).toHaveLength(1);
  });

  it("answers 403 to a collaborator for anyone else's file, existing or not", async () => {
    const employee = await t.createUser({ roles: ['employee'], avatar: 'cat' });
    const headers = await t.authHeader(employee);
    const applicant = await t.createUser({ roles: ['applicant'] });
    expect((await patch(applicant.id, headers)).statusCode).toBe(403);
    expect((await patch('00000000-0000-4000-8000-000000000000', headers)).statusCode).toBe(403);
  });

  it('answers 404 to the back office for a person who does not exist', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const response = await patch('00000000-0000-4000-8000-000000000000', await t.authHeader(hr));
    expect(response.statusCode).toBe(404);
  });
});
