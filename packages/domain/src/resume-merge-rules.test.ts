/**
 * Issue #26 §13 "two tabs lose data", at the edges of the three-way merge: entries holding lists
 * (a project's environment, its sub-sectors), fields present on one side only, a field the web
 * form left `undefined`, an entry one side removed while the other changed it, custom domains.
 */
import { describe, expect, it } from 'vitest';
import { emptyResume, type Experience, type ResumeBody } from './resume.ts';
import { mergeResumes } from './resume-merge.ts';

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
const project = (id: string, extra: Partial<Experience['projectExperiences'][number]> = {}) => ({
  id,
  name: `Projet ${id}`,
  description: '',
  technicalEnvironment: [],
  jobs: [],
  subSectors: [],
  ...extra,
});
const job = (months: number, label?: string) => ({
  job: label === undefined ? { id: 'dev', custom: false } : { id: 'dev', custom: false, label },
  experienceMonths: months,
});

describe('mergeResumes: entries holding lists (issue #26 §13)', () => {
  it('applies the removal of a project with an environment while the other tab edits elsewhere', () => {
    const withEnvironment = project('p1', {
      technicalEnvironment: [{ id: 'java', custom: false }],
      jobs: [{ id: 'dev', custom: false }],
      subSectors: ['banque'],
    });
    const base = resume({
      experiences: [experience('e1', { projectExperiences: [withEnvironment, project('p2')] })],
    });
    // Fresh copies, as two tabs parse their own JSON: equal values, other objects.
    const copy = (body: ResumeBody) => structuredClone(body);
    const mine = copy(resume({ experiences: [experience('e1', { projectExperiences: [project('p2')] })] }));
    const theirs = copy({ ...base, desiredPosition: 'Architecte' });
    const result = mergeResumes(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.resume.desiredPosition).toBe('Architecte');
    expect(result.resume.experiences[0]?.projectExperiences.map((entry) => entry.id)).toEqual(['p2']);
  });

  it('keeps the sub-sectors both tabs added to one project', () => {
    const base = resume({
      experiences: [experience('e1', { projectExperiences: [project('p1', { subSectors: ['banque'] })] })],
    });
    const mine = resume({
      experiences: [
        experience('e1', { projectExperiences: [project('p1', { subSectors: ['banque', 'assurance'] })] }),
      ],
    });
    const theirs = resume({
      experiences: [
        experience('e1', { projectExperiences: [project('p1', { subSectors: ['banque', 'retail'] })] }),
      ],
    });
    const result = mergeResumes(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.resume.experiences[0]?.projectExperiences[0]?.subSectors).toEqual([
      'banque',
      'assurance',
      'retail',
    ]);
  });
});

describe('mergeResumes: a field on one side only, or left undefined (issue #26 §13)', () => {
  it('takes a label only the other tab added', () => {
    const base = resume({ jobs: [job(3)] });
    const theirs = resume({ jobs: [job(3, 'Développeuse')] });
    const result = mergeResumes(base, base, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.resume.jobs[0]?.job.label).toBe('Développeuse');
  });

  it('reads a field set to undefined in this tab as absent', () => {
    const base = resume({ jobs: [job(3)] });
    const mine = resume({ jobs: [{ ...job(3), job: { id: 'dev', custom: false, label: undefined } }] });
    const theirs = resume({ jobs: [job(5)] });
    const result = mergeResumes(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.resume.jobs[0]?.experienceMonths).toBe(5);
  });

  it('reads a field set to undefined in the loaded file as absent', () => {
    const base = resume({ jobs: [{ ...job(3), job: { id: 'dev', custom: false, label: undefined } }] });
    const theirs = resume({ jobs: [job(5)] });
    const result = mergeResumes(base, resume({ jobs: [job(3)] }), theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.resume.jobs[0]?.experienceMonths).toBe(5);
  });
});

describe('mergeResumes: an experience removed in one tab and changed in the other is a conflict (issue #26 §13)', () => {
  const base = resume({ experiences: [experience('e1')] });
  const changed = resume({ experiences: [experience('e1', { position: 'Lead' })] });
  const removed = resume({ experiences: [] });

  it.each([
    ['removed here, changed there', removed, changed, undefined, 'Lead'],
    ['changed here, removed there', changed, removed, 'Lead', undefined],
  ])('%s', (_, mine, theirs, minePosition, theirsPosition) => {
    const result = mergeResumes(base, mine, theirs);
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]).toMatchObject({ id: 'experiences/e1', section: 'experiences' });
    expect((result.conflicts[0]?.mine as Experience | undefined)?.position).toBe(minePosition);
    expect((result.conflicts[0]?.theirs as Experience | undefined)?.position).toBe(theirsPosition);
    // Until chosen, the tab's own side stands.
    expect(result.resume.experiences.map((entry) => entry.position)).toEqual(minePosition ? ['Lead'] : []);
  });
});

describe('mergeResumes: custom domains (spec §5 "a custom domain is deleted when it has no skill")', () => {
  it('keeps a custom domain that still has skills when both tabs changed the technical skills', () => {
    const custom = { id: 'custom-metier', custom: true, label: 'Métier' };
    const base = resume({
      technicalSkills: [
        { domain: custom, skills: [{ id: 'custom-a', custom: true, label: 'A' }] },
        { domain: { id: 'dev', custom: false }, skills: [{ id: 'java', custom: false }] },
      ],
    });
    const mine = resume({
      technicalSkills: [
        {
          domain: custom,
          skills: [
            { id: 'custom-a', custom: true, label: 'A' },
            { id: 'custom-b', custom: true, label: 'B' },
          ],
        },
        { domain: { id: 'dev', custom: false }, skills: [{ id: 'java', custom: false }] },
      ],
    });
    const theirs = resume({
      technicalSkills: [
        { domain: custom, skills: [{ id: 'custom-a', custom: true, label: 'A' }] },
        {
          domain: { id: 'dev', custom: false },
          skills: [
            { id: 'java', custom: false },
            { id: 'rust', custom: false },
          ],
        },
      ],
    });
    const result = mergeResumes(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(
      result.resume.technicalSkills.map((entry) => [entry.domain.id, entry.skills.map((skill) => skill.id)]),
    ).toEqual([
      ['custom-metier', ['custom-a', 'custom-b']],
      ['dev', ['java', 'rust']],
    ]);
  });
});
