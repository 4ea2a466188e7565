/**
 * Issue #27 §6: the evidence of a match, shaped from `skillsBrought` — places most recent first
 * with their firm, dates and projects, bounded (places and project names, the rest counted), the
 * last year of use, and the answer valid for `ZSkillEvidence`. On a small catalogue written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import {
  MATCH_EVIDENCE_PLACES_MAX,
  MATCH_EVIDENCE_PROJECTS_MAX,
  skillEvidence,
  ZSkillEvidence,
} from './match-evidence.ts';
import { skillsBrought } from './tailoring.ts';
import { buildVocabulary } from './vocabulary.ts';

const vocabulary = buildVocabulary([
  { kind: 'skill', id: 'java', labels: ['Java'] },
  { kind: 'skill', id: 'kubernetes', labels: ['Kubernetes'], aliases: ['K8s'] },
]);
const NOW = new Date('2026-03-15T12:00:00Z');

let ids = 0;
const project = (name: string, environment: { id: string; custom?: boolean; label?: string }[] = []) => {
  ids += 1;
  return { id: `p${ids}`, name, description: '', technicalEnvironment: environment };
};
type Project = ReturnType<typeof project>;
const experience = (corporation: string, startDate: string, endDate: string | null, projects: Project[]) => {
  ids += 1;
  return {
    id: `e${ids}`,
    corporation,
    personalProject: false,
    position: 'Développeur',
    context: 'Refonte',
    startDate,
    endDate,
    projectExperiences: projects,
  };
};
type Exp = ReturnType<typeof experience>;
const file = (experiences: Exp[], declared: string[] = []) => ({
  technicalSkills: [{ skills: declared.map((id) => ({ id })) }],
  experiences,
});
const java = () => [{ id: 'java' }];

function evidenceOf(experiences: Exp[], id: string, declared: string[] = []) {
  const [brought] = skillsBrought(file(experiences, declared), [id], { vocabulary, now: NOW });
  if (!brought) throw new Error(`${id} not brought`);
  return skillEvidence(brought);
}

describe('skillEvidence (issue #27 §6)', () => {
  it('names each place with its firm, position, dates and projects, most recent first', () => {
    const bank = experience('Banque', '2018-01', '2020-06', [project('Paiements', java())]);
    const insurer = experience('Assureur', '2021-01', '2023-12', [
      project('Sinistres', java()),
      project('Portail'),
      project('Contrats', java()),
    ]);
    const evidence = evidenceOf([bank, insurer], 'java');
    expect(evidence).toEqual({
      declared: false,
      places: [
        {
          corporation: 'Assureur',
          personalProject: false,
          position: 'Développeur',
          startDate: '2021-01',
          endDate: '2023-12',
          projects: ['Sinistres', 'Contrats'],
          moreProjects: 0,
        },
        {
          corporation: 'Banque',
          personalProject: false,
          position: 'Développeur',
          startDate: '2018-01',
          endDate: '2020-06',
          projects: ['Paiements'],
          moreProjects: 0,
        },
      ],
      morePlaces: 0,
      months: 30 + 36,
      lastYear: 2023,
      ongoing: false,
    });
    expect(ZSkillEvidence.safeParse(evidence).success).toBe(true);
  });

  it('counts K8s written in a project environment as Kubernetes used there, ongoing up to now', () => {
    const current = experience('Opérateur', '2025-01', null, [
      project('Plateforme', [{ id: 'custom-k8s', custom: true, label: 'K8s' }]),
    ]);
    const evidence = evidenceOf([current], 'kubernetes');
    expect(evidence.places.map((place) => [place.corporation, place.projects, place.endDate])).toEqual([
      ['Opérateur', ['Plateforme'], null],
    ]);
    expect(evidence).toMatchObject({ lastYear: 2026, ongoing: true, months: 15 });
  });

  it(`answers at most ${MATCH_EVIDENCE_PLACES_MAX} places, the most recent, and counts the rest`, () => {
    const years = [2012, 2014, 2016, 2018, 2020];
    const experiences = years.map((year) =>
      experience(`Firme ${year}`, `${year}-01`, `${year}-12`, [project(`Projet ${year}`, java())]),
    );
    const evidence = evidenceOf(experiences, 'java');
    expect(evidence.places.map((place) => place.corporation)).toEqual([
      'Firme 2020',
      'Firme 2018',
      'Firme 2016',
    ]);
    expect(evidence.morePlaces).toBe(years.length - MATCH_EVIDENCE_PLACES_MAX);
    expect(evidence.lastYear).toBe(2020);
    expect(evidence.months).toBe(12 * years.length);
    expect(ZSkillEvidence.safeParse(evidence).success).toBe(true);
  });

  it(`names at most ${MATCH_EVIDENCE_PROJECTS_MAX} projects per place, in the file's order, and counts the rest`, () => {
    const names = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'];
    const evidence = evidenceOf(
      [
        experience(
          'Banque',
          '2020-01',
          '2020-12',
          names.map((name) => project(name, java())),
        ),
      ],
      'java',
    );
    expect(evidence.places[0]?.projects).toEqual(['Un', 'Deux', 'Trois']);
    expect(evidence.places[0]?.moreProjects).toBe(names.length - MATCH_EVIDENCE_PROJECTS_MAX);
    expect(ZSkillEvidence.safeParse(evidence).success).toBe(true);
  });

  it('answers a skill declared but used nowhere with no place and no last year', () => {
    const evidence = evidenceOf([experience('Banque', '2020-01', '2020-12', [])], 'java', ['java']);
    expect(evidence).toEqual({
      declared: true,
      places: [],
      morePlaces: 0,
      months: 0,
      lastYear: null,
      ongoing: false,
    });
  });

  it('keeps a personal project as such', () => {
    const own = { ...experience('', '2022-01', '2022-06', [project('Jeu', java())]), personalProject: true };
    expect(evidenceOf([own], 'java').places[0]).toMatchObject({ corporation: '', personalProject: true });
  });

  it('refuses more places or project names than the bounds on the wire', () => {
    const place = {
      corporation: 'Banque',
      personalProject: false,
      position: 'Dev',
      startDate: '2020-01',
      endDate: null,
      projects: [],
      moreProjects: 0,
    };
    const base = { declared: false, morePlaces: 0, months: 1, lastYear: 2020, ongoing: true };
    const tooMany = Array.from({ length: MATCH_EVIDENCE_PLACES_MAX + 1 }, () => place);
    expect(ZSkillEvidence.safeParse({ ...base, places: tooMany }).success).toBe(false);
    const names = Array.from({ length: MATCH_EVIDENCE_PROJECTS_MAX + 1 }, (_, index) => `P${index}`);
    expect(ZSkillEvidence.safeParse({ ...base, places: [{ ...place, projects: names }] }).success).toBe(
      false,
    );
    expect(ZSkillEvidence.safeParse({ ...base, places: [place] }).success).toBe(true);
  });
});
