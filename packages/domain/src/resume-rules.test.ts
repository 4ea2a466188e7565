/**
 * spec §5 rules of the skills file at their boundaries, field by field: exactly at a limit is
 * accepted, one past it is refused with the i18n key of the rule, on the right path, as a whole
 * zod issue (`code`, `path`, `message`: the schema's public output). Defaults of an omitted field,
 * the trimming of texts, and both languages of each message (spec §5 "Form messages are localised
 * in French and English"). Property tests where a rule holds for every input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DIPLOMA_TEXT_CAP,
  EXPERIENCE_CONTEXT_MAX,
  MAX_EXPERIENCE_MONTHS,
  MAX_JOBS,
  MAX_PROJECT_SUB_SECTORS,
  MAX_PROJECTS,
  MAX_PROJECTS_PER_EXPERIENCE,
  MAX_SKILLS_PER_DOMAIN,
  MAX_TECHNICAL_SKILLS,
  PROJECT_DESCRIPTION_MAX,
  SHORT_TEXT_MAX,
  SOFT_SKILL_MAX,
  SOFT_SKILL_MIN,
} from './constants.ts';
import { translate } from './i18n.ts';
import {
  emptyResume,
  SCORE_RANGES,
  ZCatalogRef,
  ZDiploma,
  ZExperience,
  ZExperienceMonths,
  ZProjectExperience,
  ZResumeBody,
  ZResumeLanguage,
  ZSoftSkill,
  ZYearMonth,
  type ResumeBody,
} from './resume.ts';

type Issue = Pick<z.core.$ZodIssue, 'code' | 'path' | 'message'>;

/** The issues of a parse, reduced to what a client reads: code, path and message key. */
function issuesOf(result: z.ZodSafeParseResult<unknown>): Issue[] {
  return result.success
    ? []
    : result.error.issues.map(({ code, path, message }) => ({ code, path, message }));
}

/** The message keys of a parse, with their paths as the forms show them (`jobs.0.job`). */
function messagesOf(result: z.ZodSafeParseResult<unknown>): [string, string][] {
  return issuesOf(result).map((issue) => [issue.path.join('.'), issue.message]);
}

const custom = (path: (string | number)[], message: string): Issue => ({ code: 'custom', path, message });
const ref = (id: string) => ({ id, custom: false });
const month = fc
  .record({ year: fc.integer({ min: 1900, max: 2030 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);

describe('spec §5 experience dates: a month is exactly YYYY-MM', () => {
  it.each(['x2020-01', '12020-01', ' 2020-01', '2020-01x', '2020-011', '2020-01 ', '2020-01-15'])(
    'refuses "%s" as an invalid date',
    (text) => {
      expect(messagesOf(ZYearMonth.safeParse(text))).toContainEqual(['', 'validation.invalidDate']);
    },
  );

  it('refuses any valid month with a character added before or after it', () => {
    fc.assert(
      fc.property(month, fc.string({ minLength: 1, maxLength: 3 }), fc.boolean(), (text, extra, before) => {
        const padded = before ? `${extra}${text}` : `${text}${extra}`;
        expect(ZYearMonth.safeParse(text).success).toBe(true);
        expect(ZYearMonth.safeParse(padded).success).toBe(false);
      }),
    );
  });
});

describe('catalogue references (spec §5 custom domain, skill or job)', () => {
  it('reads a reference without `custom` as a catalogue entry, its id trimmed', () => {
    expect(ZCatalogRef.parse({ id: ' java ' })).toEqual({ id: 'java', custom: false });
  });

  it('refuses a blank id', () => {
    expect(ZCatalogRef.safeParse({ id: '   ' }).success).toBe(false);
  });

  it('requires the label of a custom entry, on its label field', () => {
    expect(issuesOf(ZCatalogRef.safeParse({ id: 'custom-maison', custom: true }))).toEqual([
      custom(['label'], 'validation.required'),
    ]);
    expect(ZCatalogRef.safeParse({ id: 'custom-maison', custom: true, label: '   ' }).success).toBe(false);
  });

  it(`keeps a custom label of ${SHORT_TEXT_MAX} characters, trimmed, and refuses one more`, () => {
    const label = 'm'.repeat(SHORT_TEXT_MAX);
    expect(ZCatalogRef.parse({ id: 'custom-m', custom: true, label: `  ${label}  ` })).toEqual({
      id: 'custom-m',
      custom: true,
      label,
    });
    expect(messagesOf(ZCatalogRef.safeParse({ id: 'custom-m', custom: true, label: `${label}m` }))).toEqual([
      ['label', 'validation.tooLong'],
    ]);
  });
});

describe('spec §5 experience time: greater than 0, at most 600 months, whole months', () => {
  it(`accepts every whole number of months from 1 to ${MAX_EXPERIENCE_MONTHS}`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_EXPERIENCE_MONTHS }), (months) => {
        expect(ZExperienceMonths.safeParse(months).success).toBe(true);
      }),
    );
  });

  it.each([
    [0, 'validation.experienceTimePositive'],
    [MAX_EXPERIENCE_MONTHS + 1, 'validation.experienceTimeMax'],
    [1.5, 'validation.experienceTime'],
  ])('refuses %d months with %s', (months, key) => {
    expect(messagesOf(ZExperienceMonths.safeParse(months))).toEqual([['', key]]);
  });

  it('says a fraction of a month is not a whole number, in French and English', () => {
    expect(translate('fr', 'validation.experienceTime')).toContain('nombre entier');
    expect(translate('en', 'validation.experienceTime')).toContain('whole number');
  });
});

describe('spec §5 functional skill: at least 3 characters, counted without surrounding spaces', () => {
  it(`keeps ${SOFT_SKILL_MIN} to ${SOFT_SKILL_MAX} characters, trimmed`, () => {
    expect(ZSoftSkill.parse('  Écoute  ')).toBe('Écoute');
    expect(ZSoftSkill.parse(` ${'a'.repeat(SOFT_SKILL_MIN)} `)).toBe('aaa');
    expect(ZSoftSkill.parse(` ${'a'.repeat(SOFT_SKILL_MAX)} `)).toBe('a'.repeat(SOFT_SKILL_MAX));
  });

  it('refuses two letters padded with spaces, and one character over the maximum', () => {
    expect(messagesOf(ZSoftSkill.safeParse('  ab  '))).toEqual([['', 'validation.softSkillTooShort']]);
    expect(messagesOf(ZSoftSkill.safeParse('a'.repeat(SOFT_SKILL_MAX + 1)))).toEqual([
      ['', 'validation.tooLong'],
    ]);
  });
});

describe('mission 5 project: defaults and limits', () => {
  const project = { id: 'p1', name: 'Paiements' };

  it('fills an omitted description and omitted lists with empty ones', () => {
    expect(ZProjectExperience.parse(project)).toEqual({
      ...project,
      description: '',
      technicalEnvironment: [],
      jobs: [],
      subSectors: [],
    });
  });

  it(`keeps a description of ${PROJECT_DESCRIPTION_MAX} characters and refuses one more (spec §9)`, () => {
    const description = 'd'.repeat(PROJECT_DESCRIPTION_MAX);
    expect(ZProjectExperience.safeParse({ ...project, description }).success).toBe(true);
    expect(messagesOf(ZProjectExperience.safeParse({ ...project, description: `${description}d` }))).toEqual([
      ['description', 'validation.tooLong'],
    ]);
  });

  it(`takes at most ${MAX_JOBS} professions (spec §5, §9)`, () => {
    const jobs = (count: number) => Array.from({ length: count }, (_, index) => ref(`job${index}`));
    expect(ZProjectExperience.safeParse({ ...project, jobs: jobs(MAX_JOBS) }).success).toBe(true);
    expect(messagesOf(ZProjectExperience.safeParse({ ...project, jobs: jobs(MAX_JOBS + 1) }))).toEqual([
      ['jobs', 'validation.tooManyJobs'],
    ]);
  });

  it(`takes at most ${MAX_PROJECT_SUB_SECTORS} sub-sectors, naming the limit in both languages`, () => {
    const subSectors = (count: number) => Array.from({ length: count }, (_, index) => `sub${index}`);
    const at = ZProjectExperience.safeParse({ ...project, subSectors: subSectors(MAX_PROJECT_SUB_SECTORS) });
    expect(at.success).toBe(true);
    const over = ZProjectExperience.safeParse({
      ...project,
      subSectors: subSectors(MAX_PROJECT_SUB_SECTORS + 1),
    });
    expect(messagesOf(over)).toEqual([['subSectors', 'validation.tooManySubSectors']]);
    expect(translate('fr', 'validation.tooManySubSectors')).toContain(String(MAX_PROJECT_SUB_SECTORS));
    expect(translate('en', 'validation.tooManySubSectors')).toContain(String(MAX_PROJECT_SUB_SECTORS));
  });
});

describe('spec §5 experience: company or personal project, dates in order', () => {
  const experience = {
    id: 'e1',
    corporation: 'ACME',
    position: 'Développeur',
    context: 'Refonte du SI',
    startDate: '2021-03',
  };

  it('reads an omitted end date as still employed, and omitted fields as empty', () => {
    expect(ZExperience.parse(experience)).toEqual({
      ...experience,
      personalProject: false,
      sector: null,
      endDate: null,
      projectExperiences: [],
    });
    const personal = { ...experience, corporation: undefined, personalProject: true };
    expect(ZExperience.parse(personal)).toMatchObject({ corporation: '', personalProject: true });
  });

  it('asks for a company when "personal project" is not given', () => {
    expect(issuesOf(ZExperience.safeParse({ ...experience, corporation: undefined }))).toEqual([
      custom(['corporation'], 'validation.corporationRequired'),
    ]);
  });

  it(`keeps a company of ${SHORT_TEXT_MAX} characters and a context of ${EXPERIENCE_CONTEXT_MAX}, not one more`, () => {
    const corporation = 'c'.repeat(SHORT_TEXT_MAX);
    const context = 'x'.repeat(EXPERIENCE_CONTEXT_MAX);
    expect(ZExperience.safeParse({ ...experience, corporation, context }).success).toBe(true);
    expect(
      messagesOf(
        ZExperience.safeParse({ ...experience, corporation: `${corporation}c`, context: `${context}x` }),
      ),
    ).toEqual([
      ['corporation', 'validation.tooLong'],
      ['context', 'validation.tooLong'],
    ]);
  });

  it('refuses an end date before the start date, on the end date, in French and English', () => {
    expect(issuesOf(ZExperience.safeParse({ ...experience, endDate: '2021-02' }))).toEqual([
      custom(['endDate'], 'validation.endBeforeStart'),
    ]);
    expect(translate('fr', 'validation.endBeforeStart')).toBe('La date de fin précède la date de début.');
    expect(translate('en', 'validation.endBeforeStart')).toBe('The end date is before the start date.');
  });

  it('accepts an experience that ends the month it starts', () => {
    expect(ZExperience.safeParse({ ...experience, endDate: experience.startDate }).success).toBe(true);
  });

  it('refuses the end date exactly when it comes before the start date, for any two months', () => {
    fc.assert(
      fc.property(month, month, (startDate, endDate) => {
        const messages = messagesOf(ZExperience.safeParse({ ...experience, startDate, endDate }));
        expect(messages).toEqual(endDate < startDate ? [['endDate', 'validation.endBeforeStart']] : []);
      }),
    );
  });
});

describe('spec §3, §5 diploma: title and school required, trimmed, a real year', () => {
  const diploma = {
    id: 'd1',
    graduate: 'diploma',
    title: 'Master',
    school: 'INSA',
    graduateYears: { year: 1950, month: 6 },
  };

  it('trims the title and the school, and serialises them back unchanged', () => {
    const parsed = ZDiploma.parse({ ...diploma, title: '  Master  ', school: ' INSA ' });
    expect(parsed).toEqual(diploma);
    expect(ZDiploma.encode(parsed)).toEqual(diploma);
  });

  it(`serialises a title of ${DIPLOMA_TEXT_CAP} characters as stored`, () => {
    const title = 't'.repeat(DIPLOMA_TEXT_CAP);
    expect(ZDiploma.encode({ ...ZDiploma.parse(diploma), title }).title).toBe(title);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', 'validation.required'],
    ['an empty school', { school: '' }, 'school', 'validation.required'],
    [
      'a year before 1950',
      { graduateYears: { year: 1949, month: 6 } },
      'graduateYears.year',
      'validation.invalidDate',
    ],
  ])('refuses %s', (_name, change, path, key) => {
    expect(messagesOf(ZDiploma.safeParse({ ...diploma, ...change }))).toEqual([[path, key]]);
  });
});

describe('spec §5 language: a known level, and a TOEIC or TOEFL score within its scale', () => {
  it('refuses an unknown level as a missing one', () => {
    expect(messagesOf(ZResumeLanguage.safeParse({ code: 'en', level: 'expert' }))).toEqual([
      ['level', 'validation.required'],
    ]);
  });

  it.each([
    ['toeic', 10, true],
    ['toeic', 9, false],
    ['toeic', 990, true],
    ['toeic', 991, false],
    ['toeic', null, false],
    ['toefl', 0, true],
    ['toefl', -1, false],
    ['toefl', 120, true],
    ['toefl', 121, false],
    ['toefl', null, false],
  ] as const)('%s score %s accepted: %s', (level, score, accepted) => {
    expect(issuesOf(ZResumeLanguage.safeParse({ code: 'en', level, score }))).toEqual(
      accepted ? [] : [custom(['score'], 'validation.scoreRange')],
    );
  });

  it('accepts a score exactly when it lies on the scale of its test', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('toeic', 'toefl' as const),
        fc.integer({ min: -50, max: 1100 }),
        (level, score) => {
          const [min, max] = SCORE_RANGES[level];
          expect(ZResumeLanguage.safeParse({ code: 'en', level, score }).success).toBe(
            score >= min && score <= max,
          );
        },
      ),
    );
  });

  it('names both scales in the message, in French and English', () => {
    expect(translate('fr', 'validation.scoreRange')).toContain('TOEIC\u202f: 10 à 990, TOEFL\u202f: 0 à 120');
    expect(translate('en', 'validation.scoreRange')).toContain('TOEIC: 10 to 990, TOEFL: 0 to 120');
  });
});

describe('the resume body: an empty file, and the rules across missions (spec §5)', () => {
  it('starts a new collaborator from an empty file, the same as an empty body', () => {
    const empty = {
      desiredPosition: '',
      summary: '',
      jobs: [],
      technicalSkills: [],
      softSkills: [],
      experiences: [],
      diplomas: [],
      languages: [],
    };
    expect(emptyResume()).toEqual(empty);
    expect(ZResumeBody.parse({})).toEqual(empty);
  });

  /** One job, one domain with one skill, one experience with one project using both. */
  function resume(): ResumeBody {
    return {
      ...emptyResume(),
      jobs: [{ job: ref('dev'), experienceMonths: 12 }],
      technicalSkills: [{ domain: ref('languages'), skills: [ref('java')] }],
      softSkills: ['Écoute'],
      experiences: [
        {
          id: 'e1',
          corporation: 'ACME',
          personalProject: false,
          sector: null,
          position: 'Développeur',
          context: 'Refonte',
          startDate: '2020-01',
          endDate: null,
          projectExperiences: [
            {
              id: 'p1',
              name: 'Paiements',
              description: '',
              technicalEnvironment: [ref('java')],
              jobs: [ref('dev')],
              subSectors: [],
            },
          ],
        },
      ],
      diplomas: [
        {
          id: 'd1',
          graduate: 'diploma',
          title: 'Master',
          school: 'INSA',
          graduateYears: { year: 2015, month: 6 },
        },
      ],
      languages: [{ code: 'en', level: 'notions', score: null }],
    };
  }
  const experience = (body: ResumeBody) => body.experiences[0]!;
  const project = (body: ResumeBody) => experience(body).projectExperiences[0]!;

  const skills = (count: number) => Array.from({ length: count }, (_, index) => ref(`s${index}`));
  const projects = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => ({ ...project(resume()), id: `${prefix}p${index}` }));

  const RULES: [rule: string, change: (body: ResumeBody) => void, issue: Issue][] = [
    [
      'the same profession twice (spec §5 "at most 3 different professions")',
      (body) => body.jobs.push({ job: ref('dev'), experienceMonths: 3 }),
      custom(['jobs'], 'validation.duplicateJob'),
    ],
    [
      'the same domain twice',
      (body) => body.technicalSkills.push({ domain: ref('languages'), skills: [ref('kotlin')] }),
      custom(['technicalSkills'], 'validation.duplicateDomain'),
    ],
    [
      'a custom domain without skill',
      (body) =>
        body.technicalSkills.push({ domain: { id: 'custom-x', custom: true, label: 'X' }, skills: [] }),
      custom(['technicalSkills', 1, 'skills'], 'validation.emptyCustomDomain'),
    ],
    [
      'the same skill in two domains',
      (body) => body.technicalSkills.push({ domain: ref('tools'), skills: [ref('git'), ref('java')] }),
      custom(['technicalSkills', 1, 'skills', 1], 'validation.duplicateSkill'),
    ],
    [
      `more than ${MAX_TECHNICAL_SKILLS} technical skills over all domains`,
      (body) =>
        body.technicalSkills.push(
          ...Array.from({ length: Math.ceil(MAX_TECHNICAL_SKILLS / MAX_SKILLS_PER_DOMAIN) }, (_, index) => ({
            domain: ref(`d${index}`),
            skills: skills(MAX_SKILLS_PER_DOMAIN).map(({ id }) => ref(`d${index}-${id}`)),
          })),
        ),
      custom(['technicalSkills'], 'validation.tooManyTechnicalSkills'),
    ],
    [
      `more than ${MAX_PROJECTS} projects in all`,
      (body) =>
        body.experiences.push(
          ...Array.from({ length: MAX_PROJECTS / MAX_PROJECTS_PER_EXPERIENCE }, (_, index) => ({
            ...experience(body),
            id: `e${index + 2}`,
            projectExperiences: projects(MAX_PROJECTS_PER_EXPERIENCE, `e${index + 2}`),
          })),
        ),
      custom(['experiences'], 'validation.tooManyProjects'),
    ],
    [
      'a project skill outside mission 3',
      (body) => project(body).technicalEnvironment.push(ref('rust')),
      custom(
        ['experiences', 0, 'projectExperiences', 0, 'technicalEnvironment'],
        'validation.environmentNotInSkills',
      ),
    ],
    [
      'a project profession outside mission 2',
      (body) => project(body).jobs.push(ref('pm')),
      custom(['experiences', 0, 'projectExperiences', 0, 'jobs'], 'validation.projectJobNotInJobs'),
    ],
    [
      'two experiences with one id (issue #10 §3)',
      (body) => body.experiences.push({ ...experience(body), projectExperiences: [] }),
      custom(['experiences', 1, 'id'], 'validation.duplicateEntryId'),
    ],
    [
      'the same functional skill twice, ignoring case and accents',
      (body) => body.softSkills.push('ECOUTE'),
      custom(['softSkills', 1], 'validation.duplicateSoftSkill'),
    ],
    [
      'the same language twice',
      (body) => body.languages.push({ code: 'en', level: 'toefl', score: 100 }),
      custom(['languages', 1], 'validation.duplicateLanguage'),
    ],
  ];

  it('accepts the base resume', () => {
    expect(issuesOf(ZResumeBody.safeParse(resume()))).toEqual([]);
  });

  it.each(RULES)('refuses %s with exactly one issue', (_rule, change, issue) => {
    const body = resume();
    change(body);
    expect(issuesOf(ZResumeBody.safeParse(body))).toEqual([issue]);
    expect(translate('fr', issue.message)).not.toBe(translate('en', issue.message));
    expect(translate('en', issue.message)).not.toBe(issue.message);
  });

  it('says a profession is already in the list, in French and English', () => {
    expect(translate('fr', 'validation.duplicateJob')).toBe('Ce métier est déjà dans votre liste.');
    expect(translate('en', 'validation.duplicateJob')).toBe('This profession is already in your list.');
  });
});
