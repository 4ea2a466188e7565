/**
 * Issue #27 §6: `POST /api/match` answers, per matched skill, the evidence behind it — the
 * experiences and projects where it was used, with their dates, most recent first, and the last
 * year of use — read from the file by `skillsBrought` (a custom "K8s" in a project's technical
 * environment counts as Kubernetes), bounded, and in agreement with matched and missing. People
 * hold a skill of their own so that they rank first among whoever else the database holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Experience, ResumeBody } from '@highlight/domain/resume';
import type { MatchResponse } from '@highlight/domain/matching';
import { MATCH_EVIDENCE_PLACES_MAX } from '@highlight/domain/match-evidence';
import { createTestApp } from '../../../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hrHeaders: Record<string, string>;
const marker = `custom-preuve-${Date.now().toString(36)}`;
const markerRef = { id: marker, custom: true, label: 'Preuve' };
const people: Record<string, string> = {};

type Environment = Experience['projectExperiences'][number]['technicalEnvironment'];

function experience(
  corporation: string,
  startDate: string,
  endDate: string | null,
  projects: { name: string; environment: Environment; description?: string }[],
): Experience {
  return {
    id: `exp-${corporation}`,
    corporation,
    personalProject: false,
    sector: null,
    position: 'Développeur',
    context: 'Mission de conseil',
    startDate,
    endDate,
    projectExperiences: projects.map((project, index) => ({
      id: `proj-${corporation}-${index}`,
      name: project.name,
      description: project.description ?? '',
      technicalEnvironment: project.environment,
      jobs: [],
      subSectors: [],
    })),
  };
}

function fileOf(experiences: Experience[], declared: Environment = []): ResumeBody {
  return {
    desiredPosition: 'Développeur Java',
    summary: '',
    jobs: [],
    technicalSkills: [
      { domain: { id: 'custom-stack', custom: true, label: 'Stack' }, skills: [markerRef, ...declared] },
    ],
    softSkills: [],
    experiences,
    diplomas: [],
    languages: [],
  };
}

const java = { id: 'java', custom: false };
const k8s = { id: `custom-k8s-${Date.now().toString(36)}`, custom: true, label: 'K8s' };

beforeAll(async () => {
  t = await createTestApp();
  const hr = await t.createUser({ roles: ['human_ressources'] });
  hrHeaders = await t.authHeader(hr);
  // Java at a bank (2016–2019) and at an insurer (2020–2023); Kubernetes only as "K8s", a custom
  // skill (mission 3 and a project's technical environment), which skill_usage does not know as
  // Kubernetes.
  const preuve = await t.createCollaboratorWithFile(
    { lastname: 'Preuve' },
    fileOf(
      [
        experience('Banque', '2016-01', '2019-12', [{ name: 'Paiements', environment: [java, markerRef] }]),
        experience('Assureur', '2020-01', '2023-06', [
          { name: 'Sinistres', environment: [java, k8s] },
          { name: 'Portail', environment: [markerRef] },
        ]),
      ],
      [java, k8s],
    ),
  );
  people.Preuve = preuve.user.id;
  // The marker used at five firms, one a year: more places than an answer holds.
  const years = [2015, 2017, 2019, 2021, 2023];
  const nomade = await t.createCollaboratorWithFile(
    { lastname: 'Nomade' },
    fileOf(
      years.map((year) =>
        experience(`Firme${year}`, `${year}-01`, `${year}-12`, [
          { name: `Projet ${year}`, environment: [markerRef] },
        ]),
      ),
    ),
  );
  people.Nomade = nomade.user.id;
});
afterAll(() => t.close());

async function match(skills: { id: string; required?: boolean }[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/match',
    headers: hrHeaders,
    payload: { skills, limit: 200 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatchResponse>();
}

function resultOf(body: MatchResponse, name: string) {
  const result = body.results.find((entry) => entry.userId === people[name]);
  if (!result) throw new Error(`${name} not ranked`);
  return result;
}

describe('POST /api/match evidence (issue #27 §6)', () => {
  it('names where and when each matched skill was used, most recent first, with its last year', async () => {
    const body = await match([{ id: marker }, { id: 'java' }, { id: 'kubernetes' }]);
    const preuve = resultOf(body, 'Preuve');
    expect(preuve.matched).toEqual([marker, 'java', 'kubernetes']);
    expect(preuve.missing).toEqual([]);
    expect(preuve.evidence?.java).toEqual({
      declared: true,
      places: [
        {
          corporation: 'Assureur',
          personalProject: false,
          position: 'Développeur',
          startDate: '2020-01',
          endDate: '2023-06',
          projects: ['Sinistres'],
          moreProjects: 0,
        },
        {
          corporation: 'Banque',
          personalProject: false,
          position: 'Développeur',
          startDate: '2016-01',
          endDate: '2019-12',
          projects: ['Paiements'],
          moreProjects: 0,
        },
      ],
      morePlaces: 0,
      months: 48 + 42,
      lastYear: 2023,
      ongoing: false,
    });
    expect(preuve.evidence?.kubernetes).toMatchObject({
      places: [
        { corporation: 'Assureur', projects: ['Sinistres'], startDate: '2020-01', endDate: '2023-06' },
      ],
      morePlaces: 0,
      lastYear: 2023,
    });
    expect(preuve.evidence?.[marker]?.places.map((place) => place.corporation)).toEqual([
      'Assureur',
      'Banque',
    ]);
    expect(preuve.years.kubernetes).toBe(3.5);
    // Only matched skills carry evidence.
    expect(Object.keys(preuve.evidence ?? {}).sort()).toEqual([...preuve.matched].sort());
  });

  it('counts a skill held only as "K8s" as matched, in the score too', async () => {
    const body = await match([{ id: marker }, { id: 'kubernetes' }]);
    const preuve = resultOf(body, 'Preuve');
    const nomade = resultOf(body, 'Nomade');
    expect(preuve.matched).toEqual([marker, 'kubernetes']);
    expect(preuve.missing).toEqual([]);
    // Both use the marker five years or more, until 2023; only Kubernetes sets them apart.
    expect(nomade.missing).toEqual(['kubernetes']);
    expect(preuve.score).toBeGreaterThan(nomade.score);
    expect(body.results.indexOf(preuve)).toBeLessThan(body.results.indexOf(nomade));
  });

  it('answers a skill the person lacks as missing, with no evidence', async () => {
    const nomade = resultOf(await match([{ id: marker }, { id: 'kubernetes' }]), 'Nomade');
    expect(nomade.matched).toEqual([marker]);
    expect(nomade.missing).toEqual(['kubernetes']);
    expect(nomade.evidence?.kubernetes).toBeUndefined();
  });

  it(`answers at most ${MATCH_EVIDENCE_PLACES_MAX} places per skill, the most recent, and counts the rest`, async () => {
    const nomade = resultOf(await match([{ id: marker }]), 'Nomade');
    const evidence = nomade.evidence?.[marker];
    expect(evidence?.places.map((place) => place.corporation)).toEqual([
      'Firme2023',
      'Firme2021',
      'Firme2019',
    ]);
    expect(evidence?.morePlaces).toBe(2);
    expect(evidence?.lastYear).toBe(2023);
    expect(evidence?.months).toBe(60);
  });
});
