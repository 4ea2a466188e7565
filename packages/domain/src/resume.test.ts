/**
 * spec §5 validation rules of the skills file, one row per rule, quoting the spec: the offending
 * input, the field it is reported on, and the message in French and in English (spec §5 "Form
 * messages are localised in French and English"). Plus the diploma truncation of spec §5.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_DIPLOMAS,
  MAX_ENVIRONMENT_SKILLS,
  MAX_EXPERIENCES,
  MAX_LANGUAGES,
  MAX_PROJECTS,
  MAX_PROJECTS_PER_EXPERIENCE,
  MAX_SKILL_DOMAINS,
  MAX_SKILLS_PER_DOMAIN,
  MAX_SOFT_SKILLS,
  MAX_TECHNICAL_SKILLS,
  EARLIEST_MONTH,
  FUTURE_YEARS_MAX,
  VERSION_MAX,
} from './constants.ts';
import { translate } from './i18n.ts';
import { LANGUAGE_CODES } from './languages.ts';
import {
  emptyResume,
  latestMonth,
  ZDiploma,
  ZJobName,
  ZResumeBody,
  ZResumePatchRequest,
  ZYearMonth,
  type ResumeBody,
} from './resume.ts';

const ref = (id: string) => ({ id, custom: false });

/** A resume passing every rule: a job, two skills, an experience with a project, two languages. */
function valid(): ResumeBody {
  return {
    ...emptyResume(),
    desiredPosition: 'Développeur full stack / Tech lead',
    jobs: [{ job: ref('fullstack-developer'), experienceMonths: 24 }],
    technicalSkills: [{ domain: ref('languages'), skills: [ref('java'), ref('kotlin')] }],
    softSkills: ['Négociation'],
    experiences: [
      {
        id: 'e1',
        corporation: 'ACME',
        personalProject: false,
        sector: null,
        position: 'Développeur',
        context: 'Refonte du SI',
        startDate: '2021-03',
        endDate: null,
        projectExperiences: [
          {
            id: 'p1',
            name: 'Paiements',
            description: 'Virements instantanés',
            technicalEnvironment: [ref('java')],
            jobs: [ref('fullstack-developer')],
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
    languages: [{ code: 'fr', level: 'bilingual_native', score: null }],
  };
}

type Mutation = (resume: ResumeBody) => void;
const experience = (resume: ResumeBody) => resume.experiences[0]!;

const RULES: [rule: string, mutate: Mutation, path: string, french: string, english: string][] = [
  [
    'Job field: max 70 characters',
    (r) => (r.desiredPosition = 'a'.repeat(71)),
    'desiredPosition',
    'au plus 70 caractères',
    'at most 70 characters',
  ],
  [
    // issue #26 §15: "C#" is an ordinary title; markup is what the rule refuses.
    'Job field: French alphabet, spaces, accents and slash only (docs/decisions.md reading)',
    (r) => (r.desiredPosition = 'Développeur <C#>'),
    'desiredPosition',
    'que des lettres',
    'only letters',
  ],
  [
    'Experience time: greater than 0',
    (r) => (r.jobs[0]!.experienceMonths = 0),
    'jobs.0.experienceMonths',
    'supérieure à 0',
    'greater than 0',
  ],
  [
    'Experience time: max 600 months; max 50 years',
    (r) => (r.jobs[0]!.experienceMonths = 601),
    'jobs.0.experienceMonths',
    '600 mois (50 ans)',
    '600 months (50 years)',
  ],
  [
    'Experience time: at most 3 different professions',
    (r) => (r.jobs = ['a', 'b', 'c', 'd'].map((id) => ({ job: ref(id), experienceMonths: 1 }))),
    'jobs',
    'au plus 3 métiers',
    'at most 3 different professions',
  ],
  [
    'Functional skill: at least 3 characters',
    (r) => (r.softSkills = ['ab']),
    'softSkills.0',
    'au moins 3 caractères',
    'at least 3 characters',
  ],
  [
    'Functional skill: no forbidden characters',
    (r) => (r.softSkills = ['Écoute {active}']),
    'softSkills.0',
    'caractères interdits',
    'forbidden characters',
  ],
  [
    'Functional skill: no duplicates',
    (r) => (r.softSkills = ['Négociation', ' negociation ']),
    'softSkills.1',
    'déjà dans votre liste',
    'already in your list',
  ],
  [
    'Experience: start date required',
    (r) => (experience(r).startDate = ''),
    'experiences.0.startDate',
    "n'est pas valide",
    'is not valid',
  ],
  [
    "Experience: company name or 'personal project' required",
    (r) => (experience(r).corporation = ''),
    'experiences.0.corporation',
    '«\u202fprojet personnel\u202f»',
    '"personal project"',
  ],
  [
    'Experience: position required',
    (r) => (experience(r).position = ''),
    'experiences.0.position',
    'obligatoire',
    'required',
  ],
  [
    'Experience: context required',
    (r) => (experience(r).context = ' '),
    'experiences.0.context',
    'obligatoire',
    'required',
  ],
  [
    'Experience: the characters less-than and greater-than are forbidden',
    (r) => (experience(r).context = 'a < b'),
    'experiences.0.context',
    '< et > sont interdits',
    '< and > are not allowed',
  ],
  [
    'Experience: < and > forbidden in projects too',
    (r) => (experience(r).projectExperiences[0]!.name = '<b>Paiements</b>'),
    'experiences.0.projectExperiences.0.name',
    '< et > sont interdits',
    '< and > are not allowed',
  ],
  [
    'Language: must be known',
    (r) => (r.languages = [{ code: 'xx', level: 'notions', score: null }]),
    'languages.0.code',
    'inconnue',
    'unknown',
  ],
  [
    'Language: not already present',
    (r) => r.languages.push({ code: 'fr', level: 'notions', score: null }),
    'languages.1',
    'déjà dans votre liste',
    'already in your list',
  ],
  [
    'Language: TOEIC or TOEFL score in its range',
    (r) => (r.languages = [{ code: 'en', level: 'toeic', score: 995 }]),
    'languages.0.score',
    '10 à 990',
    '10 to 990',
  ],
  [
    'A custom domain is deleted when it has no skill',
    (r) => r.technicalSkills.push({ domain: { id: 'custom-x', custom: true, label: 'Maison' }, skills: [] }),
    'technicalSkills.1.skills',
    'au moins une compétence',
    'at least one skill',
  ],
  [
    "Deselecting a skill used in projects: the project's environment keeps only chosen skills",
    (r) => (r.technicalSkills[0]!.skills = [ref('kotlin')]),
    'experiences.0.projectExperiences.0.technicalEnvironment',
    'compétences techniques',
    'technical skills',
  ],
  [
    "Deselecting a job used in projects: the project's jobs keep only chosen jobs",
    (r) => (r.jobs = [{ job: ref('tester'), experienceMonths: 3 }]),
    'experiences.0.projectExperiences.0.jobs',
    'mission 2',
    'mission 2',
  ],
];

RULES.push(
  [
    'Issue #10 §3: a start date before January 1900',
    (r) => (experience(r).startDate = '0000-01'),
    'experiences.0.startDate',
    'janvier 1900',
    'January 1900',
  ],
  [
    'Issue #10 §3: an end date more than ten years ahead',
    (r) => (experience(r).endDate = '9999-12'),
    'experiences.0.endDate',
    'dix ans',
    'ten years',
  ],
  [
    'Issue #10 §3: two experiences with one id',
    (r) => r.experiences.push({ ...experience(r), projectExperiences: [] }),
    'experiences.1.id',
    'même identifiant',
    'same identifier',
  ],
  [
    'Issue #10 §3: two projects with one id, even in different experiences',
    (r) => r.experiences.push({ ...experience(r), id: 'e2' }),
    'experiences.1.projectExperiences.0.id',
    'même identifiant',
    'same identifier',
  ],
  [
    'Issue #10 §3: two diplomas with one id',
    (r) => r.diplomas.push({ ...r.diplomas[0]!, title: 'Licence' }),
    'diplomas.1.id',
    'même identifiant',
    'same identifier',
  ],
);

describe('month bounds and version bound (issue #10 §3)', () => {
  it('accepts 1900-01 through December of the current year + 10, and nothing outside', () => {
    const latest = latestMonth();
    expect(latest).toBe(`${new Date().getFullYear() + FUTURE_YEARS_MAX}-12`);
    const [latestYear] = latest.split('-');
    for (const month of [EARLIEST_MONTH, '1999-12', latest]) {
      expect(ZYearMonth.safeParse(month).success, month).toBe(true);
    }
    for (const month of [
      '1899-12',
      '0000-01',
      `${Number(latestYear) + 1}-01`,
      '9999-12',
      '2020-13',
      '2020-1',
    ]) {
      expect(ZYearMonth.safeParse(month).success, month).toBe(false);
    }
    expect(latestMonth(new Date(2026, 0, 1))).toBe('2036-12');
  });

  it('takes a version up to 2^31 − 1 (PostgreSQL integer), not beyond', () => {
    const body = { ...valid(), version: VERSION_MAX };
    expect(ZResumePatchRequest.safeParse(body).success).toBe(true);
    expect(VERSION_MAX).toBe(2_147_483_647);
    for (const version of [VERSION_MAX + 1, 2 ** 53, -1, 1.5]) {
      expect(ZResumePatchRequest.safeParse({ ...body, version }).success, String(version)).toBe(false);
    }
  });
});

describe('spec §5 resume rules, reported on their field in French and English', () => {
  it('accepts the valid resume', () => {
    expect(ZResumeBody.safeParse(valid()).success).toBe(true);
  });

  it.each(RULES)('%s', (_rule, mutate, path, french, english) => {
    const resume = valid();
    mutate(resume);
    const result = ZResumeBody.safeParse(resume);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === path);
    expect(issue, `no issue at ${path}: ${JSON.stringify(result.error?.issues)}`).toBeDefined();
    expect(translate('fr', issue!.message)).toContain(french);
    expect(translate('en', issue!.message)).toContain(english);
  });
});

describe('spec §5 job field: not empty', () => {
  it('refuses an empty or blank job name in both languages (a file not yet filled keeps it empty)', () => {
    for (const blank of ['', '   ']) {
      const result = ZJobName.safeParse(blank);
      expect(result.success).toBe(false);
      expect(translate('fr', result.error!.issues[0]!.message)).toBe('Ce champ est obligatoire.');
      expect(translate('en', result.error!.issues[0]!.message)).toBe('This field is required.');
    }
    expect(ZResumeBody.safeParse({ ...valid(), desiredPosition: '' }).success).toBe(true);
  });
});

describe('spec §5 diploma title and school: truncated to 199 characters if over 200', () => {
  const diploma = (text: string) =>
    ZDiploma.parse({
      id: 'd',
      graduate: 'certification',
      title: text,
      school: text,
      graduateYears: { year: 2020, month: 1 },
    });

  it.each([
    [199, 199],
    [200, 200],
    [201, 199],
    [500, 199],
  ])('%i characters are kept as %i', (length, kept) => {
    const parsed = diploma('x'.repeat(length));
    expect(parsed.title).toHaveLength(kept);
    expect(parsed.school).toHaveLength(kept);
  });

  it('keeps the beginning of the text', () => {
    const text = `Certification ${'y'.repeat(300)}`;
    expect(diploma(text).title).toBe(text.slice(0, 199));
  });
});

describe('bounds of a skills file (issue #8 §2, constants.ts)', () => {
  const skills = (count: number, prefix = 's') =>
    Array.from({ length: count }, (_, index) => ref(`${prefix}${index}`));
  // The valid resume is built inside each test (`valid()`), not while Vitest collects the tests,
  // so that mutation testing runs a mutant of `emptyResume` under the tests that observe it.
  const project = (base: ResumeBody) => experience(base).projectExperiences[0]!;
  const withProjects = (base: ResumeBody, count: number, id: string) => ({
    ...experience(base),
    id,
    projectExperiences: Array.from({ length: count }, (_, index) => ({
      ...project(base),
      id: `${id}-p${index}`,
    })),
  });
  /** [bound, path, key, a resume with `n` entries of that list, made from the valid `base`]. */
  const rows: [number, string, string, (n: number, base: ResumeBody) => ResumeBody][] = [
    [
      MAX_EXPERIENCES,
      'experiences',
      'validation.tooManyExperiences',
      (n, base) => ({
        ...base,
        experiences: Array.from({ length: n }, (_, index) => ({
          ...experience(base),
          id: `e${index}`,
          projectExperiences: [],
        })),
      }),
    ],
    [
      MAX_PROJECTS_PER_EXPERIENCE,
      'experiences.0.projectExperiences',
      'validation.tooManyProjectsInExperience',
      (n, base) => ({
        ...base,
        experiences: [withProjects(base, n, 'e')],
      }),
    ],
    [
      MAX_PROJECTS,
      'experiences',
      'validation.tooManyProjects',
      (n, base) => ({
        ...base,
        experiences: Array.from({ length: Math.ceil(n / MAX_PROJECTS_PER_EXPERIENCE) }, (_, index) =>
          withProjects(
            base,
            Math.min(MAX_PROJECTS_PER_EXPERIENCE, n - index * MAX_PROJECTS_PER_EXPERIENCE),
            `e${index}`,
          ),
        ),
      }),
    ],
    [
      MAX_SOFT_SKILLS,
      'softSkills',
      'validation.tooManySoftSkills',
      (n, base) => ({
        ...base,
        softSkills: Array.from({ length: n }, (_, index) => `Savoir ${index}`),
      }),
    ],
    [
      MAX_SKILLS_PER_DOMAIN,
      'technicalSkills.0.skills',
      'validation.tooManySkillsInDomain',
      (n, base) => ({
        ...base,
        technicalSkills: [{ domain: ref('languages'), skills: [ref('java'), ...skills(n - 1)] }],
      }),
    ],
    [
      MAX_SKILL_DOMAINS,
      'technicalSkills',
      'validation.tooManyDomains',
      (n, base) => ({
        ...base,
        technicalSkills: [
          { domain: ref('languages'), skills: [ref('java')] },
          ...Array.from({ length: n - 1 }, (_, index) => ({
            domain: ref(`d${index}`),
            skills: [ref(`x${index}`)],
          })),
        ],
      }),
    ],
    [
      MAX_TECHNICAL_SKILLS,
      'technicalSkills',
      'validation.tooManyTechnicalSkills',
      (n, base) => ({
        ...base,
        technicalSkills: Array.from({ length: Math.ceil(n / MAX_SKILLS_PER_DOMAIN) }, (_, index) => ({
          domain: ref(`d${index}`),
          skills: [
            ...(index === 0 ? [ref('java')] : []),
            ...skills(
              Math.min(MAX_SKILLS_PER_DOMAIN, n - index * MAX_SKILLS_PER_DOMAIN) - (index === 0 ? 1 : 0),
              `d${index}s`,
            ),
          ],
        })),
      }),
    ],
    [
      MAX_ENVIRONMENT_SKILLS,
      'experiences.0.projectExperiences.0.technicalEnvironment',
      'validation.tooManyEnvironmentSkills',
      (n, base) => ({
        ...base,
        technicalSkills: [{ domain: ref('languages'), skills: skills(n) }],
        experiences: [
          {
            ...experience(base),
            projectExperiences: [{ ...project(base), technicalEnvironment: skills(n) }],
          },
        ],
      }),
    ],
    [
      MAX_DIPLOMAS,
      'diplomas',
      'validation.tooManyDiplomas',
      (n, base) => ({
        ...base,
        diplomas: Array.from({ length: n }, (_, index) => ({ ...base.diplomas[0]!, id: `d${index}` })),
      }),
    ],
    [
      MAX_LANGUAGES,
      'languages',
      'validation.tooManyLanguages',
      (n, base) => ({
        ...base,
        languages: LANGUAGE_CODES.slice(0, n).map((code) => ({ code, level: 'notions', score: null })),
      }),
    ],
  ];

  it.each(rows)(
    'accepts %i and refuses one more at %s with %s, naming the limit',
    (bound, path, key, make) => {
      const base = valid();
      expect(ZResumeBody.safeParse(make(bound, base)).error?.issues ?? []).toEqual([]);
      const issues = ZResumeBody.safeParse(make(bound + 1, base)).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, key]);
      expect(translate('fr', key)).toContain(String(bound));
      expect(translate('en', key)).toContain(String(bound));
    },
  );
});
