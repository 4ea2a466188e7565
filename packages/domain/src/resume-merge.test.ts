/**
 * Issue #26 §13 "two tabs lose data": the three-way merge of a resume (base the tab loaded, the
 * tab's edit, the server's current file). Table-driven cases per list of the resume, then
 * fast-check properties: an unchanged side gives the other side; additions of both sides are all
 * kept; a removal on one side of an entry the other side left alone is applied.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyResume, type Diploma, type Experience, type ResumeBody } from './resume.ts';
import { mergeResumes } from './resume-merge.ts';

const ref = (id: string) => ({ id, custom: false });
const resume = (body: Partial<ResumeBody>): ResumeBody => ({ ...emptyResume(), ...body });

function experience(id: string, extra: Partial<Experience> = {}): Experience {
  return {
    id,
    corporation: 'ACME',
    personalProject: false,
    sector: null,
    position: 'Développeuse',
    context: 'Refonte du SI',
    startDate: '2020-01',
    endDate: null,
    projectExperiences: [],
    ...extra,
  };
}
const project = (id: string, name = `Projet ${id}`) => ({
  id,
  name,
  description: '',
  technicalEnvironment: [],
  jobs: [],
  subSectors: [],
});
const diploma = (id: string, title = `Titre ${id}`): Diploma => ({
  id,
  graduate: 'diploma',
  title,
  school: 'École',
  graduateYears: { year: 2015, month: 6 },
});

describe('mergeResumes: additions and removals of both sides (issue #26 §13)', () => {
  const cases: {
    name: string;
    base: Partial<ResumeBody>;
    mine: Partial<ResumeBody>;
    theirs: Partial<ResumeBody>;
    expected: Partial<ResumeBody>;
  }[] = [
    {
      name: 'functional skills added in two tabs are both kept (the reported loss)',
      base: { softSkills: ['Écoute'] },
      theirs: { softSkills: ['Écoute', 'Rigueur'] },
      mine: { softSkills: ['Écoute', 'Autonomie'] },
      expected: { softSkills: ['Écoute', 'Autonomie', 'Rigueur'] },
    },
    {
      name: 'a functional skill removed here and one added there',
      base: { softSkills: ['Écoute', 'Rigueur'] },
      mine: { softSkills: ['Rigueur'] },
      theirs: { softSkills: ['Écoute', 'Rigueur', 'Autonomie'] },
      expected: { softSkills: ['Rigueur', 'Autonomie'] },
    },
    {
      name: 'the same functional skill added on both sides, in another case, is kept once',
      base: { softSkills: [] },
      mine: { softSkills: ['Rigueur'] },
      theirs: { softSkills: ['Rigueur'] },
      expected: { softSkills: ['Rigueur'] },
    },
    {
      name: 'technical skills by domain: a skill added to one domain on each side, a new domain',
      base: { technicalSkills: [{ domain: ref('back'), skills: [ref('java')] }] },
      mine: { technicalSkills: [{ domain: ref('back'), skills: [ref('java'), ref('kotlin')] }] },
      theirs: {
        technicalSkills: [
          { domain: ref('back'), skills: [ref('java'), ref('scala')] },
          { domain: ref('front'), skills: [ref('react')] },
        ],
      },
      expected: {
        technicalSkills: [
          { domain: ref('back'), skills: [ref('java'), ref('kotlin'), ref('scala')] },
          { domain: ref('front'), skills: [ref('react')] },
        ],
      },
    },
    {
      name: 'a custom domain emptied by the two sides together goes (spec §5)',
      base: {
        technicalSkills: [
          { domain: { id: 'c1', custom: true, label: 'Maison' }, skills: [ref('a'), ref('b')] },
        ],
      },
      mine: {
        technicalSkills: [{ domain: { id: 'c1', custom: true, label: 'Maison' }, skills: [ref('b')] }],
      },
      theirs: {
        technicalSkills: [{ domain: { id: 'c1', custom: true, label: 'Maison' }, skills: [ref('a')] }],
      },
      expected: { technicalSkills: [] },
    },
    {
      name: 'professions: one added on each side, experience time changed on one side',
      base: { jobs: [{ job: ref('dev'), experienceMonths: 12 }] },
      mine: {
        jobs: [
          { job: ref('dev'), experienceMonths: 24 },
          { job: ref('archi'), experienceMonths: 6 },
        ],
      },
      theirs: {
        jobs: [
          { job: ref('dev'), experienceMonths: 12 },
          { job: ref('lead'), experienceMonths: 3 },
        ],
      },
      expected: {
        jobs: [
          { job: ref('dev'), experienceMonths: 24 },
          { job: ref('archi'), experienceMonths: 6 },
          { job: ref('lead'), experienceMonths: 3 },
        ],
      },
    },
    {
      name: 'experiences: a project added here, the context edited there, a new experience there',
      base: { experiences: [experience('e1')] },
      mine: { experiences: [experience('e1', { projectExperiences: [project('p1')] })] },
      theirs: { experiences: [experience('e1', { context: 'Migration cloud' }), experience('e2')] },
      expected: {
        experiences: [
          experience('e1', { context: 'Migration cloud', projectExperiences: [project('p1')] }),
          experience('e2'),
        ],
      },
    },
    {
      name: 'projects of one experience added on both sides; one removed here',
      base: { experiences: [experience('e1', { projectExperiences: [project('p0')] })] },
      mine: { experiences: [experience('e1', { projectExperiences: [project('p1')] })] },
      theirs: {
        experiences: [experience('e1', { projectExperiences: [project('p0'), project('p2')] })],
      },
      expected: {
        experiences: [experience('e1', { projectExperiences: [project('p1'), project('p2')] })],
      },
    },
    {
      name: 'diplomas: one removed there, one added here',
      base: { diplomas: [diploma('d1'), diploma('d2')] },
      mine: { diplomas: [diploma('d1'), diploma('d2'), diploma('d3')] },
      theirs: { diplomas: [diploma('d2')] },
      expected: { diplomas: [diploma('d2'), diploma('d3')] },
    },
    {
      name: 'languages: one added on each side',
      base: { languages: [{ code: 'fr', level: 'bilingual_native', score: null }] },
      mine: {
        languages: [
          { code: 'fr', level: 'bilingual_native', score: null },
          { code: 'en', level: 'toeic', score: 900 },
        ],
      },
      theirs: {
        languages: [
          { code: 'fr', level: 'bilingual_native', score: null },
          { code: 'de', level: 'notions', score: null },
        ],
      },
      expected: {
        languages: [
          { code: 'fr', level: 'bilingual_native', score: null },
          { code: 'en', level: 'toeic', score: 900 },
          { code: 'de', level: 'notions', score: null },
        ],
      },
    },
    {
      name: 'the desired position changed on one side only',
      base: { desiredPosition: '' },
      mine: { desiredPosition: '', softSkills: ['Rigueur'] },
      theirs: { desiredPosition: 'Architecte cloud' },
      expected: { desiredPosition: 'Architecte cloud', softSkills: ['Rigueur'] },
    },
  ];

  it.each(cases)('$name', ({ base, mine, theirs, expected }) => {
    const result = mergeResumes(resume(base), resume(mine), resume(theirs));
    expect(result.conflicts).toEqual([]);
    expect(result.resume).toEqual(resume(expected));
  });
});

describe('mergeResumes: true conflicts are listed, never settled silently (issue #26 §13)', () => {
  it('the desired position changed differently on both sides', () => {
    const result = mergeResumes(
      resume({ desiredPosition: 'Développeuse' }),
      resume({ desiredPosition: 'Architecte logiciel' }),
      resume({ desiredPosition: 'Architecte cloud' }),
    );
    expect(result.conflicts).toEqual([
      {
        id: 'desiredPosition',
        section: 'desiredPosition',
        path: ['desiredPosition'],
        base: 'Développeuse',
        mine: 'Architecte logiciel',
        theirs: 'Architecte cloud',
      },
    ]);
    // Until chosen, the tab's own value stands; each choice is applied.
    expect(result.resume.desiredPosition).toBe('Architecte logiciel');
    const chosen = mergeResumes(
      resume({ desiredPosition: 'Développeuse' }),
      resume({ desiredPosition: 'Architecte logiciel' }),
      resume({ desiredPosition: 'Architecte cloud' }),
      { desiredPosition: 'theirs' },
    );
    expect(chosen.resume.desiredPosition).toBe('Architecte cloud');
  });

  it('the same field of one experience edited differently; other fields still merge', () => {
    const base = resume({ experiences: [experience('e1')] });
    const mine = resume({ experiences: [experience('e1', { context: 'Mine', position: 'Lead' })] });
    const theirs = resume({ experiences: [experience('e1', { context: 'Theirs', endDate: '2024-02' })] });
    const result = mergeResumes(base, mine, theirs);
    expect(result.conflicts.map((conflict) => conflict.id)).toEqual(['experiences/e1/context']);
    expect(result.conflicts[0]).toMatchObject({ section: 'experiences', mine: 'Mine', theirs: 'Theirs' });
    expect(result.resume.experiences[0]).toMatchObject({
      position: 'Lead',
      endDate: '2024-02',
      context: 'Mine',
    });
    expect(
      mergeResumes(base, mine, theirs, { 'experiences/e1/context': 'theirs' }).resume.experiences[0]?.context,
    ).toBe('Theirs');
  });

  it('an entry removed on one side and changed on the other', () => {
    const base = resume({ diplomas: [diploma('d1')] });
    const mine = resume({ diplomas: [] });
    const theirs = resume({ diplomas: [diploma('d1', 'Master')] });
    const result = mergeResumes(base, mine, theirs);
    expect(result.conflicts).toMatchObject([
      { id: 'diplomas/d1', section: 'diplomas', mine: undefined, theirs: diploma('d1', 'Master') },
    ]);
    expect(result.resume.diplomas).toEqual([]);
    expect(mergeResumes(base, mine, theirs, { 'diplomas/d1': 'theirs' }).resume.diplomas).toEqual([
      diploma('d1', 'Master'),
    ]);
  });

  it('a language level changed differently on both sides', () => {
    const base = resume({ languages: [{ code: 'en', level: 'notions', score: null }] });
    const mine = resume({ languages: [{ code: 'en', level: 'toeic', score: 850 }] });
    const theirs = resume({ languages: [{ code: 'en', level: 'full_professional', score: null }] });
    expect(mergeResumes(base, mine, theirs).conflicts.map((conflict) => conflict.id)).toEqual([
      'languages/en',
    ]);
  });
});

// ---- properties -------------------------------------------------------------------------------

/** Distinct ids, as the forms make them (uuid-like, unique per list). */
const ids = (prefix: string, max: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: max })
    .map((ns) => ns.map((n) => `${prefix}${n}`));

const LANGUAGE_CODES = ['fr', 'en', 'de', 'es', 'it', 'pt', 'nl', 'ja', 'zh', 'ar'];

/** A resume whose every list is keyed by the ids drawn (entries distinct by id). */
const arbitraryResume: fc.Arbitrary<ResumeBody> = fc
  .record({
    desiredPosition: fc.constantFrom('', 'Développeuse', 'Architecte cloud'),
    jobs: ids('job', 3),
    domains: ids('dom', 4),
    skills: ids('skill', 8),
    softSkills: ids('Savoir ', 8),
    experiences: ids('exp', 4),
    projects: ids('proj', 6),
    diplomas: ids('dip', 4),
    languages: fc.subarray(LANGUAGE_CODES),
  })
  .map((drawn) =>
    resume({
      desiredPosition: drawn.desiredPosition,
      jobs: drawn.jobs.map((id) => ({ job: ref(id), experienceMonths: 12 })),
      technicalSkills: drawn.domains.map((id, index) => ({
        domain: ref(id),
        skills: drawn.skills.filter((_, skill) => skill % drawn.domains.length === index).map(ref),
      })),
      softSkills: drawn.softSkills,
      experiences: drawn.experiences.map((id, index) =>
        experience(id, {
          projectExperiences: drawn.projects
            .filter((_, p) => p % drawn.experiences.length === index)
            .map((projectId) => project(projectId)),
        }),
      ),
      diplomas: drawn.diplomas.map((id) => diploma(id)),
      languages: drawn.languages.map((code) => ({ code, level: 'notions' as const, score: null })),
    }),
  );

/** The entry keys of every list of `body`, prefixed by the list's name. */
function entryKeys(body: ResumeBody): Set<string> {
  return new Set([
    ...body.jobs.map((entry) => `job:${entry.job.id}`),
    ...body.technicalSkills.map((entry) => `domain:${entry.domain.id}`),
    ...body.technicalSkills.flatMap((entry) =>
      entry.skills.map((skill) => `skill:${entry.domain.id}:${skill.id}`),
    ),
    ...body.softSkills.map((skill) => `soft:${skill}`),
    ...body.experiences.map((entry) => `experience:${entry.id}`),
    ...body.experiences.flatMap((entry) =>
      entry.projectExperiences.map((item) => `project:${entry.id}:${item.id}`),
    ),
    ...body.diplomas.map((entry) => `diploma:${entry.id}`),
    ...body.languages.map((entry) => `language:${entry.code}`),
  ]);
}

/** `body` with only the entries whose key `keep` accepts (in every list). */
function keepOnly(body: ResumeBody, keep: (key: string) => boolean): ResumeBody {
  return {
    ...body,
    jobs: body.jobs.filter((entry) => keep(`job:${entry.job.id}`)),
    technicalSkills: body.technicalSkills
      .filter((entry) => keep(`domain:${entry.domain.id}`))
      .map((entry) => ({
        ...entry,
        skills: entry.skills.filter((skill) => keep(`skill:${entry.domain.id}:${skill.id}`)),
      })),
    softSkills: body.softSkills.filter((skill) => keep(`soft:${skill}`)),
    experiences: body.experiences
      .filter((entry) => keep(`experience:${entry.id}`))
      .map((entry) => ({
        ...entry,
        projectExperiences: entry.projectExperiences.filter((item) => keep(`project:${entry.id}:${item.id}`)),
      })),
    diplomas: body.diplomas.filter((entry) => keep(`diploma:${entry.id}`)),
    languages: body.languages.filter((entry) => keep(`language:${entry.code}`)),
  };
}

/**
 * `base` plus the entries of `extra`, their ids tagged with `side` so that each side adds its own:
 * new professions, domains, skills in the base's domains, functional skills, experiences, projects
 * in the base's experiences, diplomas; and the languages the base lacks, every other one (`parity`).
 */
function withAdded(base: ResumeBody, extra: ResumeBody, side: string, parity: number): ResumeBody {
  const tag = (id: string) => `${side}-${id}`;
  const baseCodes = new Set(base.languages.map((entry) => entry.code));
  return {
    ...base,
    jobs: [...base.jobs, ...extra.jobs.map((entry) => ({ ...entry, job: ref(tag(entry.job.id)) }))],
    technicalSkills: [
      ...base.technicalSkills.map((entry, index) => ({
        ...entry,
        skills: [
          ...entry.skills,
          ...(extra.technicalSkills[index]?.skills ?? []).map((skill) => ref(tag(skill.id))),
        ],
      })),
      ...extra.technicalSkills.map((entry) => ({
        domain: ref(tag(entry.domain.id)),
        skills: entry.skills.map((skill) => ref(tag(`new-${skill.id}`))),
      })),
    ],
    softSkills: [...base.softSkills, ...extra.softSkills.map(tag)],
    experiences: [
      ...base.experiences.map((entry, index) => ({
        ...entry,
        projectExperiences: [
          ...entry.projectExperiences,
          ...(extra.experiences[index]?.projectExperiences ?? []).map((item) => project(tag(item.id))),
        ],
      })),
      ...extra.experiences.map((entry) => experience(tag(entry.id))),
    ],
    diplomas: [...base.diplomas, ...extra.diplomas.map((entry) => diploma(tag(entry.id)))],
    languages: [
      ...base.languages,
      ...extra.languages.filter(
        (entry) => !baseCodes.has(entry.code) && LANGUAGE_CODES.indexOf(entry.code) % 2 === parity,
      ),
    ],
  };
}

describe('mergeResumes: properties (issue #26 §13)', () => {
  it('merging with an unchanged side returns the other side, without conflict', () => {
    fc.assert(
      fc.property(arbitraryResume, arbitraryResume, (base, other) => {
        const theirsMoved = mergeResumes(base, base, other);
        expect(theirsMoved.conflicts).toEqual([]);
        expect(theirsMoved.resume).toEqual(other);
        const mineMoved = mergeResumes(base, other, base);
        expect(mineMoved.conflicts).toEqual([]);
        expect(mineMoved.resume).toEqual(other);
      }),
    );
  });

  it('keeps every entry added on either side, and the base entries', () => {
    fc.assert(
      fc.property(arbitraryResume, arbitraryResume, arbitraryResume, (base, mineExtra, theirsExtra) => {
        const mine = withAdded(base, mineExtra, 'mine', 0);
        const theirs = withAdded(base, theirsExtra, 'theirs', 1);
        const result = mergeResumes(base, mine, theirs);
        expect(result.conflicts).toEqual([]);
        const merged = entryKeys(result.resume);
        for (const key of [...entryKeys(mine), ...entryKeys(theirs)]) expect(merged).toContain(key);
      }),
    );
  });

  it('applies a removal on one side of an entry the other side left untouched', () => {
    fc.assert(
      fc.property(arbitraryResume, fc.func(fc.boolean()), fc.boolean(), (base, removes, mineRemoves) => {
        const removed = new Set([...entryKeys(base)].filter((key) => removes(key)));
        const edited = keepOnly(base, (key) => !removed.has(key));
        // The other side adds a functional skill: it changed, but not the removed entries.
        const added = { ...base, softSkills: [...base.softSkills, 'Ajout de l’autre onglet'] };
        const [mine, theirs] = mineRemoves ? [edited, added] : [added, edited];
        const result = mergeResumes(base, mine, theirs);
        expect(result.conflicts).toEqual([]);
        const merged = entryKeys(result.resume);
        for (const key of entryKeys(edited)) expect(merged).toContain(key);
        for (const key of merged) expect(removed.has(key)).toBe(false);
        expect(merged).toContain('soft:Ajout de l’autre onglet');
      }),
    );
  });
});
