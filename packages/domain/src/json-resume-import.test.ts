/**
 * JSON Resume import of the standard sections (json-resume.ts `fromJsonResume`; docs/json-resume.md
 * "Import", "Matching rules", "Bounds"), on a small hand-made catalogue: the label aliases, the
 * functional-skill group names, the home domain of custom skills, the spec §5 experience rules and
 * their texts cut to the spec §9 limits, the highlights split into projects, the diploma rules, and
 * every bound reported with its section and the entry's own label.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import {
  DIPLOMA_TEXT_CAP,
  DIPLOMA_TEXT_TRUNCATE_TO,
  EXPERIENCE_CONTEXT_MAX,
  MAX_DIPLOMAS,
  MAX_EXPERIENCES,
  MAX_PROJECTS,
  MAX_PROJECTS_PER_EXPERIENCE,
  MAX_SKILL_DOMAINS,
  MAX_SKILLS_PER_DOMAIN,
  MAX_SOFT_SKILLS,
  MAX_TECHNICAL_SKILLS,
  PROJECT_DESCRIPTION_MAX,
  SHORT_TEXT_MAX,
  type Locale,
} from './constants.ts';
import {
  fromJsonResume,
  type ImportNote,
  type JsonResume,
  type JsonResumeEducation,
  type JsonResumeWork,
} from './json-resume.ts';
import type { ReferenceItem } from './reference.ts';

const item = (
  kind: ReferenceItem['kind'],
  id: string,
  labelFr: string,
  labelEn = labelFr,
  parentId: string | null = null,
): ReferenceItem => ({ kind, id, parentId, labelFr, labelEn });

const languagesDomain = item('domain', 'languages', 'Langages de programmation', 'Programming languages');
const rust = item('skill', 'rust', 'Rust', 'Rust', 'languages');

/** A small catalogue: two domains, skills whose labels exercise every alias form, one sector. */
const catalogue: ReferenceItem[] = [
  languagesDomain,
  item('domain', 'databases', 'Bases de données', 'Databases'),
  item('domain', 'methods', 'Méthodes', 'Methods'),
  item('skill', 'java', 'Java', 'Java', 'languages'),
  rust,
  item('skill', 'python', 'Python3', 'Python3', 'languages'),
  item('skill', 'es2015', 'ES2015', 'ES2015', 'languages'),
  item('skill', 'vue', 'Vue.js3', 'Vue.js3', 'languages'),
  item('skill', 'neo4j', 'Neo4j', 'Neo4j', 'databases'),
  item(
    'skill',
    'sql',
    'Bases relationnelles (SQL / PL-SQL)',
    'Relational databases (SQL / PL-SQL)',
    'databases',
  ),
  item('skill', 'oracle-db', 'Oracle (base de données)', 'Oracle (database)', 'databases'),
  item('skill', 'oracle-cloud', 'Oracle (cloud)', 'Oracle (cloud)', 'databases'),
  item('skill', 'oracle-erp', 'Oracle (ERP)', 'Oracle (ERP)', 'databases'),
  item('skill', 'scrum', 'Scrum', 'Scrum', 'methods'),
  item('skill', 'scrum-again', 'Scrum', 'Scrum', 'languages'),
  item('sector', 'banking', 'Banque', 'Banking'),
];

function importDocument(document: JsonResume, items: readonly ReferenceItem[] = catalogue, locale?: Locale) {
  return fromJsonResume(document, items, undefined, locale ? { locale } : {});
}

/** Every imported technical skill as `domain/skill` (the custom label for a custom entry). */
function skillPaths(document: JsonResume, items: readonly ReferenceItem[] = catalogue): string[] {
  return importDocument(document, items).resume.technicalSkills.flatMap((entry) =>
    entry.skills.map(
      (skill) =>
        `${entry.domain.custom ? entry.domain.label : entry.domain.id}/${skill.custom ? skill.label : skill.id}`,
    ),
  );
}

const keywords = (...words: string[]): JsonResume => ({ skills: [{ keywords: words }] });

const note = (section: ImportNote['section'], reason: string, label: string): ImportNote => ({
  section,
  reason,
  label,
});

describe('skill labels and their aliases (docs/json-resume.md "Matching rules", spec §5 "must not already exist")', () => {
  it('finds a skill by each part inside its parenthesis, split on commas and on " / "', () => {
    expect(skillPaths(keywords('SQL', 'PL-SQL'))).toEqual(['databases/sql']);
  });

  it('matches none of the entries that share an alias, and each by an alias of its own', () => {
    expect(skillPaths(keywords('Oracle', 'cloud', 'ERP', 'database'))).toEqual([
      'Autres compétences/Oracle',
      'databases/oracle-cloud',
      'databases/oracle-erp',
      'databases/oracle-db',
    ]);
  });

  it('finds a one-word label by its name without the trailing version number, and only then', () => {
    expect(skillPaths(keywords('Python', 'ES'))).toEqual(['languages/python', 'languages/es2015']);
    // "Neo4j" carries no trailing version, "Vue.js3" is no single word: no alias for either.
    expect(skillPaths(keywords('Neo', 'JS'))).toEqual(['Autres compétences/Neo', 'Autres compétences/JS']);
  });

  it('never reads a one-letter language as a longer label that contains the letter', () => {
    expect(skillPaths(keywords('R'), [languagesDomain, rust])).toEqual(['Autres compétences/R']);
  });

  it('gives a label two catalogue entries share to the first one in catalogue order', () => {
    expect(skillPaths(keywords('scrum'))).toEqual(['methods/scrum']);
  });

  it('keeps distinct custom skills written without any Latin letter or digit', () => {
    const { resume } = importDocument(keywords('Ελληνικά', 'Русский', 'Ελληνικά'));
    expect(resume.technicalSkills[0]?.skills.map((skill) => (skill.custom ? skill.label : skill.id))).toEqual(
      ['Ελληνικά', 'Русский'],
    );
  });

  it('leaves out skills in characters the documents cannot print, and names them (issue #26 §18)', () => {
    const { resume, report } = importDocument(keywords('日本語', 'Русский', '中文'));
    expect(resume.technicalSkills.flatMap((entry) => entry.skills).map((skill) => skill.label)).toEqual([
      'Русский',
    ]);
    expect(report.leftOut).toEqual([{ path: 'unprintable:skills[].keywords', count: 2 }]);
  });

  it('accepts a custom skill of exactly SHORT_TEXT_MAX characters and skips a longer one (invalidSkill)', () => {
    const longest = 'k'.repeat(SHORT_TEXT_MAX);
    const tooLong = 'k'.repeat(SHORT_TEXT_MAX + 1);
    const { resume, report } = importDocument(keywords(longest, tooLong));
    expect(resume.technicalSkills.flatMap((entry) => entry.skills)).toEqual([
      { id: expect.stringMatching(/^custom-k+$/) as string, custom: true, label: longest },
    ]);
    expect(report.skipped).toEqual([note('skills', 'jsonResume.skipped.invalidSkill', tooLong)]);
  });
});

describe('the home domain of a skills group (docs/json-resume.md "Skills and domains" 3)', () => {
  it('names the custom domain after a group name of up to SHORT_TEXT_MAX characters', () => {
    const longest = 'D'.repeat(SHORT_TEXT_MAX);
    const tooLong = 'E'.repeat(SHORT_TEXT_MAX + 1);
    expect(
      skillPaths({
        skills: [
          { name: longest, keywords: ['Maison'] },
          { name: tooLong, keywords: ['Atelier'] },
        ],
      }),
    ).toEqual([`${longest}/Maison`, 'Autres compétences/Atelier']);
  });

  it('names "Other skills" in the locale of the import', () => {
    const { resume } = importDocument(keywords('Maison'), catalogue, 'en');
    expect(resume.technicalSkills[0]?.domain).toMatchObject({ custom: true, label: 'Other skills' });
  });

  it('uses the catalogue domain labelled "Other skills" when the catalogue has one', () => {
    const other = item('domain', 'other', 'Autres compétences', 'Other skills');
    const { resume } = importDocument(keywords('Maison'), [...catalogue, other]);
    expect(resume.technicalSkills.map((entry) => entry.domain)).toEqual([{ id: 'other', custom: false }]);
  });

  it('keeps apart two custom domains whose names give the same slug ("C#" and "C")', () => {
    const { resume } = importDocument({
      skills: [
        { name: 'C#', keywords: ['Roslyn'] },
        { name: 'C', keywords: ['GCC'] },
      ],
    });
    const domains = resume.technicalSkills.map((entry) => entry.domain);
    expect(domains.map((domain) => (domain.custom ? domain.label : domain.id))).toEqual(['C#', 'C']);
    expect(new Set(domains.map((domain) => domain.id)).size).toBe(2);
  });

  it.each([
    'Compétences fonctionnelles',
    'Functional skills',
    'Soft skills',
    'SoftSkills',
    'Savoir-être',
    'Savoir être',
    'Compétences transverses',
    'Compétences comportementales',
    'Transferable skills',
    'Interpersonal skills',
  ])('reads the keywords of a group named "%s" as functional skills (spec §5)', (name) => {
    const { resume } = importDocument({ skills: [{ name, keywords: ['Écoute active', 'Rigueur'] }] });
    expect(resume.softSkills).toEqual(['Écoute active', 'Rigueur']);
    expect(resume.technicalSkills).toEqual([]);
  });

  it('skips a functional skill that breaks spec §5 and says so in the skills section', () => {
    const { report } = importDocument({ skills: [{ name: 'Soft skills', keywords: ['ok'] }] });
    expect(report.skipped).toEqual([note('skills', 'jsonResume.skipped.invalidSoftSkill', 'ok')]);
  });
});

describe('skill bounds (spec §9, docs/json-resume.md "Bounds")', () => {
  const numbered = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, n) => `${prefix}${String(n + 1).padStart(3, '0')}`);

  it(`keeps ${MAX_SKILL_DOMAINS} domains and reports a skill that would open one more`, () => {
    const names = numbered('Domaine ', MAX_SKILL_DOMAINS + 1);
    const { resume, report } = importDocument({
      skills: names.map((name) => ({ name, keywords: [`Outil de ${name}`] })),
    });
    expect(resume.technicalSkills).toHaveLength(MAX_SKILL_DOMAINS);
    expect(report.skipped).toEqual([
      note('skills', 'jsonResume.skipped.tooManyDomains', `Outil de ${names[MAX_SKILL_DOMAINS] ?? ''}`),
    ]);
  });

  it(`keeps ${MAX_SOFT_SKILLS} functional skills and reports the next`, () => {
    const words = numbered('Qualité ', MAX_SOFT_SKILLS + 1);
    const { resume, report } = importDocument({ skills: [{ name: 'Soft skills', keywords: words }] });
    expect(resume.softSkills).toEqual(words.slice(0, MAX_SOFT_SKILLS));
    expect(report.skipped).toEqual([
      note('skills', 'jsonResume.skipped.tooManySoftSkills', words[MAX_SOFT_SKILLS] ?? ''),
    ]);
  });

  it(`keeps ${MAX_SKILLS_PER_DOMAIN} skills in a domain and reports the next`, () => {
    const words = numbered('Outil ', MAX_SKILLS_PER_DOMAIN + 1);
    const { resume, report } = importDocument({ skills: [{ name: 'Atelier', keywords: words }] });
    expect(resume.technicalSkills[0]?.skills).toHaveLength(MAX_SKILLS_PER_DOMAIN);
    expect(report.skipped).toEqual([
      note('skills', 'jsonResume.skipped.tooManySkillsInDomain', words[MAX_SKILLS_PER_DOMAIN] ?? ''),
    ]);
  });

  it(`keeps ${MAX_TECHNICAL_SKILLS} skills in all and reports the next`, () => {
    const perGroup = MAX_TECHNICAL_SKILLS / 4;
    const groups = [0, 1, 2, 3].map((group) => ({
      name: `Atelier ${group}`,
      keywords: numbered(`Outil ${group}-`, perGroup),
    }));
    groups.push({ name: 'Atelier 4', keywords: ['Outil de trop'] });
    const { resume, report } = importDocument({ skills: groups });
    expect(resume.technicalSkills.flatMap((entry) => entry.skills)).toHaveLength(MAX_TECHNICAL_SKILLS);
    expect(report.skipped).toEqual([note('skills', 'jsonResume.skipped.tooManySkills', 'Outil de trop')]);
  });
});

/** A `work` entry that passes every spec §5 experience rule, with `overrides`. */
const job = (overrides: JsonResumeWork = {}): JsonResumeWork => ({
  name: 'Acme',
  position: 'Développeur',
  summary: 'Refonte du SI',
  startDate: '2020-01',
  ...overrides,
});

function importWork(...work: JsonResumeWork[]) {
  const { resume, report } = importDocument({ work });
  return { experiences: resume.experiences, report };
}

/** The context `summary` imports as (spec §9: at most EXPERIENCE_CONTEXT_MAX characters). */
const contextOf = (summary: string) => importWork(job({ summary })).experiences[0]?.context;

describe('experiences (spec §3, §5)', () => {
  it('reads only the object entries of the work section', () => {
    const work = [null, 'Acme', 42, [job()], job()] as unknown as JsonResumeWork[];
    expect(importWork(...work).experiences).toHaveLength(1);
  });

  it('makes runs of white space single spaces and removes < and > (charactersRemoved)', () => {
    const { experiences, report } = importWork(
      job({ name: '<> Acme   Corp', position: 'Chef <de> projet', summary: 'Refonte <> du SI' }),
    );
    expect(experiences[0]).toMatchObject({
      corporation: 'Acme Corp',
      position: 'Chef de projet',
      context: 'Refonte du SI',
    });
    expect(report.adjusted).toEqual([note('work', 'jsonResume.adjusted.charactersRemoved', '<> Acme Corp')]);
  });

  it(`keeps whole a company of ${SHORT_TEXT_MAX} characters once < and > are removed`, () => {
    const name = 'c'.repeat(SHORT_TEXT_MAX);
    const { experiences, report } = importWork(job({ name: `<> ${name}` }));
    expect(experiences[0]?.corporation).toBe(name);
    expect(report.adjusted).toEqual([note('work', 'jsonResume.adjusted.charactersRemoved', `<> ${name}`)]);
  });

  it('labels an entry without company nor position by its place in the section', () => {
    const { report } = importWork(job(), { summary: 'Refonte', startDate: '2020-01' });
    expect(report.skipped).toEqual([note('work', 'jsonResume.skipped.missingCompany', '#2')]);
  });

  it('accepts an end date in the month of the start date', () => {
    expect(importWork(job({ startDate: '2020-03', endDate: '2020-03-31' })).experiences[0]).toMatchObject({
      startDate: '2020-03',
      endDate: '2020-03',
    });
  });

  it.each([
    ['an end month that does not exist', { endDate: '2020-13' }],
    ['a start date with a time (not ISO 8601 as JSON Resume writes it)', { startDate: '2020-01-15T10:00' }],
    ['a start date after other text', { startDate: 'vers 2020-01' }],
    ['a start date in words', { startDate: 'janvier 2020' }],
  ])('skips an experience with %s (invalidDate)', (_, dates) => {
    const { experiences, report } = importWork(job(dates));
    expect(experiences).toEqual([]);
    expect(report.skipped).toEqual([note('work', 'jsonResume.skipped.invalidDate', 'Acme')]);
  });

  it('assumes January for a start year and December for an end year, and says so', () => {
    const { experiences, report } = importWork(job({ startDate: '2018', endDate: '2019' }));
    expect(experiences[0]).toMatchObject({ startDate: '2018-01', endDate: '2019-12' });
    expect(report.adjusted).toEqual([note('work', 'jsonResume.adjusted.monthAssumed', 'Acme')]);
  });

  it('assumes no month for a year out of bounds: the entry is skipped, not adjusted', () => {
    const { report } = importWork(job({ startDate: '1850' }));
    expect(report.skipped).toEqual([note('work', 'jsonResume.skipped.invalidDate', 'Acme')]);
    expect(report.adjusted).toEqual([]);
  });

  it(`keeps the ${MAX_EXPERIENCES} most recent experiences and reports the others`, () => {
    const work = Array.from({ length: MAX_EXPERIENCES + 1 }, (_, n) =>
      job({ name: `Société ${n}`, startDate: `${1960 + n}-01`, endDate: `${1960 + n}-12` }),
    );
    const { experiences, report } = importWork(...work);
    expect(experiences).toHaveLength(MAX_EXPERIENCES);
    expect(experiences.map((experience) => experience.corporation)).not.toContain('Société 0');
    expect(report.skipped).toEqual([note('work', 'jsonResume.skipped.tooManyExperiences', 'Société 0')]);
  });
});

describe('the context cut to EXPERIENCE_CONTEXT_MAX characters (spec §9, textShortened)', () => {
  it('keeps a context of exactly the limit as it is, without a note', () => {
    const summary = 'x'.repeat(EXPERIENCE_CONTEXT_MAX);
    const { experiences, report } = importWork(job({ summary }));
    expect(experiences[0]?.context).toBe(summary);
    expect(report.adjusted).toEqual([]);
  });

  it('cuts a word-less context one past the limit to the limit, ending with an ellipsis', () => {
    const { experiences, report } = importWork(job({ summary: 'x'.repeat(EXPERIENCE_CONTEXT_MAX + 1) }));
    expect(experiences[0]?.context).toBe(`${'x'.repeat(EXPERIENCE_CONTEXT_MAX - 1)}…`);
    expect(report.adjusted).toEqual([note('work', 'jsonResume.adjusted.textShortened', 'Acme')]);
  });

  it('cuts at the last space when it falls in the second half, else within the word', () => {
    const half = EXPERIENCE_CONTEXT_MAX / 2;
    const tail = 'b'.repeat(EXPERIENCE_CONTEXT_MAX);
    expect(contextOf(`${'a'.repeat(half + 1)} ${tail}`)).toBe(`${'a'.repeat(half + 1)}…`);
    expect(contextOf(`${'a'.repeat(half)} ${tail}`)).toBe(
      `${'a'.repeat(half)} ${'b'.repeat(EXPERIENCE_CONTEXT_MAX - half - 2)}…`,
    );
  });

  it('drops the punctuation left before the ellipsis', () => {
    expect(contextOf(`${'a'.repeat(60)},.. ${'b'.repeat(40)}`)).toBe(`${'a'.repeat(60)}…`);
    expect(contextOf(`${'a'.repeat(EXPERIENCE_CONTEXT_MAX - 2)}; ${'b'.repeat(10)}`)).toBe(
      `${'a'.repeat(EXPERIENCE_CONTEXT_MAX - 2)}…`,
    );
  });

  it('property: the context is the summary when it fits, else a prefix of it with an ellipsis', () => {
    const words = fc.array(fc.stringMatching(/^[a-zé,.;]{1,12}$/), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(words, (parts) => {
        const summary = parts.join(' ');
        const context = contextOf(summary) ?? '';
        if (summary.length <= EXPERIENCE_CONTEXT_MAX) return context === summary;
        return (
          context.length <= EXPERIENCE_CONTEXT_MAX &&
          context.endsWith('…') &&
          summary.startsWith(context.slice(0, -1)) &&
          !/[\s,;.]$/.test(context.slice(0, -1))
        );
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});

describe('highlights as projects (docs/json-resume.md: `Name — description`)', () => {
  const projectsOf = (...highlights: string[]) => importWork(job({ highlights }));
  const name = (length: number) => 'N'.repeat(length);

  it(`splits a highlight whose name has at most ${SHORT_TEXT_MAX} characters`, () => {
    const { experiences } = projectsOf(`${name(SHORT_TEXT_MAX)} — Migration`);
    expect(experiences[0]?.projectExperiences[0]).toMatchObject({
      name: name(SHORT_TEXT_MAX),
      description: 'Migration',
    });
  });

  it('makes a highlight with a longer name a shortened name and the whole text as description', () => {
    const text = `${name(SHORT_TEXT_MAX + 1)} — Migration`;
    const { experiences, report } = projectsOf(text);
    expect(experiences[0]?.projectExperiences[0]).toMatchObject({
      name: `${name(SHORT_TEXT_MAX - 1)}…`,
      description: text,
    });
    expect(report.adjusted).toEqual([note('work', 'jsonResume.adjusted.textShortened', text)]);
  });

  it(`keeps a highlight of ${SHORT_TEXT_MAX} characters as the name alone; a longer one also as description`, () => {
    const { experiences } = projectsOf(name(SHORT_TEXT_MAX), name(SHORT_TEXT_MAX + 1));
    expect(
      experiences[0]?.projectExperiences.map(({ name, description }) => ({ name, description })),
    ).toEqual([
      { name: name(SHORT_TEXT_MAX), description: '' },
      { name: `${name(SHORT_TEXT_MAX - 1)}…`, description: name(SHORT_TEXT_MAX + 1) },
    ]);
  });

  it(`cuts a description to ${PROJECT_DESCRIPTION_MAX} characters`, () => {
    const text = `Migration — ${'d'.repeat(PROJECT_DESCRIPTION_MAX + 1)}`;
    const { experiences, report } = projectsOf(text);
    expect(experiences[0]?.projectExperiences[0]?.description).toBe(
      `${'d'.repeat(PROJECT_DESCRIPTION_MAX - 1)}…`,
    );
    expect(report.adjusted).toEqual([note('work', 'jsonResume.adjusted.textShortened', text)]);
  });

  it('removes < and > from a highlight (charactersRemoved), and makes no project of nothing else', () => {
    const { experiences, report } = projectsOf('Migration <v2>', '<>', '<<>>');
    expect(experiences[0]?.projectExperiences.map((project) => project.name)).toEqual(['Migration v2']);
    expect(report.adjusted).toEqual([
      note('work', 'jsonResume.adjusted.charactersRemoved', 'Migration <v2>'),
      note('work', 'jsonResume.adjusted.charactersRemoved', '<>'),
      note('work', 'jsonResume.adjusted.charactersRemoved', '<<>>'),
    ]);
  });

  it(`keeps ${MAX_PROJECTS_PER_EXPERIENCE} projects per experience and ${MAX_PROJECTS} in all`, () => {
    const highlights = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, n) => `${prefix} ${n + 1}`);
    const one = projectsOf(...highlights(MAX_PROJECTS_PER_EXPERIENCE + 1, 'Projet'));
    expect(one.experiences[0]?.projectExperiences).toHaveLength(MAX_PROJECTS_PER_EXPERIENCE);
    expect(one.report.skipped).toEqual([
      note(
        'work',
        'jsonResume.skipped.tooManyProjectsInExperience',
        `Projet ${MAX_PROJECTS_PER_EXPERIENCE + 1}`,
      ),
    ]);

    const experienceCount = MAX_PROJECTS / MAX_PROJECTS_PER_EXPERIENCE + 1;
    const work = Array.from({ length: experienceCount }, (_, n) =>
      job({
        name: `Société ${n}`,
        startDate: `${2000 + n}-01`,
        endDate: `${2000 + n}-12`,
        highlights: highlights(MAX_PROJECTS_PER_EXPERIENCE, `Projet ${n}.`),
      }),
    );
    const all = importWork(...work);
    expect(all.experiences.flatMap((experience) => experience.projectExperiences)).toHaveLength(MAX_PROJECTS);
    // spec §4 order: the most recent first, so the oldest experience loses its projects.
    expect(all.report.skipped).toEqual(
      highlights(MAX_PROJECTS_PER_EXPERIENCE, 'Projet 0.').map((label) =>
        note('work', 'jsonResume.skipped.tooManyProjects', label),
      ),
    );
  });
});

/** An `education` entry that passes every rule, with `overrides`. */
const school = (overrides: JsonResumeEducation = {}): JsonResumeEducation => ({
  studyType: 'Master',
  area: 'Informatique',
  institution: 'INSA Lyon',
  endDate: '2012-06',
  ...overrides,
});

describe('diplomas and certifications (spec §3, §5)', () => {
  it('labels a skipped entry by its title, else its school, else its section', () => {
    const { report } = importDocument({
      education: [school({ studyType: '', area: '' }), school({ institution: '' }), {}],
      certificates: [{ name: 'AWS Architect' }, {}],
    });
    expect(report.skipped).toEqual([
      note('education', 'jsonResume.skipped.missingTitle', 'INSA Lyon'),
      note('education', 'jsonResume.skipped.missingSchool', 'Master, Informatique'),
      note('education', 'jsonResume.skipped.missingTitle', 'education'),
      note('certificates', 'jsonResume.skipped.missingSchool', 'AWS Architect'),
      note('certificates', 'jsonResume.skipped.missingTitle', 'certificates'),
    ]);
  });

  it('accepts a graduation year from 1950 and skips an earlier one (invalidDate)', () => {
    const { resume, report } = importDocument({
      education: [school({ endDate: '1950-01' }), school({ studyType: 'Licence', endDate: '1949-12' })],
    });
    expect(resume.diplomas.map((diploma) => diploma.graduateYears)).toEqual([{ year: 1950, month: 1 }]);
    expect(report.skipped).toEqual([
      note('education', 'jsonResume.skipped.invalidDate', 'Licence, Informatique'),
    ]);
  });

  it(`keeps ${MAX_DIPLOMAS} diplomas and certifications in all and reports the next`, () => {
    const education = Array.from({ length: MAX_DIPLOMAS }, (_, n) => school({ area: `Option ${n + 1}` }));
    const { resume, report } = importDocument({
      education,
      certificates: [{ name: 'AWS Architect', issuer: 'AWS', date: '2020-05' }],
    });
    expect(resume.diplomas).toHaveLength(MAX_DIPLOMAS);
    expect(report.skipped).toEqual([
      note('certificates', 'jsonResume.skipped.tooManyDiplomas', 'AWS Architect'),
    ]);
  });

  it(`keeps a title and school of ${DIPLOMA_TEXT_CAP} characters, cuts longer ones to ${DIPLOMA_TEXT_TRUNCATE_TO} (spec §5)`, () => {
    const atCap = 't'.repeat(DIPLOMA_TEXT_CAP);
    const overCap = `${'s'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 1)} ${'s'.repeat(DIPLOMA_TEXT_CAP - DIPLOMA_TEXT_TRUNCATE_TO + 1)}`;
    const { resume, report } = importDocument({
      certificates: [
        { name: atCap, issuer: 'AWS', date: '2020-05' },
        { name: 'AWS Architect', issuer: overCap, date: '2020-05' },
      ],
    });
    expect(resume.diplomas.map(({ title, school }) => ({ title, school }))).toEqual([
      { title: atCap, school: 'AWS' },
      // The cut lands on a space: the school is trimmed.
      { title: 'AWS Architect', school: 's'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 1) },
    ]);
    expect(report.adjusted).toEqual([
      note('certificates', 'jsonResume.adjusted.textShortened', 'AWS Architect'),
    ]);
  });
});
