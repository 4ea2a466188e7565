/**
 * Bad input at the API (issue #10 §3): NUL and lone surrogates, decomposed accents, a version past
 * PostgreSQL's integer, months outside 1900-01 … ten years ahead, unknown catalogue ids, repeated
 * experience and project ids. Each answers 400 with a localised message naming the field, and
 * changes nothing; the decomposed name is stored composed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZResume } from '@highlight/domain/user';
import { VERSION_MAX } from '@highlight/domain/constants';
import { latestMonth } from '@highlight/domain/resume';
import { createTestApp } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A collaborator with a saved valid resume at version 1, reading messages in English. */
function savedCollaborator() {
  return t.createCollaboratorWithFile({ userSettings: { displayLanguage: 'en' } });
}

async function storedResume(headers: Record<string, string>) {
  const me = await t.app.inject({ url: '/api/users/me', headers });
  return ZResume.parse(me.json<{ resume: unknown }>().resume);
}

type Body = ReturnType<typeof validResume> & { version: number };

/** PATCHes a mutated copy of the valid resume; expects 400 on `path` with `message`, nothing changed. */
async function expectRefused(mutate: (body: Body) => void, path: string, message: RegExp) {
  const { user, headers } = await savedCollaborator();
  const before = await storedResume(headers);
  const body: Body = { ...structuredClone(validResume()), version: 1 };
  mutate(body);
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/users/${user.id}/resume`,
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(400);
  const detail = response
    .json<{ details: { path: string; message: string }[] }>()
    .details.find((candidate) => candidate.path === path);
  expect(detail, response.body).toBeDefined();
  expect(detail!.message).toMatch(message);
  expect(await storedResume(headers)).toEqual(before);
}

describe('text that cannot be stored (issue #10 §3)', () => {
  it('refuses a NUL in any resume text with 400 naming the field', async () => {
    await expectRefused(
      (body) => (body.experiences[0]!.context = 'Refonte\u0000 du SI'),
      'body.experiences.0.context',
      /cannot be stored/,
    );
  });

  it('refuses a lone surrogate, in a value or in a key', async () => {
    await expectRefused(
      (body) => (body.softSkills[0] = 'Négo\uD800ciation'),
      'body.softSkills.0',
      /cannot be stored/,
    );
    await expectRefused(
      (body) => Object.assign(body.experiences[0]!, { ['x\uDC00']: 1 }),
      'body.experiences.0.…',
      /cannot be stored/,
    );
  });

  it('refuses a NUL in a query string or a path parameter', async () => {
    const staff = await t.createUser({ roles: ['admin'] });
    const headers = await t.authHeader(staff);
    const query = await t.app.inject({ url: '/api/users?q=ja%00va', headers });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      details: [{ path: 'query.q', key: 'validation.invalidCharacters' }],
    });
    const param = await t.app.inject({ url: '/api/users/%00', headers });
    expect(param.statusCode).toBe(400);
  });

  it('stores a name typed in decomposed Unicode, composed (NFC), where it used to get 400', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: await t.authHeader(user),
      payload: { firstname: 'He\u0301le\u0300ne', lastname: 'Lefe\u0300vre' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstname: 'Hélène', lastname: 'Lefèvre' });
  });
});

describe('bounded numbers and dates (issue #10 §3)', () => {
  it('refuses a version of 2^31 or more with 400, where PostgreSQL would fail', async () => {
    await expectRefused((body) => (body.version = VERSION_MAX + 1), 'body.version', /not valid/);
    await expectRefused((body) => (body.version = 2 ** 53), 'body.version', /not valid/);
  });

  it('refuses months before 1900-01 and after December ten years ahead', async () => {
    await expectRefused(
      (body) => (body.experiences[0]!.startDate = '0000-01'),
      'body.experiences.0.startDate',
      /1900/,
    );
    const [year] = latestMonth().split('-');
    await expectRefused(
      (body) => (body.experiences[0]!.endDate = `${Number(year) + 1}-01`),
      'body.experiences.0.endDate',
      /ten years/,
    );
  });
});

describe('catalogue ids and entry ids (issue #10 §3)', () => {
  it('refuses a skill, domain, job or sector id the catalogue does not hold', async () => {
    await expectRefused(
      (body) => body.technicalSkills[0]!.skills.push({ id: 'no-such-skill', custom: false }),
      `body.technicalSkills.0.skills.${validResume().technicalSkills[0]!.skills.length}`,
      /not in the catalogue/,
    );
    await expectRefused(
      (body) => (body.jobs[0]!.job = { id: 'java', custom: false }),
      'body.jobs.0.job',
      /not in the catalogue/,
    );
    await expectRefused(
      (body) => (body.experiences[0]!.sector = 'nowhere'),
      'body.experiences.0.sector',
      /not in the catalogue/,
    );
  });

  it('refuses a custom entry whose id could be a catalogue id', async () => {
    await expectRefused(
      (body) => body.technicalSkills[0]!.skills.push({ id: 'java', custom: true, label: 'Mon Java' }),
      `body.technicalSkills.0.skills.${validResume().technicalSkills[0]!.skills.length}`,
      /not in the catalogue/,
    );
  });

  it('refuses two experiences, or two projects, with one id', async () => {
    await expectRefused(
      (body) => body.experiences.push({ ...body.experiences[0]!, projectExperiences: [] }),
      'body.experiences.1.id',
      /same identifier/,
    );
    await expectRefused(
      (body) => body.experiences.push({ ...body.experiences[0]!, id: 'another' }),
      'body.experiences.1.projectExperiences.0.id',
      /same identifier/,
    );
  });
});
