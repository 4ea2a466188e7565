/**
 * issue #28 §5 "update this person's file instead": an imported file laid over the current one —
 * the sections it fills replace, the empty ones keep, only the replaced sections that held
 * something are named, and kept projects lose the skills and professions no longer in the file
 * (spec §5).
 */
import { describe, expect, it } from 'vitest';
import { emptyResume, ZResumeBody, type Experience, type ResumeBody } from './resume.ts';
import { IMPORTED_SECTIONS, replaceImportedSections } from './resume-import-merge.ts';

const resume = (body: Partial<ResumeBody>): ResumeBody => ({ ...emptyResume(), ...body });

const ref = (id: string) => ({ id, custom: false });

function experience(id: string, project: Partial<Experience['projectExperiences'][number]> = {}): Experience {
  return {
    id,
    corporation: 'ACME',
    personalProject: false,
    sector: null,
    position: 'Développeuse',
    context: 'Refonte du SI',
    startDate: '2020-01',
    endDate: null,
    projectExperiences: [
      {
        id: `${id}-p`,
        name: 'Facturation',
        description: '',
        technicalEnvironment: [],
        jobs: [],
        subSectors: [],
        ...project,
      },
    ],
  };
}

/** A current file with every section filled. */
const current = resume({
  desiredPosition: 'Développeuse',
  summary: 'Dix ans de Java.',
  jobs: [{ job: ref('dev'), experienceMonths: 24 }],
  technicalSkills: [{ domain: ref('backend'), skills: [ref('java'), ref('spring')] }],
  softSkills: ['Animation d’ateliers'],
  experiences: [experience('e1', { technicalEnvironment: [ref('java'), ref('spring')], jobs: [ref('dev')] })],
  diplomas: [
    {
      id: 'd1',
      graduate: 'diploma',
      title: 'Master',
      school: 'Université',
      graduateYears: { year: 2015, month: 6 },
    },
  ],
  languages: [{ code: 'en', level: 'full_professional', score: 4 }],
});

describe('replaceImportedSections (issue #28 §5)', () => {
  it('keeps the whole current file when the import fills nothing, and names nothing', () => {
    expect(replaceImportedSections(emptyResume(), current)).toEqual({ resume: current, replaces: [] });
  });

  it('takes the whole import into an empty file, naming nothing as replaced', () => {
    expect(replaceImportedSections(current, emptyResume())).toEqual({ resume: current, replaces: [] });
  });

  it.each([
    ['desiredPosition', { desiredPosition: 'Architecte' }],
    ['summary', { summary: 'Vingt ans de C.' }],
    ['softSkills', { softSkills: ['Négociation'] }],
    ['diplomas', { diplomas: [{ ...current.diplomas[0]!, id: 'd2', title: 'Licence' }] }],
    ['languages', { languages: [{ code: 'de', level: 'notions', score: 1 }] }],
    ['experiences', { experiences: [experience('e9')] }],
  ] as const)('replaces %s alone when the import fills it alone', (section, body) => {
    const imported = resume(body as Partial<ResumeBody>);
    const merged = replaceImportedSections(imported, current);
    expect(merged.replaces).toEqual([section]);
    expect(merged.resume[section]).toEqual(imported[section]);
    for (const other of IMPORTED_SECTIONS.filter((name) => name !== section)) {
      expect(merged.resume[other]).toEqual(current[other]);
    }
  });

  it('names a filled section as added, not replaced, when the current one is empty', () => {
    const merged = replaceImportedSections(
      resume({ summary: 'Dix ans de Java.', languages: [{ code: 'de', level: 'notions', score: 1 }] }),
      resume({ languages: [{ code: 'en', level: 'full_professional', score: 4 }] }),
    );
    expect(merged.replaces).toEqual(['languages']);
    expect(merged.resume.summary).toBe('Dix ans de Java.');
  });

  it('lists the replaced sections in mission order', () => {
    const merged = replaceImportedSections(
      resume({
        languages: current.languages,
        desiredPosition: 'Architecte',
        experiences: [experience('e9')],
      }),
      current,
    );
    expect(merged.replaces).toEqual(['desiredPosition', 'experiences', 'languages']);
  });

  it('removes from kept projects the skills the import replaced, and their professions too (spec §5)', () => {
    const merged = replaceImportedSections(
      resume({
        jobs: [{ job: ref('architect'), experienceMonths: 12 }],
        technicalSkills: [{ domain: ref('backend'), skills: [ref('java'), ref('kotlin')] }],
      }),
      current,
    );
    const project = merged.resume.experiences[0]!.projectExperiences[0]!;
    expect(project.technicalEnvironment).toEqual([ref('java')]);
    expect(project.jobs).toEqual([]);
    expect(ZResumeBody.safeParse(merged.resume).success).toBe(true);
  });

  it('leaves the projects of imported experiences as the import made them', () => {
    const imported = resume({
      technicalSkills: [{ domain: ref('backend'), skills: [ref('kotlin')] }],
      experiences: [experience('e9', { technicalEnvironment: [ref('kotlin')] })],
    });
    expect(replaceImportedSections(imported, current).resume.experiences).toEqual(imported.experiences);
  });

  it('changes neither argument', () => {
    const before = structuredClone(current);
    const imported = resume({ technicalSkills: [{ domain: ref('backend'), skills: [ref('kotlin')] }] });
    replaceImportedSections(imported, current);
    expect(current).toEqual(before);
  });
});
