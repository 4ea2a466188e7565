/**
 * issue #26 §18 at the API: "every character the forms accept prints (a fallback font), or the form
 * refuses it". A save holding characters no font of the documents draws (CJK, Arabic, Hebrew,
 * Hangul, Thai) answers 400 `VALIDATION_FAILED` on the field, with the localised message naming
 * the characters, and changes nothing; Latin, Greek, Cyrillic, Devanagari (Noto Sans draws and
 * fontkit shapes it), maths and emoji save. The names of PATCH users/me follow the same rule.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeBody } from '@highlight/domain/resume';
import { resumes, users } from '../../db/schema.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Details = { code: string; details: { path: string; key: string; message: string }[] };

const FR = (characters: string) =>
  `Ces caractères ne peuvent pas être imprimés dans le dossier de compétences\u202f: «\u202f${characters}\u202f». Écrivez en alphabet latin, grec ou cyrillique.`;
const EN = (characters: string) =>
  `These characters cannot be printed in the skills file: “${characters}”. Write in the Latin, Greek or Cyrillic alphabet.`;

/** `validResume` with its first project named `name`. */
function withProjectName(name: string): ResumeBody {
  const resume = validResume();
  resume.experiences[0]!.projectExperiences[0]!.name = name;
  return resume;
}

describe('issue #26 §18: PATCH users/{id}/resume refuses what the documents cannot print', () => {
  it.each([
    ['Chinese and Japanese', 'Portail 日本語', '日 本 語'],
    ['Arabic', 'Portail عربي', 'ع ر ب ي'],
    ['Hebrew', 'Portail עברית', 'ע ב ר י ת'],
    ['Korean', 'Portail 한국어', '한 국 어'],
    ['Thai', 'Portail ไทย', 'ไ ท ย'],
  ])(
    '%s: 400 on the field, the characters named in French and English, nothing stored',
    async (_script, name, named) => {
      for (const [locale, expected] of [
        ['fr', FR(named)],
        ['en', EN(named)],
      ] as const) {
        const user = await t.createUser({
          roles: ['employee'],
          avatar: 'cat',
          userSettings: { displayLanguage: locale },
        });
        const headers = await t.authHeader(user);
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/api/users/${user.id}/resume`,
          headers,
          payload: { ...withProjectName(name), version: 0 },
        });
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json<Details>();
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.details).toContainEqual({
          path: 'body.experiences.0.projectExperiences.0.name',
          key: 'validation.unprintableCharacters',
          message: expected,
        });
        const stored = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
        expect(stored).toEqual([]);
      }
    },
  );

  it('refuses an existing file’s change and keeps the stored file as it was', async () => {
    const { user, headers } = await t.createCollaboratorWithFile();
    const [before] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    const resume = validResume();
    resume.softSkills = [...resume.softSkills, '協調性'];
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...resume, version: before!.version },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Details>().details).toContainEqual(
      expect.objectContaining({
        path: `body.softSkills.${resume.softSkills.length - 1}`,
        key: 'validation.unprintableCharacters',
      }),
    );
    const [after] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(after).toEqual(before);
  });

  it('saves Latin, Greek, Cyrillic, Devanagari, maths and emoji', async () => {
    const { user } = await t.createCollaboratorWithFile(
      {},
      withProjectName('Portail Ελληνικά Русский हिन्दी ∑ → ✓ 🚀 👩‍💻 🇫🇷'),
    );
    const [row] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(JSON.stringify(row)).toContain('Portail Ελληνικά Русский हिन्दी ∑ → ✓ 🚀 👩‍💻 🇫🇷');
  });
});

describe('issue #26 §18: PATCH users/me refuses names the documents cannot print', () => {
  it('answers 400 on the first name, naming the characters, and keeps the stored name', async () => {
    const user = await t.createUser({
      roles: ['employee'],
      firstname: 'Yuki',
      userSettings: { displayLanguage: 'en' },
    });
    const headers = await t.authHeader(user);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { firstname: '由紀' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Details>().details).toContainEqual({
      path: 'body.firstname',
      key: 'validation.unprintableCharacters',
      message: EN('由 紀'),
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstname).toBe('Yuki');
  });

  it('saves a Greek first name and a Cyrillic last name', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const headers = await t.authHeader(user);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { firstname: 'Νίκος', lastname: 'Жуков' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
