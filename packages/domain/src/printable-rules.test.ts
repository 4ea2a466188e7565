/**
 * issue #26 §18 "every character the forms accept prints (a fallback font), or the form refuses
 * it": the domain's rule (printable.ts) over the generated table of the documents' fonts, at every
 * edge of the table, the invisible characters, surrogates and emoji sequences; the message with its
 * characters (message.ts) in both languages; and the save rules of the forms that use it
 * (resume.ts, user.ts). apps/api's printable-table.test.ts proves the table is what the fonts draw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { messageWithValues, readMessage } from './message.ts';
import { isInvisible, unprintableCharacters, unprintableMessage } from './printable.ts';
import { PRINTABLE_RANGES } from './printable-ranges.ts';
import {
  emptyResume,
  saveIssues,
  unprintableIssues,
  ZDiplomaSave,
  ZExperienceSave,
  ZProjectExperienceSave,
  ZResumeSave,
  ZSoftSkillSave,
  type ResumeBody,
} from './resume.ts';
import { ZFirstName, ZPersonName } from './user.ts';

/** The table's ranges, decoded here independently of printable.ts. */
const RANGES: [number, number][] = [];
{
  let end = -1;
  for (const pair of PRINTABLE_RANGES.split(',')) {
    const [gap, extra] = pair.split('.').map((part) => parseInt(part, 36)) as [number, number];
    RANGES.push([end + 1 + gap, end + 1 + gap + extra]);
    end = end + 1 + gap + extra;
  }
}
const ignored = (codePoint: number) => isInvisible(codePoint) || (codePoint >= 0xd800 && codePoint <= 0xdfff);
const prints = (codePoint: number) => unprintableCharacters(String.fromCodePoint(codePoint)).length === 0;
const UNPRINTABLE = (characters: string) =>
  messageWithValues('validation.unprintableCharacters', { characters });

describe('unprintableCharacters: the table of the documents’ fonts', () => {
  it('holds the scripts the documents print, in a few ranges', () => {
    expect(RANGES.length).toBeGreaterThan(100);
    expect(PRINTABLE_RANGES.length).toBeLessThan(4000);
  });

  it('accepts the first and last code point of every range, refuses the one before and after', () => {
    for (const [first, last] of RANGES) {
      expect(prints(first), first.toString(16)).toBe(true);
      expect(prints(last), last.toString(16)).toBe(true);
      if (first > 0 && !ignored(first - 1)) expect(prints(first - 1), (first - 1).toString(16)).toBe(false);
      if (!ignored(last + 1)) expect(prints(last + 1), (last + 1).toString(16)).toBe(false);
    }
  });

  it('accepts any code point inside a range and refuses any between ranges (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (codePoint) => {
        const inTable = RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
        expect(prints(codePoint)).toBe(inTable || ignored(codePoint));
      }),
      { numRuns: 2000 },
    );
  });

  it('prints Latin, Greek, Cyrillic, Devanagari, maths, symbols, box drawing, emoji and line breaks', () => {
    for (const text of [
      'Hélène Dupont-Müller, Œuvre ß ẞ Ǆ',
      'Ελληνικά Русский Українська',
      'हिन्दी',
      '∑ ∫ √ → ⇒ ≤ ℵ 𝕏',
      '✓ ★ ☎ ⌘ ─ │ ┼',
      '🚀 👍🏽 👩‍💻 🇫🇷 1️⃣ 🏴󠁧󠁢󠁥󠁮󠁧󠁿',
      'ligne 1\nligne 2\r\n\tretrait',
    ]) {
      expect(unprintableCharacters(text), text).toEqual([]);
    }
  });

  it('refuses CJK, Hangul, Thai, Hebrew and Arabic (right-to-left, even where a maths font has the letter)', () => {
    expect(unprintableCharacters('日本語')).toEqual(['日', '本', '語']);
    expect(unprintableCharacters('한국어')).toEqual(['한', '국', '어']);
    expect(unprintableCharacters('ไทย')).toEqual(['ไ', 'ท', 'ย']);
    expect(unprintableCharacters('עברית')).toEqual(['ע', 'ב', 'ר', 'י', 'ת']);
    expect(unprintableCharacters('العربية')).toEqual(['ا', 'ل', 'ع', 'ر', 'ب', 'ي', 'ة']);
  });

  it('names each character once, in order of first appearance, among printable text', () => {
    expect(unprintableCharacters('Projet 日本 au Japon (日本)')).toEqual(['日', '本']);
    expect(unprintableCharacters('')).toEqual([]);
  });

  it('reads a surrogate pair as one character: a CJK extension B ideograph, a maths letter', () => {
    expect(unprintableCharacters('a\u{20000}b')).toEqual(['\u{20000}']);
    expect(unprintableCharacters('\u{1D54F}')).toEqual([]);
  });

  it('ignores lone surrogates (the PDF prints U+FFFD) but not the code points around them', () => {
    expect(unprintableCharacters('\ud800 \udbff \udc00 \udfff')).toEqual([]);
    expect(unprintableCharacters('🚀'.slice(0, 1))).toEqual([]);
    expect(unprintableCharacters('\ud7ff')).toEqual(['\ud7ff']);
  });

  it('refuses control characters other than tab and line breaks', () => {
    expect(unprintableCharacters('a\u0001b\u001fc')).toEqual(['\u0001', '\u001f']);
  });
});

describe('isInvisible: the characters the PDF skips (one list with resume-pdf.ts)', () => {
  it.each([
    [0x200b, true],
    [0x200c, true],
    [0x200d, true],
    [0x2060, true],
    [0xfe00, true],
    [0xfe0f, true],
    [0xe0000, true],
    [0xe007f, true],
    [0x200a, false],
    [0x200e, false],
    [0x205f, false],
    [0x2061, false],
    [0xfdff, false],
    [0xfe10, false],
    [0xdffff, false],
    [0xe0080, false],
    [0x41, false],
  ])('U+%s → %s', (codePoint, expected) => {
    expect(isInvisible(codePoint)).toBe(expected);
  });

  it('lets invisible characters through even outside the table, and in any text', () => {
    expect(unprintableCharacters('a\u200bb\u2060c\ufe0e\u{e0001}')).toEqual([]);
  });
});

describe('the message naming the characters, in French and English', () => {
  it('is undefined for printable text, the key with the characters otherwise', () => {
    expect(unprintableMessage('Ελληνικά 🚀')).toBeUndefined();
    expect(unprintableMessage('日本 Tokyo')).toBe(UNPRINTABLE('日 本'));
    expect(readMessage(unprintableMessage('日本')!)).toEqual({
      key: 'validation.unprintableCharacters',
      values: { characters: '日 本' },
    });
  });

  it('reads as the brief words it, with French typography', () => {
    const { key, values } = readMessage(unprintableMessage('日本')!);
    expect(translate('fr', key, values)).toBe(
      'Ces caractères ne peuvent pas être imprimés dans le dossier de compétences\u202f: «\u202f日 本\u202f». Écrivez en alphabet latin, grec ou cyrillique.',
    );
    expect(translate('en', key, values)).toBe(
      'These characters cannot be printed in the skills file: “日 本”. Write in the Latin, Greek or Cyrillic alphabet.',
    );
  });
});

describe('messageWithValues / readMessage', () => {
  it('reads a bare key as itself, without values; a name without value as empty', () => {
    expect(readMessage('validation.required')).toEqual({ key: 'validation.required', values: {} });
    expect(messageWithValues('validation.required', {})).toBe('validation.required');
    expect(readMessage('validation.x?flag&name=a%20b')).toEqual({
      key: 'validation.x',
      values: { flag: '', name: 'a b' },
    });
  });

  it('carries several values, even holding the separators & = ? %', () => {
    const values = { characters: 'a&b=c?d%e 日', other: '' };
    const message = messageWithValues('validation.x', values);
    expect(message.startsWith('validation.x?')).toBe(true);
    expect(message.indexOf('?')).toBe('validation.x'.length);
    expect(readMessage(message)).toEqual({ key: 'validation.x', values });
  });

  it('round-trips any values (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ unit: 'grapheme' })),
        (values) => {
          expect(readMessage(messageWithValues('validation.k', values))).toEqual({
            key: 'validation.k',
            values,
          });
        },
      ),
    );
  });
});

describe('issue #26 §18 at save: every free text of the skills file', () => {
  const ref = (label: string, custom = true) => ({ id: `custom:${label}`, custom, label });
  function resume(): ResumeBody {
    return {
      ...emptyResume(),
      technicalSkills: [{ domain: ref('Réseaux 日'), skills: [ref('Go', false), ref('Cisco 本')] }],
      softSkills: ['Rigueur', '協調性'],
      experiences: [
        {
          id: 'e1',
          corporation: 'Société 株式会社',
          personalProject: false,
          sector: null,
          position: 'Développeur 开发',
          context: 'Contexte عربي',
          startDate: '2020-01',
          endDate: '2021-01',
          projectExperiences: [
            {
              id: 'p1',
              name: 'Projet 日本',
              description: 'Description עברית',
              technicalEnvironment: [ref('Kotlin'), ref('ライブラリ')],
              jobs: [ref('Architecte 架构')],
              subSectors: [],
            },
          ],
        },
      ],
      diplomas: [
        {
          id: 'd1',
          graduate: 'diploma',
          title: 'Master 大学',
          school: 'Université 東京',
          graduateYears: { year: 2019, month: 6 },
        },
      ],
    };
  }

  it('refuses each text with the characters it holds, on its path', () => {
    expect(unprintableIssues(resume())).toEqual([
      { path: ['technicalSkills', 0, 'domain', 'label'], message: UNPRINTABLE('日') },
      { path: ['technicalSkills', 0, 'skills', 1, 'label'], message: UNPRINTABLE('本') },
      { path: ['softSkills', 1], message: UNPRINTABLE('協 調 性') },
      { path: ['experiences', 0, 'corporation'], message: UNPRINTABLE('株 式 会 社') },
      { path: ['experiences', 0, 'position'], message: UNPRINTABLE('开 发') },
      { path: ['experiences', 0, 'context'], message: UNPRINTABLE('ع ر ب ي') },
      { path: ['experiences', 0, 'projectExperiences', 0, 'name'], message: UNPRINTABLE('日 本') },
      { path: ['experiences', 0, 'projectExperiences', 0, 'description'], message: UNPRINTABLE('ע ב ר י ת') },
      {
        path: ['experiences', 0, 'projectExperiences', 0, 'technicalEnvironment', 1, 'label'],
        message: UNPRINTABLE('ラ イ ブ リ'),
      },
      {
        path: ['experiences', 0, 'projectExperiences', 0, 'jobs', 0, 'label'],
        message: UNPRINTABLE('架 构'),
      },
      { path: ['diplomas', 0, 'title'], message: UNPRINTABLE('大 学') },
      { path: ['diplomas', 0, 'school'], message: UNPRINTABLE('東 京') },
    ]);
  });

  it('is part of the save rules, and of ZResumeSave', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(saveIssues(resume(), now)).toEqual(unprintableIssues(resume()));
    const result = ZResumeSave.safeParse(resume());
    expect(result.error?.issues.map((issue) => issue.message)).toContain(UNPRINTABLE('日 本'));
  });

  it('reads the label of custom entries only: a catalogue entry prints its catalogue label', () => {
    const body = {
      ...emptyResume(),
      technicalSkills: [{ domain: ref('日', false), skills: [ref('本', false)] }],
    };
    expect(unprintableIssues(body)).toEqual([]);
    const custom = { ...emptyResume(), technicalSkills: [{ domain: ref('Data'), skills: [ref('本')] }] };
    expect(unprintableIssues(custom)).toEqual([
      { path: ['technicalSkills', 0, 'skills', 0, 'label'], message: UNPRINTABLE('本') },
    ]);
  });

  it('accepts a file written in Latin, Greek and Cyrillic, with emoji', () => {
    const body = resume();
    const printable = JSON.parse(
      JSON.stringify(body).replace(/[^\u0020-\u024f"]+/gu, 'Ελληνικά Русский 🚀'),
    ) as ResumeBody;
    expect(unprintableIssues(printable)).toEqual([]);
  });
});

describe('issue #26 §18 in the dialogs’ schemas and the names', () => {
  it('refuses a functional skill, a project, an experience and a diploma on their fields', () => {
    const messageAt = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messageAt(ZSoftSkillSave.safeParse('協調性'))).toEqual([['', UNPRINTABLE('協 調 性')]]);
    expect(ZSoftSkillSave.safeParse('Rigueur').success).toBe(true);
    expect(messageAt(ZProjectExperienceSave.safeParse({ id: 'p1', name: 'Projet 日本' }))).toEqual([
      ['name', UNPRINTABLE('日 本')],
    ]);
    expect(ZProjectExperienceSave.safeParse({ id: 'p1', name: 'Проект' }).success).toBe(true);
    const experience = {
      id: 'e1',
      corporation: 'ACME',
      position: 'Dev',
      context: 'Contexte 日',
      startDate: '2020-01',
    };
    expect(messageAt(ZExperienceSave.safeParse(experience))).toEqual([['context', UNPRINTABLE('日')]]);
    const diploma = {
      id: 'd1',
      graduate: 'diploma',
      title: 'Master',
      school: 'École 本',
      graduateYears: { year: 2019, month: 6 },
    };
    expect(messageAt(ZDiplomaSave.safeParse(diploma))).toEqual([['school', UNPRINTABLE('本')]]);
  });

  it('refuses a first or last name in a script the documents cannot print, not Greek or Cyrillic', () => {
    expect(ZFirstName.safeParse('太郎').error?.issues.map((issue) => issue.message)).toEqual([
      UNPRINTABLE('太 郎'),
    ]);
    expect(ZPersonName.safeParse('山田').error?.issues.map((issue) => issue.message)).toEqual([
      UNPRINTABLE('山 田'),
    ]);
    expect(ZFirstName.safeParse('Αλέξανδρος').success).toBe(true);
    expect(ZPersonName.safeParse('Иванова').success).toBe(true);
  });
});
