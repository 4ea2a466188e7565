/**
 * spec §5 rules that span missions: deselecting a skill or job used in projects, custom domains
 * deleted with their last skill, sector change clearing sub-sectors, custom entries that already
 * exist; and the cross-mission checks of `ZResumeBody`. Table-driven, plus property tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReferenceItem } from './reference.ts';
import { emptyResume, ZResumeBody, type CatalogRef, type ResumeBody } from './resume.ts';
import {
  catalogueIssues,
  changeExperienceSector,
  customLabelExists,
  customRef,
  deselectDomain,
  deselectJob,
  deselectSkill,
  takenLabels,
} from './resume-edit.ts';

const ref = (id: string): CatalogRef => ({ id, custom: false });
const custom = (id: string, label: string): CatalogRef => ({ id, custom: true, label });

/** A resume with two domains and two projects: P1 uses java + sql, P2 uses only java. */
function sample(): ResumeBody {
  return {
    ...emptyResume(),
    jobs: [
      { job: ref('dev'), experienceMonths: 24 },
      { job: ref('lead'), experienceMonths: 12 },
    ],
    technicalSkills: [
      { domain: ref('dev-domain'), skills: [ref('java'), ref('sql'), ref('go')] },
      { domain: custom('custom-maison', 'Maison'), skills: [custom('custom-forge', 'Forge')] },
    ],
    experiences: [
      {
        id: 'e1',
        corporation: 'ACME',
        personalProject: false,
        sector: 'banking',
        position: 'Dev',
        context: 'Ctx',
        startDate: '2020-01',
        endDate: null,
        projectExperiences: [
          {
            id: 'p1',
            name: 'P1',
            description: '',
            technicalEnvironment: [ref('java'), ref('sql')],
            jobs: [ref('dev'), ref('lead')],
            subSectors: ['retail-banking'],
          },
          {
            id: 'p2',
            name: 'P2',
            description: '',
            technicalEnvironment: [ref('java')],
            jobs: [ref('dev')],
            subSectors: [],
          },
        ],
      },
    ],
  };
}

describe('deselectSkill (spec §5)', () => {
  it('blocks a skill that is the only one of a project environment, naming the project', () => {
    expect(deselectSkill(sample(), 'java')).toEqual({ ok: false, blockingProjects: ['P2'] });
  });

  it('removes a skill from mission 3 and from the projects using it, naming them', () => {
    const outcome = deselectSkill(sample(), 'sql');
    expect(outcome.ok && outcome.removedFromProjects).toEqual(['P1']);
    if (!outcome.ok) return;
    expect(outcome.resume.technicalSkills[0]?.skills.map((s) => s.id)).toEqual(['java', 'go']);
    expect(
      outcome.resume.experiences[0]?.projectExperiences[0]?.technicalEnvironment.map((s) => s.id),
    ).toEqual(['java']);
  });

  it('removes an unused skill and touches no project', () => {
    const outcome = deselectSkill(sample(), 'go');
    expect(outcome).toMatchObject({ ok: true, removedFromProjects: [] });
  });

  it('deletes a custom domain with its last skill, but keeps a catalogue domain', () => {
    const outcome = deselectSkill(sample(), 'custom-forge');
    expect(outcome.ok && outcome.resume.technicalSkills.map((d) => d.domain.id)).toEqual(['dev-domain']);
    const resume = sample();
    resume.technicalSkills[0] = { domain: ref('dev-domain'), skills: [ref('go')] };
    const kept = deselectSkill(resume, 'go');
    expect(kept.ok && kept.resume.technicalSkills[0]).toEqual({ domain: ref('dev-domain'), skills: [] });
  });

  it('never mutates its input', () => {
    const resume = sample();
    const before = structuredClone(resume);
    deselectSkill(resume, 'sql');
    expect(resume).toEqual(before);
  });
});

describe('deselectDomain and deselectJob (spec §5)', () => {
  it('blocks a domain whose skills are all of a project environment', () => {
    expect(deselectDomain(sample(), 'dev-domain')).toEqual({ ok: false, blockingProjects: ['P1', 'P2'] });
  });

  it('removes a domain whose skills no project depends on alone', () => {
    const outcome = deselectDomain(sample(), 'custom-maison');
    expect(outcome.ok && outcome.resume.technicalSkills.map((d) => d.domain.id)).toEqual(['dev-domain']);
  });

  it('blocks a job that is the only one of a project, removes it elsewhere', () => {
    expect(deselectJob(sample(), 'dev')).toEqual({ ok: false, blockingProjects: ['P2'] });
    const outcome = deselectJob(sample(), 'lead');
    expect(outcome.ok && outcome.removedFromProjects).toEqual(['P1']);
    expect(outcome.ok && outcome.resume.jobs.map((j) => j.job.id)).toEqual(['dev']);
  });
});

describe('changeExperienceSector (spec §5)', () => {
  it('clears the sub-sectors of every project when the sector changes', () => {
    const experience = sample().experiences[0]!;
    const changed = changeExperienceSector(experience, 'retail');
    expect(changed.sector).toBe('retail');
    expect(changed.projectExperiences.every((p) => p.subSectors.length === 0)).toBe(true);
  });

  it('keeps everything when the sector is the same', () => {
    const experience = sample().experiences[0]!;
    expect(changeExperienceSector(experience, 'banking')).toBe(experience);
  });
});

const catalogue: ReferenceItem[] = [
  { kind: 'skill', id: 'java', parentId: 'dev-domain', labelFr: 'Java', labelEn: 'Java' },
  {
    kind: 'skill',
    id: 'testing',
    parentId: 'dev-domain',
    labelFr: 'Tests automatisés',
    labelEn: 'Automated testing',
  },
  { kind: 'domain', id: 'dev-domain', parentId: null, labelFr: 'Développement', labelEn: 'Development' },
  { kind: 'skill', id: 'sql', parentId: 'dev-domain', labelFr: 'SQL', labelEn: 'SQL' },
  { kind: 'skill', id: 'go', parentId: 'dev-domain', labelFr: 'Go', labelEn: 'Go' },
  { kind: 'job', id: 'dev', parentId: null, labelFr: 'Développeur', labelEn: 'Developer' },
  { kind: 'job', id: 'lead', parentId: null, labelFr: 'Responsable technique', labelEn: 'Tech lead' },
  { kind: 'sector', id: 'banking', parentId: null, labelFr: 'Banque', labelEn: 'Banking' },
  {
    kind: 'sub_sector',
    id: 'retail-banking',
    parentId: 'banking',
    labelFr: 'Banque de détail',
    labelEn: 'Retail banking',
  },
  {
    kind: 'sub_sector',
    id: 'grocery',
    parentId: 'retail',
    labelFr: 'Grande distribution',
    labelEn: 'Grocery',
  },
];

describe('custom entries must not already exist (spec §5)', () => {
  it.each([
    ['skill', 'java', true],
    ['skill', '  JAVA ', true],
    ['skill', 'tests automatises', true],
    ['skill', 'AUTOMATED TESTING', true],
    ['skill', 'Javascript', false],
    ['domain', 'developpement', true],
    ['domain', 'Maison', true],
    ['job', 'DÉVELOPPEUR', true],
    ['job', 'Développeuse', false],
  ] as const)('%s "%s" exists: %s', (kind, label, exists) => {
    const own = sample().technicalSkills.map((entry) => entry.domain);
    expect(customLabelExists(label, takenLabels(kind, catalogue, own))).toBe(exists);
  });

  it('makes unique custom ids from labels', () => {
    expect(customRef(' Outil Maison ', new Set())).toEqual({
      id: 'custom-outil-maison',
      custom: true,
      label: 'Outil Maison',
    });
    expect(customRef('Outil maison', new Set(['custom-outil-maison'])).id).toBe('custom-outil-maison-2');
    expect(customRef('+++', new Set()).id).toBe('custom-entry');
  });
});

describe('catalogueIssues', () => {
  it('passes a resume whose custom entries are new and sub-sectors fit their sector', () => {
    expect(catalogueIssues(sample(), catalogue)).toEqual([]);
  });

  it('names a custom skill that repeats a catalogue skill', () => {
    const resume = sample();
    resume.technicalSkills[1]!.skills.push(custom('custom-java', 'JAVA'));
    expect(catalogueIssues(resume, catalogue)).toEqual([
      { path: 'technicalSkills.1.skills.1', key: 'validation.customAlreadyExists' },
    ]);
  });

  it('names two custom jobs that repeat each other', () => {
    const resume = sample();
    resume.jobs = [
      { job: custom('custom-a', 'Artisan logiciel'), experienceMonths: 1 },
      { job: custom('custom-b', 'artisan  logiciel'.replace('  ', ' ')), experienceMonths: 1 },
    ];
    expect(catalogueIssues(resume, catalogue)).toEqual([
      { path: 'jobs.1.job', key: 'validation.customAlreadyExists' },
    ]);
  });

  it("names catalogue ids unknown for their kind, and custom ids not of customRef's shape (issue #10 §3)", () => {
    const resume = sample();
    resume.jobs[1] = { job: ref('java'), experienceMonths: 12 }; // a skill id used as a job
    resume.technicalSkills[0]!.skills.push(ref('cobol-unknown'));
    resume.technicalSkills[1]!.skills.push(custom('java', 'Forge bis'));
    resume.experiences[0]!.sector = 'nowhere';
    expect(catalogueIssues(resume, catalogue)).toEqual(
      expect.arrayContaining([
        { path: 'jobs.1.job', key: 'validation.unknownCatalogueEntry' },
        { path: 'technicalSkills.0.skills.3', key: 'validation.unknownCatalogueEntry' },
        { path: 'technicalSkills.1.skills.1', key: 'validation.unknownCatalogueEntry' },
        { path: 'experiences.0.sector', key: 'validation.unknownCatalogueEntry' },
      ]),
    );
  });

  it('accepts every id customRef makes, and a null sector', () => {
    const resume = sample();
    resume.technicalSkills[1]!.skills.push(customRef('Outil ÉTÉ 2 ++', new Set()));
    resume.experiences[0]!.sector = null;
    resume.experiences[0]!.projectExperiences.forEach((project) => (project.subSectors = []));
    expect(catalogueIssues(resume, catalogue)).toEqual([]);
  });

  it('names a project sub-sector outside its experience sector', () => {
    const resume = sample();
    resume.experiences[0]!.projectExperiences[1]!.subSectors = ['grocery'];
    expect(catalogueIssues(resume, catalogue)).toEqual([
      { path: 'experiences.0.projectExperiences.1.subSectors', key: 'validation.subSectorNotInSector' },
    ]);
  });
});

describe('ZResumeBody cross-mission rules (spec §5)', () => {
  const issuesOf = (resume: unknown) => {
    const result = ZResumeBody.safeParse(resume);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts the sample', () => {
    expect(issuesOf(sample())).toEqual([]);
  });

  it.each([
    [
      'a project skill outside mission 3',
      (r: ResumeBody) => r.experiences[0]!.projectExperiences[0]!.technicalEnvironment.push(ref('rust')),
      'experiences.0.projectExperiences.0.technicalEnvironment',
      'validation.environmentNotInSkills',
    ],
    [
      'a project job outside mission 2',
      (r: ResumeBody) => r.experiences[0]!.projectExperiences[0]!.jobs.push(ref('pm')),
      'experiences.0.projectExperiences.0.jobs',
      'validation.projectJobNotInJobs',
    ],
    [
      'a custom domain without skill',
      (r: ResumeBody) => (r.technicalSkills[1]!.skills = []),
      'technicalSkills.1.skills',
      'validation.emptyCustomDomain',
    ],
    [
      'the same skill twice',
      (r: ResumeBody) => r.technicalSkills[1]!.skills.push(ref('java')),
      'technicalSkills.1.skills.1',
      'validation.duplicateSkill',
    ],
    [
      'the same domain twice',
      (r: ResumeBody) => r.technicalSkills.push({ domain: ref('dev-domain'), skills: [ref('kotlin')] }),
      'technicalSkills',
      'validation.duplicateDomain',
    ],
    [
      'an unknown language',
      (r: ResumeBody) => r.languages.push({ code: 'xx', level: 'notions', score: null }),
      'languages.0.code',
      'validation.unknownLanguage',
    ],
  ])('rejects %s', (_name, mutate, path, message) => {
    const resume = sample();
    mutate(resume);
    expect(issuesOf(resume)).toContainEqual([path, message]);
  });
});

describe('deselection properties', () => {
  const skillIds = ['a', 'b', 'c', 'd', 'e'];
  const arbitraryResume = fc
    .record({
      skills: fc.subarray(skillIds, { minLength: 1 }),
      projects: fc.array(fc.subarray(skillIds, { minLength: 1 }), { maxLength: 4 }),
    })
    .map(({ skills, projects }): ResumeBody => {
      const selected = [...new Set([...skills, ...projects.flat()])];
      return {
        ...emptyResume(),
        technicalSkills: [{ domain: ref('d'), skills: selected.map(ref) }],
        experiences: [
          {
            ...sample().experiences[0]!,
            projectExperiences: projects.map((environment, index) => ({
              id: `p${index}`,
              name: `P${index}`,
              description: '',
              technicalEnvironment: environment.map(ref),
              jobs: [],
              subSectors: [],
            })),
          },
        ],
      };
    });

  it('either blocks because a project would lose its only skill, or removes the skill everywhere', () => {
    fc.assert(
      fc.property(arbitraryResume, fc.constantFrom(...skillIds), (resume, skillId) => {
        const outcome = deselectSkill(resume, skillId);
        const projects = resume.experiences[0]!.projectExperiences;
        const alone = projects.filter(
          (p) => p.technicalEnvironment.length === 1 && p.technicalEnvironment[0]!.id === skillId,
        );
        if (!outcome.ok) {
          expect(outcome.blockingProjects).toEqual(alone.map((p) => p.name));
          return;
        }
        expect(alone).toEqual([]);
        const after = outcome.resume;
        const everywhere = [
          ...after.technicalSkills.flatMap((d) => d.skills),
          ...after.experiences.flatMap((e) => e.projectExperiences.flatMap((p) => p.technicalEnvironment)),
        ];
        expect(everywhere.some((s) => s.id === skillId)).toBe(false);
        expect(
          after.experiences[0]!.projectExperiences.every(
            (p, i) => p.technicalEnvironment.length > 0 || projects[i]!.technicalEnvironment.length === 0,
          ),
        ).toBe(true);
        expect(ZResumeBody.safeParse(after).success).toBe(true);
      }),
    );
  });
});
