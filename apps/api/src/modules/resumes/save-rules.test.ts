/**
 * PATCH users/{id}/resume and issue #26: §15 ordinary job titles saved, a custom profession
 * following the job field rule; §16 a date after the current month refused with its field and
 * key, while a file stored with such a date (before the rule) still reads, as JSON and as a
 * document; §17 a save that changes nothing writes nothing (same version, same `updatedAt`, the
 * outdated clock untouched).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMonth, type ResumeBody } from '@highlight/domain/resume';
import { ZResume } from '@highlight/domain/user';
import { resumes } from '../../db/schema.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function collaborator() {
  const user = await t.createUser({ roles: ['employee'], avatar: 'cat' });
  return { user, headers: await t.authHeader(user) };
}

async function patch(userId: string, headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'PATCH', url: `/api/users/${userId}/resume`, headers, payload: body });
}

/** The month after the current one (issue #26 §16: "in the future"). */
function nextMonth(): string {
  const [year = 0, month = 1] = currentMonth().split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

type Details = { code: string; details: { path: string; key: string }[] };

describe('issue #26 §15: the job field on save', () => {
  it('saves ordinary titles as the desired position and as custom professions', async () => {
    const { user, headers } = await collaborator();
    const resume = validResume();
    const response = await patch(user.id, headers, {
      ...resume,
      desiredPosition: "Ingénieure d'études - C#",
      jobs: [
        ...resume.jobs,
        {
          job: { id: 'custom-data-engineer', custom: true, label: 'Data engineer (Big Data)' },
          experienceMonths: 6,
        },
      ],
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZResume.parse(response.json()).desiredPosition).toBe("Ingénieure d'études - C#");
  });

  it('refuses a custom profession the rule refuses, on its label', async () => {
    const { user, headers } = await collaborator();
    const response = await patch(user.id, headers, {
      ...validResume(),
      jobs: [{ job: { id: 'custom-dev', custom: true, label: 'Dév <b>' }, experienceMonths: 6 }],
      version: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Details>().details).toContainEqual(
      expect.objectContaining({ path: 'body.jobs.0.job.label', key: 'validation.jobCharacters' }),
    );
  });
});

describe('issue #26 §16: dates in the future', () => {
  const withStart = (startDate: string, endDate: string | null = null): ResumeBody => {
    const resume = validResume();
    return { ...resume, experiences: [{ ...resume.experiences[0]!, startDate, endDate }] };
  };

  it.each([
    ['a start next month, still employed', () => withStart(nextMonth()), 'body.experiences.0.startDate'],
    ['an end next month', () => withStart('2020-01', nextMonth()), 'body.experiences.0.endDate'],
    [
      'a certification obtained next month',
      () => {
        const resume = validResume();
        const [year, month] = nextMonth().split('-').map(Number);
        const certification = resume.diplomas.find((diploma) => diploma.graduate === 'certification')!;
        const index = resume.diplomas.indexOf(certification);
        resume.diplomas[index] = { ...certification, graduateYears: { year: year!, month: month! } };
        return Object.assign(resume, { path: `body.diplomas.${index}.graduateYears.year` });
      },
      undefined,
    ],
  ])('refuses %s with 400, the field and the key, storing nothing', async (_case, make, path) => {
    const { user, headers } = await collaborator();
    const { path: madePath, ...body } = make() as ResumeBody & { path?: string };
    const response = await patch(user.id, headers, { ...body, version: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json<Details>().details).toContainEqual(
      expect.objectContaining({ path: path ?? madePath, key: 'validation.futureDate' }),
    );
    const [row] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(row?.version ?? 0).toBe(0);
  });

  it('saves an experience that started this month', async () => {
    const { user, headers } = await collaborator();
    const response = await patch(user.id, headers, { ...withStart(currentMonth()), version: 0 });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('still reads a file stored with a future date before the rule, as JSON and as a PDF', async () => {
    const { user, headers } = await collaborator();
    expect((await patch(user.id, headers, { ...validResume(), version: 0 })).statusCode).toBe(200);
    const future = withStart(nextMonth());
    await t.db.update(resumes).set({ document: future }).where(eq(resumes.userId, user.id));
    const me = await t.app.inject({ url: '/api/users/me', headers });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<{ resume: ResumeBody }>().resume.experiences[0]?.startDate).toBe(nextMonth());
    const json = await t.app.inject({ url: `/api/users/${user.id}/resume`, headers });
    expect(json.statusCode, json.body).toBe(200);
    const pdf = await t.app.inject({
      url: `/api/users/${user.id}/resume`,
      headers: { ...headers, accept: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    // Only a save is refused, with the field to correct.
    const again = await patch(user.id, headers, { ...future, version: 1 });
    expect(again.statusCode).toBe(400);
  });
});

describe('issue #26 §17: a save that changes nothing', () => {
  it('keeps the version and updatedAt, and answers the stored file', async () => {
    const { user, headers } = await collaborator();
    const first = await patch(user.id, headers, { ...validResume(), version: 0 });
    const saved = ZResume.parse(first.json());
    const [before] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    // The same body, written differently (untrimmed text, keys in another order): the same file.
    const { desiredPosition, ...rest } = validResume();
    const same = await patch(user.id, headers, {
      version: 1,
      ...rest,
      desiredPosition: ` ${desiredPosition} `,
    });
    expect(same.statusCode, same.body).toBe(200);
    const answer = ZResume.parse(same.json());
    expect(answer.version).toBe(saved.version);
    expect(answer.updatedAt).toBe(saved.updatedAt);
    const [after] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(after?.version).toBe(before?.version);
    expect(after?.updatedAt.toISOString()).toBe(before?.updatedAt.toISOString());
  });

  it('still writes a save that changes something, and still refuses a stale version', async () => {
    const { user, headers } = await collaborator();
    await patch(user.id, headers, { ...validResume(), version: 0 });
    const changed = await patch(user.id, headers, {
      ...validResume(),
      desiredPosition: 'Tech lead',
      version: 1,
    });
    expect(ZResume.parse(changed.json()).version).toBe(2);
    const stale = await patch(user.id, headers, {
      ...validResume(),
      desiredPosition: 'Tech lead',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });
});
