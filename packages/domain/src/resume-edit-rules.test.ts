/**
 * spec §5 editing rules at their edges: a custom domain deleted only with its last skill, a domain
 * that is not there, catalogue references that carry a label, custom entries repeating a
 * catalogue domain or job, custom ids of the wrong shape (issue #10 §3), catalogue ids shared by
 * two kinds, and the ids `customRef` makes for any label a form accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHORT_TEXT_MAX } from './constants.ts';
import type { ReferenceItem } from './reference.ts';
import { emptyResume, ZCatalogRef, type CatalogRef, type ResumeBody } from './resume.ts';
import {
  catalogueIssues,
  CUSTOM_ID,
  customLabelExists,
  customRef,
  deselectDomain,
  deselectSkill,
  takenLabels,
} from './resume-edit.ts';

const ref = (id: string, label?: string): CatalogRef =>
  label === undefined ? { id, custom: false } : { id, custom: false, label };
const custom = (id: string, label: string): CatalogRef => ({ id, custom: true, label });

/** Catalogue ids are unique per kind only: `cloud` is both a sub-sector and a skill here. */
const catalogue: ReferenceItem[] = [
  { kind: 'domain', id: 'dev', parentId: null, labelFr: 'Développement', labelEn: 'Development' },
  { kind: 'skill', id: 'java', parentId: 'dev', labelFr: 'Java', labelEn: 'Java' },
  { kind: 'job', id: 'developer', parentId: null, labelFr: 'Développeur', labelEn: 'Developer' },
  { kind: 'sector', id: 'banking', parentId: null, labelFr: 'Banque', labelEn: 'Banking' },
  {
    kind: 'sub_sector',
    id: 'cloud',
    parentId: 'banking',
    labelFr: 'Banque en ligne',
    labelEn: 'Online banking',
  },
  { kind: 'skill', id: 'cloud', parentId: 'dev', labelFr: 'Cloud', labelEn: 'Cloud' },
];

/** A resume passing `catalogueIssues`: one job, a catalogue domain, a custom domain with two skills. */
function resume(): ResumeBody {
  return {
    ...emptyResume(),
    jobs: [{ job: ref('developer'), experienceMonths: 12 }],
    technicalSkills: [
      { domain: ref('dev'), skills: [ref('java'), ref('cloud')] },
      {
        domain: custom('custom-maison', 'Maison'),
        skills: [custom('custom-forge', 'Forge'), custom('custom-enclume', 'Enclume')],
      },
    ],
    experiences: [
      {
        id: 'e1',
        corporation: 'ACME',
        personalProject: false,
        sector: 'banking',
        position: 'Développeur',
        context: 'Refonte',
        startDate: '2020-01',
        endDate: null,
        projectExperiences: [
          {
            id: 'p1',
            name: 'P1',
            description: '',
            technicalEnvironment: [ref('java'), custom('custom-forge', 'Forge')],
            jobs: [ref('developer')],
            subSectors: ['cloud'],
          },
        ],
      },
    ],
  };
}

describe('spec §5: a custom domain is deleted when it has no skill', () => {
  it('keeps a custom domain that still holds a skill', () => {
    const outcome = deselectSkill(resume(), 'custom-enclume');
    expect(outcome.ok && outcome.resume.technicalSkills[1]).toEqual({
      domain: custom('custom-maison', 'Maison'),
      skills: [custom('custom-forge', 'Forge')],
    });
  });
});

describe('spec §5: deselecting a domain', () => {
  it('leaves the resume as it is when the domain is not in it', () => {
    const before = resume();
    expect(deselectDomain(before, 'absent')).toEqual({ ok: true, resume: before, removedFromProjects: [] });
  });
});

describe('spec §5: a custom domain, skill or job must not already exist', () => {
  it("counts the user's custom labels, not a label carried by a catalogue reference", () => {
    const taken = takenLabels('skill', catalogue, [
      ref('java', 'Ancien libellé'),
      custom('custom-forge', 'Forge'),
    ]);
    expect(customLabelExists('Forge', taken)).toBe(true);
    expect(customLabelExists('Ancien libellé', taken)).toBe(false);
  });

  it('does not take a catalogue reference carrying its own label for a repeated custom entry', () => {
    const body = resume();
    body.technicalSkills[0]!.skills[0] = ref('java', 'Java');
    body.jobs[0]!.job = ref('developer', 'Developer');
    body.technicalSkills[0]!.domain = ref('dev', 'Développement');
    expect(catalogueIssues(body, catalogue)).toEqual([]);
  });

  it.each([
    [
      'a custom domain named as a catalogue domain',
      (body: ResumeBody) =>
        (body.technicalSkills[1]!.domain = custom('custom-development', ' DEVELOPPEMENT ')),
      'technicalSkills.1.domain',
    ],
    [
      'a custom profession named as a catalogue profession',
      (body: ResumeBody) =>
        body.jobs.push({ job: custom('custom-developer', 'developer'), experienceMonths: 1 }),
      'jobs.1.job',
    ],
  ])('names %s', (_name, change, path) => {
    const body = resume();
    change(body);
    expect(catalogueIssues(body, catalogue)).toEqual([{ path, key: 'validation.customAlreadyExists' }]);
  });
});

describe("issue #10 §3: references name the catalogue or have customRef's shape", () => {
  it('names a catalogue domain that does not exist, on the domain', () => {
    const body = resume();
    body.technicalSkills[0]!.domain = ref('nowhere');
    expect(catalogueIssues(body, catalogue)).toEqual([
      { path: 'technicalSkills.0.domain', key: 'validation.unknownCatalogueEntry' },
    ]);
  });

  it.each([
    'xcustom-forge',
    'my-custom-forge',
    'custom-forge!',
    'custom-forge ',
    'custom-Forge',
    'custom-forge-',
  ])('names the custom id "%s"', (id) => {
    const body = resume();
    body.technicalSkills[1]!.skills[1] = custom(id, 'Marteau');
    expect(catalogueIssues(body, catalogue)).toEqual([
      { path: 'technicalSkills.1.skills.1', key: 'validation.unknownCatalogueEntry' },
    ]);
  });

  it('places a sub-sector by its own parent, even when another kind shares its id', () => {
    expect(catalogueIssues(resume(), catalogue)).toEqual([]);
    const body = resume();
    body.experiences[0]!.sector = null;
    expect(catalogueIssues(body, catalogue)).toEqual([
      { path: 'experiences.0.projectExperiences.0.subSectors', key: 'validation.subSectorNotInSector' },
    ]);
  });
});

describe('customRef: an id the API accepts for any label a form accepts', () => {
  const unit = fc.constantFrom('a', 'é', 'Z', '9', ' ', '-', '/', '+', 'ß');
  // Short labels, and labels long enough for the 60-character cut of the slug.
  const label = fc
    .oneof(
      fc.string({ unit, minLength: 1, maxLength: 20 }),
      fc.string({ unit, minLength: 55, maxLength: SHORT_TEXT_MAX }),
    )
    .filter((text) => text.trim() !== '');
  const usedIds = fc.array(fc.constantFrom('custom-a', 'custom-a-2', 'custom-entry', 'custom-a-a'), {
    maxLength: 4,
  });

  it('has the custom shape, fits a catalogue reference and is not already used', () => {
    fc.assert(
      fc.property(label, usedIds, (text, used) => {
        const made = customRef(text, new Set(used));
        expect(made.id).toMatch(/^custom-/);
        expect(CUSTOM_ID.test(made.id)).toBe(true);
        expect(ZCatalogRef.safeParse(made).success).toBe(true);
        expect(used).not.toContain(made.id);
        expect(made.label).toBe(text.trim());
      }),
    );
  });

  it('keeps no dash at the end when the cut falls on one', () => {
    const made = customRef(`${'a'.repeat(59)} b`, new Set());
    expect(made.id).toBe(`custom-${'a'.repeat(59)}`);
    expect(customRef(`${'a'.repeat(59)} b`, new Set([made.id])).id).toBe(`custom-${'a'.repeat(59)}-2`);
  });

  it(`fits a label of ${SHORT_TEXT_MAX} letters in a catalogue reference`, () => {
    const made = customRef('a'.repeat(SHORT_TEXT_MAX), new Set());
    expect(made.id).toBe(`custom-${'a'.repeat(60)}`);
    expect(ZCatalogRef.safeParse(made).success).toBe(true);
  });
});
