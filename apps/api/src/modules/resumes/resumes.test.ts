/**
 * API tests for the skills file: PATCH users/{id}/resume with the spec §5 rules, the version check
 * (DESIGN.md optimistic concurrency), permissions (spec §6) and the PDF by Accept (spec §7).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZResume } from '@highlight/domain/user';
import { createTestApp } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function collaborator(names: { firstname?: string; lastname?: string } = {}) {
  const user = await t.createUser({ roles: ['employee'], avatar: 'cat', ...names });
  return { user, headers: await t.authHeader(user) };
}

async function currentResume(headers: Record<string, string>) {
  return ZResume.parse(
    (await t.app.inject({ url: '/api/users/me', headers })).json<{ resume: unknown }>().resume,
  );
}

describe('PATCH /api/users/{id}/resume', () => {
  it('saves a valid resume, bumps the version and computes the stars', async () => {
    const { user, headers } = await collaborator();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...validResume(), version: 0 },
    });
    expect(response.statusCode).toBe(200);
    const resume = ZResume.parse(response.json());
    expect(resume.version).toBe(1);
    // 6 skills (3, 6), 5 soft skills, 2 domains, 1 job, experience with project, environment,
    // diploma, certification, 1 and 2 languages = 11 stars: grade 3 (8–11).
    expect(resume.starCount).toBe(11);
    expect(resume.grade).toBe(3);
    expect(resume.experiences[0]?.corporation).toBe('Société Générale');
    expect(await currentResume(headers)).toEqual(resume);
  });

  it('answers 409 to a stale version and keeps the stored resume (DESIGN.md)', async () => {
    const { user, headers } = await collaborator();
    const url = `/api/users/${user.id}/resume`;
    await t.app.inject({ method: 'PATCH', url, headers, payload: { ...validResume(), version: 0 } });
    const stale = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { ...validResume(), desiredPosition: 'Autre poste', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'RESUME_VERSION_CONFLICT' });
    const stored = await currentResume(headers);
    expect(stored.version).toBe(1);
    expect(stored.desiredPosition).toBe('Développeur full stack / Tech lead');
  });

  const invalid: [string, (resume: ReturnType<typeof validResume>) => unknown, string, string][] = [
    [
      'job field over 70 characters (spec §5)',
      (r) => ({ ...r, desiredPosition: 'a'.repeat(71) }),
      'body.desiredPosition',
      'validation.jobTooLong',
    ],
    [
      // issue #26 §15: digits are ordinary title characters ("Développeur 3D"); markup is not.
      'job field with markup (spec §5, docs/decisions.md reading)',
      (r) => ({ ...r, desiredPosition: 'Développeur <3D>' }),
      'body.desiredPosition',
      'validation.jobCharacters',
    ],
    [
      'more than 3 professions (spec §5)',
      (r) => ({
        ...r,
        jobs: ['a', 'b', 'c', 'd'].map((id) => ({ job: { id, custom: false }, experienceMonths: 12 })),
      }),
      'body.jobs',
      'validation.tooManyJobs',
    ],
    [
      'experience time over 600 months (spec §5)',
      (r) => ({ ...r, jobs: [{ job: { id: 'x', custom: false }, experienceMonths: 601 }] }),
      'body.jobs.0.experienceMonths',
      'validation.experienceTimeMax',
    ],
    [
      '< in an experience context (spec §5)',
      (r) => ({ ...r, experiences: [{ ...r.experiences[0], context: 'a <script>' }] }),
      'body.experiences.0.context',
      'validation.angleBrackets',
    ],
    [
      'experience without company nor personal project (spec §5)',
      (r) => ({ ...r, experiences: [{ ...r.experiences[0], corporation: '' }] }),
      'body.experiences.0.corporation',
      'validation.corporationRequired',
    ],
    [
      'functional skill under 3 characters (spec §5)',
      (r) => ({ ...r, softSkills: ['ok'] }),
      'body.softSkills.0',
      'validation.softSkillTooShort',
    ],
    [
      'TOEIC score out of range',
      (r) => ({ ...r, languages: [{ code: 'en', level: 'toeic', score: 2000 }] }),
      'body.languages.0.score',
      'validation.scoreRange',
    ],
    [
      'duplicate language (spec §5)',
      (r) => ({
        ...r,
        languages: [
          { code: 'en', level: 'notions', score: null },
          { code: 'en', level: 'bilingual_native', score: null },
        ],
      }),
      'body.languages.1',
      'validation.duplicateLanguage',
    ],
    [
      'unknown language code (spec §5 "must be known")',
      (r) => ({ ...r, languages: [{ code: 'zz', level: 'notions', score: null }] }),
      'body.languages.0.code',
      'validation.unknownLanguage',
    ],
    [
      'a project environment skill absent from mission 3 (spec §5)',
      (r) => ({
        ...r,
        experiences: [
          {
            ...r.experiences[0],
            projectExperiences: [
              {
                ...r.experiences[0]?.projectExperiences[0],
                technicalEnvironment: [{ id: 'java', custom: false }],
              },
            ],
          },
        ],
      }),
      'body.experiences.0.projectExperiences.0.technicalEnvironment',
      'validation.environmentNotInSkills',
    ],
    [
      'a custom domain without skill (spec §5: it is deleted with its last skill)',
      (r) => ({
        ...r,
        technicalSkills: [
          ...r.technicalSkills,
          { domain: { id: 'custom-vide', custom: true, label: 'Vide' }, skills: [] },
        ],
      }),
      'body.technicalSkills.2.skills',
      'validation.emptyCustomDomain',
    ],
    [
      'a custom skill repeating a catalogue skill, accents and case aside (spec §5)',
      (r) => ({
        ...r,
        technicalSkills: [
          {
            ...r.technicalSkills[0],
            skills: [
              ...(r.technicalSkills[0]?.skills ?? []),
              { id: 'custom-java', custom: true, label: ' jAVA ' },
            ],
          },
          ...r.technicalSkills.slice(1),
        ],
      }),
      'body.technicalSkills.0.skills.3',
      'validation.customAlreadyExists',
    ],
    [
      'experience time of 0 (spec §5 "greater than 0")',
      (r) => ({ ...r, jobs: [{ job: { id: 'x', custom: false }, experienceMonths: 0 }] }),
      'body.jobs.0.experienceMonths',
      'validation.experienceTimePositive',
    ],
    [
      'the same job twice',
      (r) => ({
        ...r,
        jobs: [
          { job: { id: 'x', custom: false }, experienceMonths: 3 },
          { job: { id: 'x', custom: false }, experienceMonths: 5 },
        ],
      }),
      'body.jobs',
      'validation.duplicateJob',
    ],
    [
      'a custom job repeating a catalogue job (spec §5)',
      (r) => ({
        ...r,
        jobs: [
          { job: { id: 'custom-dev', custom: true, label: 'developpeur full stack' }, experienceMonths: 3 },
        ],
      }),
      'body.jobs.0.job',
      'validation.customAlreadyExists',
    ],
    [
      'an experience without start date (spec §5)',
      (r) => ({ ...r, experiences: [{ ...r.experiences[0], startDate: '' }] }),
      'body.experiences.0.startDate',
      'validation.invalidDate',
    ],
    [
      'an experience without position (spec §5)',
      (r) => ({ ...r, experiences: [{ ...r.experiences[0], position: '  ' }] }),
      'body.experiences.0.position',
      'validation.required',
    ],
    [
      'an experience context over 90 characters (spec §9 counter)',
      (r) => ({ ...r, experiences: [{ ...r.experiences[0], context: 'c'.repeat(91) }] }),
      'body.experiences.0.context',
      'validation.tooLong',
    ],
    [
      '> in a project description (spec §5)',
      (r) => ({
        ...r,
        experiences: [
          {
            ...r.experiences[0],
            projectExperiences: [{ ...r.experiences[0]?.projectExperiences[0], description: 'a > b' }],
          },
        ],
      }),
      'body.experiences.0.projectExperiences.0.description',
      'validation.angleBrackets',
    ],
    [
      'a project sub-sector outside the experience sector (spec §5)',
      (r) => ({
        ...r,
        experiences: [
          {
            ...r.experiences[0],
            sector: 'insurance',
            projectExperiences: [
              { ...r.experiences[0]?.projectExperiences[0], subSectors: ['retail-banking'] },
            ],
          },
        ],
      }),
      'body.experiences.0.projectExperiences.0.subSectors',
      'validation.subSectorNotInSector',
    ],
    [
      'a duplicate functional skill, case and accents aside (spec §5)',
      (r) => ({ ...r, softSkills: ['Négociation', 'NEGOCIATION'] }),
      'body.softSkills.1',
      'validation.duplicateSoftSkill',
    ],
    [
      'a TOEFL score over 120',
      (r) => ({ ...r, languages: [{ code: 'en', level: 'toefl', score: 121 }] }),
      'body.languages.0.score',
      'validation.scoreRange',
    ],
    [
      'a language without level (spec §5 "required")',
      (r) => ({ ...r, languages: [{ code: 'en', score: null }] }),
      'body.languages.0.level',
      'validation.required',
    ],
    [
      'a diploma without school',
      (r) => ({ ...r, diplomas: [{ ...r.diplomas[0], school: ' ' }] }),
      'body.diplomas.0.school',
      'validation.required',
    ],
  ];

  it.each(invalid)('rejects %s with 400 and the field, storing nothing', async (_name, mutate, path, key) => {
    const { user, headers } = await collaborator();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...(mutate(validResume()) as object), version: 0 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { path: string; key: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toContainEqual(expect.objectContaining({ path, key }));
    const stored = await currentResume(headers);
    expect(stored.version).toBe(0);
    expect(stored.desiredPosition).toBe('');
  });

  it('truncates a diploma title over 200 characters to 199 (spec §5)', async () => {
    const { user, headers } = await collaborator();
    const resume = validResume();
    resume.diplomas[0] = { ...resume.diplomas[0]!, title: 'T'.repeat(250), school: 'S'.repeat(200) };
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...resume, version: 0 },
    });
    const saved = ZResume.parse(response.json());
    expect(saved.diplomas[0]?.title).toHaveLength(199);
    expect(saved.diplomas[0]?.school).toHaveLength(200);
  });

  it("refuses to let a collaborator PATCH another user's resume (403), and admins too", async () => {
    const { user: owner } = await collaborator();
    const { headers: otherHeaders } = await collaborator();
    const admin = await t.createUser({ roles: ['admin'] });
    for (const headers of [otherHeaders, await t.authHeader(admin)]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${owner.id}/resume`,
        headers,
        payload: { ...validResume(), version: 0 },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('makes the saved skills searchable by the back office, C++ and C# kept apart (spec §7)', async () => {
    // Names whose trigram (QZY) starts no word of the resume: a random one did, once in a few
    // hundred runs ("JAV" finds everyone whose file names Java), and the search rightly found them.
    const { user, headers } = await collaborator({ firstname: 'Quxbert', lastname: 'Zyxwane' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...validResume(), version: 0 },
    });
    const admin = await t.createUser({ roles: ['admin'] });
    const adminHeaders = await t.authHeader(admin);
    const ids = async (q: string) =>
      (await t.app.inject({ url: `/api/users?q=${encodeURIComponent(q)}`, headers: adminHeaders }))
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id);
    expect(await ids(`forge ${user.trigram}`)).toEqual([user.id]);
    expect(await ids(`C++ ${user.trigram}`)).toEqual([user.id]);
    expect(await ids(`C# ${user.trigram}`)).toEqual([user.id]);
    expect(await ids(`cobol ${user.trigram}`)).toEqual([]);
  });
});

describe('GET /api/users/{id}/resume (spec §7, Accept PDF)', () => {
  it('answers the PDF with the resume content and the DESIGN.md file name', async () => {
    const { user, headers } = await collaborator({ firstname: 'Zoé', lastname: 'Lefèvre' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...validResume(), version: 0 },
    });
    const response = await t.app.inject({
      url: `/api/users/${user.id}/resume`,
      headers: { ...headers, accept: 'application/pdf' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="LEFEVRE_Zoe_\d{4}-\d{2}-\d{2}\.pdf"/);
    const dir = await mkdtemp(join(tmpdir(), 'highlight-pdf-'));
    const file = join(dir, 'resume.pdf');
    await writeFile(file, response.rawPayload);
    const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
    expect(stdout).toContain('Société Générale');
    expect(stdout).toContain('Paiements instantanés');
    expect(stdout).toContain('INSA Lyon');
  });

  it('answers JSON by default and 406 to an unsupported type', async () => {
    const { user, headers } = await collaborator();
    const json = await t.app.inject({ url: `/api/users/${user.id}/resume`, headers });
    expect(ZResume.safeParse(json.json()).success).toBe(true);
    const other = await t.app.inject({
      url: `/api/users/${user.id}/resume`,
      headers: { ...headers, accept: 'text/csv' },
    });
    expect(other.statusCode).toBe(406);
  });

  it("refuses a collaborator another user's PDF (403) and lets the back office download it", async () => {
    const { user: owner } = await collaborator();
    const { headers: otherHeaders } = await collaborator();
    const url = `/api/users/${owner.id}/resume`;
    const refused = await t.app.inject({ url, headers: { ...otherHeaders, accept: 'application/pdf' } });
    expect(refused.statusCode).toBe(403);
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const allowed = await t.app.inject({
      url,
      headers: { ...(await t.authHeader(hr)), accept: 'application/pdf' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
