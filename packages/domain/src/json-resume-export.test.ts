/**
 * JSON Resume export and the parse step of the import (json-resume.ts; docs/json-resume.md): the
 * size bound counted in UTF-8 bytes, the schema error details, the fields and sections the export
 * leaves out, the `meta` block, and the digest that tells a restored Highlight export from one
 * edited by another tool.
 */
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { propertyRuns } from '../test-support/property-runs.ts';
import { JSON_RESUME_IMPORT_MAX_BYTES } from './constants.ts';
import {
  fromJsonResume,
  parseJsonResume,
  toJsonResume,
  type JsonResume,
  type JsonResumeExportInput,
} from './json-resume.ts';
import { makeLabelOf } from './reference.ts';
import { ZResumeBody, emptyResume, type ResumeBody } from './resume.ts';

/** The catalogue's labels, built afresh in each test that exports (no domain call at collection time). */
const labelOf = () => makeLabelOf(catalogue);

const user: JsonResumeExportInput['user'] = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+33 6 12 34 56 78',
  trigram: 'ALO',
};

/** A small file filling every section the standard part of the export writes. */
const file = (): ResumeBody =>
  ZResumeBody.parse({
    desiredPosition: 'Tech lead',
    jobs: [{ job: { id: 'tech-lead', custom: false }, experienceMonths: 36 }],
    technicalSkills: [
      {
        domain: { id: 'languages', custom: false },
        skills: [
          { id: 'java', custom: false },
          { id: 'kotlin', custom: false },
        ],
      },
    ],
    softSkills: ['Pédagogie'],
    experiences: [
      {
        id: 'e-1',
        corporation: 'Banque Exemple',
        personalProject: false,
        sector: 'banking',
        position: 'Tech lead',
        context: 'Modernisation des paiements',
        startDate: '2021-03',
        endDate: null,
        projectExperiences: [
          {
            id: 'p-1',
            name: 'Paiement instantané',
            description: 'Conception de la plateforme.',
            technicalEnvironment: [{ id: 'java', custom: false }],
            jobs: [{ id: 'tech-lead', custom: false }],
            subSectors: [],
          },
        ],
      },
    ],
    diplomas: [
      {
        id: 'd-1',
        graduate: 'diploma',
        title: 'Master informatique',
        school: 'Université de Lille',
        graduateYears: { year: 2010, month: 6 },
      },
      {
        id: 'd-2',
        graduate: 'certification',
        title: 'Certified Kubernetes Administrator',
        school: 'CNCF',
        graduateYears: { year: 2022, month: 3 },
      },
    ],
    languages: [{ code: 'en', level: 'toeic', score: 905 }],
  });

/** The export as another program reads it: through JSON text. */
function exported(input: Partial<JsonResumeExportInput> = {}): JsonResume {
  const document = toJsonResume({ user, resume: file(), locale: 'en', labelOf: labelOf(), ...input });
  return JSON.parse(JSON.stringify(document)) as JsonResume;
}

/** Object keys sorted, recursively: the same JSON value written by a tool that sorts its keys. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .reverse()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

// Every case reads texts of 1 MiB: slow under the mutation run's instrumentation.
describe(
  'parseJsonResume: the size bound in UTF-8 bytes (JSON_RESUME_IMPORT_MAX_BYTES, docs "Bounds")',
  { timeout: 60_000 },
  () => {
    /** `sample` padded with spaces to `bytes` UTF-8 bytes. */
    const padTo = (sample: string, bytes: number) =>
      sample + ' '.repeat(bytes - Buffer.byteLength(sample, 'utf8'));
    const isTooLarge = (text: string) => {
      const result = parseJsonResume(text);
      return !result.ok && result.error === 'tooLarge';
    };

    it.each([
      ['U+007F (1 byte)', '\u007f'],
      ['U+0080 (2 bytes)', '\u0080'],
      ['U+07FF (2 bytes)', '\u07ff'],
      ['U+0800 (3 bytes)', '\u0800'],
      ['U+D7FF (3 bytes)', '\ud7ff'],
      ['U+E000 (3 bytes)', '\ue000'],
      ['a surrogate pair (4 bytes)', '\ud800\udc00'],
      ['the last surrogate pair (4 bytes)', '\udbff\udfff'],
      ['an emoji (4 bytes)', '😀'],
      ['a lone high surrogate before an accent (3 + 2 bytes)', '\ud800é'],
      ['a lone high surrogate before a CJK character (3 + 3 bytes)', '\udbff\u4e2d'],
      ['a lone low surrogate (3 bytes, U+FFFD)', '\udc00'],
      ['a high surrogate before a pair (3 + 4 bytes)', '\ud83d\ud83d\ude00'],
      ['an accent after a pair (4 + 2 bytes)', '😀é'],
    ])('counts %s as an encoder does: accepted at the bound, tooLarge one byte past', (_case, characters) => {
      const sample = `{"basics": {"summary": "${characters.repeat(1000)}"}}`;
      expect(isTooLarge(padTo(sample, JSON_RESUME_IMPORT_MAX_BYTES))).toBe(false);
      expect(isTooLarge(padTo(sample, JSON_RESUME_IMPORT_MAX_BYTES + 1))).toBe(true);
    });

    it('counts a high surrogate ending the text as 3 bytes (U+FFFD), before parsing', () => {
      const atBound = padTo('\ud800', JSON_RESUME_IMPORT_MAX_BYTES).split('').reverse().join('');
      expect(Buffer.byteLength(atBound, 'utf8')).toBe(JSON_RESUME_IMPORT_MAX_BYTES);
      expect(parseJsonResume(atBound)).toMatchObject({ ok: false, error: 'invalidJson' });
      expect(parseJsonResume(` ${atBound}`)).toEqual({ ok: false, error: 'tooLarge' });
    });

    it('property: any text is tooLarge exactly when its UTF-8 encoding is over the bound', () => {
      const boundaryUnits = [
        0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xffff, 0x41,
      ];
      const unit = fc.oneof(fc.constantFrom(...boundaryUnits), fc.integer({ min: 0, max: 0xffff }));
      fc.assert(
        fc.property(fc.array(unit, { maxLength: 12 }), fc.integer({ min: 1, max: 400 }), (units, times) => {
          const sample = String.fromCharCode(...units).repeat(times);
          const bytes = Buffer.byteLength(sample, 'utf8');
          // Padding first keeps a lone high surrogate of the sample where the sample put it.
          const at = (total: number) => ' '.repeat(total - bytes) + sample;
          expect(isTooLarge(at(JSON_RESUME_IMPORT_MAX_BYTES))).toBe(false);
          expect(isTooLarge(at(JSON_RESUME_IMPORT_MAX_BYTES + 1))).toBe(true);
        }),
        { numRuns: propertyRuns(20) },
      );
    });
  },
);

describe('parseJsonResume: schema error details (docs "Errors of parseJsonResume")', () => {
  it('returns at most 20 lines, the first ones, when the schema finds more', () => {
    const work = Array.from({ length: 25 }, () => ({ startDate: 'Present' }));
    const result = parseJsonResume(JSON.stringify({ work }));
    if (result.ok) throw new Error('parsed');
    expect(result.error).toBe('invalidSchema');
    expect(result.details).toHaveLength(20);
    result.details?.forEach((line, index) => expect(line).toContain(`instance.work[${index}].startDate`));
  });
});

describe('toJsonResume: what the export leaves out (docs "Sections with nothing to say and empty optional fields are left out")', () => {
  it('writes only $schema, basics and meta for an empty file', () => {
    const document = toJsonResume({ user, resume: emptyResume(), locale: 'fr', labelOf: labelOf() });
    expect(Object.keys(document).sort()).toEqual(['$schema', 'basics', 'meta']);
    expect(document.basics).toStrictEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+33 6 12 34 56 78',
    });
  });

  it('leaves out an empty email, an empty phone, and a stray space around a missing name part', () => {
    for (const [firstname, lastname, name] of [
      ['Ada', '', 'Ada'],
      ['', 'Lovelace', 'Lovelace'],
    ] as const) {
      const document = toJsonResume({
        user: { ...user, firstname, lastname, email: '', phoneNumber: '' },
        resume: emptyResume(),
        locale: 'en',
        labelOf: labelOf(),
      });
      expect(document.basics).toStrictEqual({ name });
    }
  });

  it('writes each section only when the file fills it', () => {
    const sections: [keyof ResumeBody, string[]][] = [
      ['experiences', ['work']],
      ['diplomas', ['education', 'certificates']],
      ['technicalSkills', ['skills']],
      ['softSkills', ['skills']],
      ['languages', ['languages']],
    ];
    const filled = file();
    for (const [section, written] of sections) {
      const resume = ZResumeBody.parse({
        ...emptyResume(),
        [section]: filled[section],
        // Projects name mission 2 jobs and mission 3 skills (spec §5).
        ...(section === 'experiences' ? { jobs: filled.jobs, technicalSkills: filled.technicalSkills } : {}),
      });
      const document = toJsonResume({ user, resume, locale: 'en', labelOf: labelOf() });
      const expected = new Set(['$schema', 'basics', 'meta', ...written]);
      if (section === 'experiences') expected.add('skills');
      expect(new Set(Object.keys(document))).toEqual(expected);
    }
  });

  it('writes a project without description as its name, and an experience without projects with no highlights', () => {
    const base = file();
    const resume = ZResumeBody.parse({
      ...base,
      experiences: [
        {
          ...base.experiences[0],
          id: 'e-2',
          startDate: '2015-01',
          endDate: '2016-02',
          projectExperiences: [],
        },
        {
          ...base.experiences[0],
          projectExperiences: [{ ...base.experiences[0]!.projectExperiences[0], description: '' }],
        },
      ],
    });
    const document = toJsonResume({ user, resume, locale: 'en', labelOf: labelOf() });
    expect(document.work?.[0]?.highlights).toEqual(['Paiement instantané']);
    expect(document.work?.[1]).not.toHaveProperty('highlights');
  });

  it('writes a graduation month below 10 with two digits (YYYY-MM)', () => {
    const document = exported();
    expect(document.education).toEqual([
      { institution: 'Université de Lille', area: 'Master informatique', endDate: '2010-06' },
    ]);
    expect(document.certificates).toEqual([
      { name: 'Certified Kubernetes Administrator', date: '2022-03', issuer: 'CNCF' },
    ]);
  });

  it('writes the level label as fluency, with the score for TOEIC, in both languages', () => {
    const resume = ZResumeBody.parse({
      ...emptyResume(),
      languages: [
        { code: 'en', level: 'toeic', score: 905 },
        { code: 'de', level: 'notions', score: null },
      ],
    });
    expect(toJsonResume({ user, resume, locale: 'en', labelOf: labelOf() }).languages).toEqual([
      { language: 'English', fluency: 'TOEIC 905' },
      { language: 'German', fluency: 'Basic knowledge' },
    ]);
    expect(toJsonResume({ user, resume, locale: 'fr', labelOf: labelOf() }).languages).toEqual([
      { language: 'Anglais', fluency: 'TOEIC 905' },
      { language: 'Allemand', fluency: 'Notions' },
    ]);
  });
});

describe('toJsonResume: meta (docs "meta")', () => {
  it('writes the schema version v1.0.0 and the extension under "x-highlight"', () => {
    const { meta } = exported();
    expect(Object.keys(meta ?? {}).sort()).toEqual(['version', 'x-highlight']);
    expect(meta?.version).toBe('v1.0.0');
    expect(meta?.['x-highlight']).toMatchObject({ version: 1, anonymised: false, resume: file() });
  });

  it('property: the digest is 14 hexadecimal digits, whatever the file says', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        (position, name) => {
          const resume = { ...emptyResume(), desiredPosition: position };
          const document = toJsonResume({
            user: { ...user, firstname: name },
            resume,
            locale: 'en',
            labelOf: labelOf(),
          });
          expect((document.meta?.['x-highlight'] as { digest: string }).digest).toMatch(/^[0-9a-f]{14}$/);
        },
      ),
      { numRuns: propertyRuns(60) },
    );
  });
});

describe('the digest of the standard sections (docs "Two layers in one document")', () => {
  it('restores the extension when the file comes back unchanged', () => {
    const { resume, report } = fromJsonResume(exported(), catalogue);
    expect(report.extension).toBe('restored');
    expect(resume).toEqual(file());
  });

  it('restores the extension when a tool wrote the same JSON with its keys in another order', () => {
    const document = sortedKeys(exported()) as JsonResume;
    expect(JSON.stringify(document)).not.toBe(JSON.stringify(exported()));
    const { resume, report } = fromJsonResume(document, catalogue);
    expect(report.extension).toBe('restored');
    expect(resume).toEqual(file());
  });

  it('reads a document holding undefined properties as its JSON text reads', () => {
    const document = exported();
    document.basics = { ...document.basics, summary: undefined };
    document.work = document.work?.map((entry) => ({ ...entry, location: undefined }));
    const fromText = fromJsonResume(JSON.parse(JSON.stringify(document)) as JsonResume, catalogue);
    const { resume, report } = fromJsonResume(document, catalogue);
    expect(fromText.report.extension).toBe('restored');
    expect(report).toEqual(fromText.report);
    expect(resume).toEqual(fromText.resume);
  });

  it.each<[string, (document: JsonResume) => void]>([
    [
      'the label changed',
      (document) => {
        document.basics!.label = 'Architecte logiciel';
      },
    ],
    [
      'the label removed',
      (document) => {
        delete document.basics!.label;
      },
    ],
    [
      'a work entry changed',
      (document) => {
        document.work![0]!.summary = 'Autre contexte';
      },
    ],
    [
      'an education entry changed',
      (document) => {
        document.education![0]!.area = 'Master MIAGE';
      },
    ],
    [
      'education removed',
      (document) => {
        delete document.education;
      },
    ],
    [
      'a certificate changed',
      (document) => {
        document.certificates![0]!.issuer = 'Linux Foundation';
      },
    ],
    [
      'certificates removed',
      (document) => {
        delete document.certificates;
      },
    ],
    [
      'a skill keyword removed',
      (document) => {
        document.skills![0]!.keywords!.pop();
      },
    ],
    [
      'skills removed',
      (document) => {
        delete document.skills;
      },
    ],
    [
      'a fluency changed',
      (document) => {
        document.languages![0]!.fluency = 'TOEIC 700';
      },
    ],
    [
      'languages removed',
      (document) => {
        delete document.languages;
      },
    ],
  ])('takes the standard sections when another tool left %s', (_case, edit) => {
    const document = exported();
    edit(document);
    expect(fromJsonResume(document, catalogue).report.extension).toBe('edited');
  });

  it('ignores fields outside the digested sections (basics.name, email, phone, other sections)', () => {
    const document = exported();
    document.basics = {
      ...document.basics,
      name: 'Ada King',
      email: 'ada@king.example',
      phone: '+44 20 7946 0000',
    };
    document.interests = [{ name: 'Chess' }];
    expect(fromJsonResume(document, catalogue).report.extension).toBe('restored');
  });
});
