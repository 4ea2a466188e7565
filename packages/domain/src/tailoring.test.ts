/**
 * What a person brings for a client request (issue #27 §5): a requested skill the person lacks is
 * never in the answer; a skill listed in a project's technical environment, or named in its
 * description (by any alias), counts as used there with that project's experience's dates; a
 * skill held but used nowhere comes back declared, with no evidence. On a small catalogue written
 * for these tests (the real one is read by the API's document tests).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skillsBrought, type EvidenceExperience } from './tailoring.ts';
import { buildVocabulary, type VocabularyEntry } from './vocabulary.ts';

const skill = (id: string, labels: string[], more: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  kind: 'skill',
  id,
  labels,
  ...more,
});

const vocabulary = buildVocabulary([
  skill('java', ['Java']),
  skill('spring-boot', ['Spring Boot']),
  skill('microservices', ['Microservices'], { aliases: ['Microservice'] }),
  skill('kubernetes', ['Kubernetes'], { aliases: ['K8s'] }),
  skill('apache-kafka', ['Apache Kafka'], { aliases: ['Kafka'] }),
  skill('rest-api', ['API REST', 'REST APIs'], { aliases: ['REST'], ambiguous: ['REST'] }),
  skill('graphql', ['GraphQL']),
  skill('go', ['Go'], { ambiguous: ['Go'], homonyms: ['go-live'] }),
]);

const NOW = new Date('2026-03-15T12:00:00Z');

interface Project {
  id: string;
  name: string;
  description: string;
  technicalEnvironment: { id: string; custom?: boolean; label?: string }[];
}
type Exp = EvidenceExperience<Project> & { id: string };

let ids = 0;
function project(more: Partial<Project> = {}): Project {
  ids += 1;
  return { id: `p${ids}`, name: `Projet ${ids}`, description: '', technicalEnvironment: [], ...more };
}
function experience(more: Partial<Exp> = {}): Exp {
  ids += 1;
  return {
    id: `e${ids}`,
    position: 'Ingénieur d’études',
    context: 'Refonte du système de paiement',
    startDate: '2020-01',
    endDate: '2022-12',
    projectExperiences: [],
    ...more,
  };
}
const file = (experiences: Exp[], declared: string[] = []) => ({
  technicalSkills: [{ skills: declared.map((id) => ({ id })) }],
  experiences,
});

describe('skillsBrought: which requested skills (issue #27 §5)', () => {
  it('never answers a requested skill the person lacks, in any text or list', () => {
    const resume = file(
      [experience({ projectExperiences: [project({ technicalEnvironment: [{ id: 'java' }] })] })],
      ['kubernetes'],
    );
    const brought = skillsBrought(resume, ['rest-api', 'java', 'graphql', 'kubernetes'], {
      vocabulary,
      now: NOW,
    });
    expect(brought.map((skill) => skill.id)).toEqual(['java', 'kubernetes']);
  });

  it('answers nothing for a file that holds none of the requested skills', () => {
    expect(skillsBrought(file([experience()], ['java']), ['graphql', 'rest-api'], { vocabulary })).toEqual(
      [],
    );
  });

  it('keeps the request’s order and answers a skill asked twice once', () => {
    const resume = file([], ['java', 'kubernetes', 'graphql']);
    expect(
      skillsBrought(resume, ['graphql', 'java', 'graphql'], { vocabulary }).map((skill) => skill.id),
    ).toEqual(['graphql', 'java']);
  });

  it('lists a skill held but used nowhere as declared, with no use and no years', () => {
    const [java] = skillsBrought(file([experience()], ['java']), ['java'], { vocabulary, now: NOW });
    expect(java).toEqual({
      id: 'java',
      declared: true,
      uses: [],
      months: 0,
      firstYear: null,
      lastYear: null,
      ongoing: false,
    });
  });

  it('counts a declared custom skill whose label names the requested entry', () => {
    const resume = {
      technicalSkills: [{ skills: [{ id: 'custom-1', custom: true, label: 'K8s' }] }],
      experiences: [],
    };
    expect(skillsBrought(resume, ['kubernetes'], { vocabulary })[0]?.declared).toBe(true);
    // Without the vocabulary, only ids count.
    expect(skillsBrought(resume, ['kubernetes'])).toEqual([]);
    // A custom skill itself counts by its id.
    expect(skillsBrought(resume, ['custom-1'], { vocabulary })[0]?.declared).toBe(true);
  });

  it('does not read the label of a catalogue reference, only its id', () => {
    const resume = {
      technicalSkills: [{ skills: [{ id: 'graphql', custom: false, label: 'Java' }] }],
      experiences: [],
    };
    expect(skillsBrought(resume, ['java'], { vocabulary })).toEqual([]);
  });
});

describe('skillsBrought: where and when (issue #27 §5)', () => {
  it('counts a skill only in a project’s technical environment, with that experience’s dates', () => {
    const used = project({ technicalEnvironment: [{ id: 'apache-kafka' }] });
    const other = project();
    const paris = experience({ startDate: '2019-04', endDate: '2021-09', projectExperiences: [other, used] });
    const [kafka] = skillsBrought(file([paris, experience()]), ['apache-kafka'], { vocabulary, now: NOW });
    expect(kafka).toMatchObject({
      declared: false,
      firstYear: 2019,
      lastYear: 2021,
      ongoing: false,
      months: 30,
    });
    expect(kafka?.uses).toEqual([{ experience: paris, projects: [used] }]);
  });

  it('counts a skill only in a project’s description, with that experience’s dates', () => {
    const used = project({ description: 'Conception de microservices Spring Boot pour le paiement.' });
    const lyon = experience({ startDate: '2016-02', endDate: '2018-06', projectExperiences: [used] });
    const brought = skillsBrought(file([lyon]), ['spring-boot', 'microservices'], { vocabulary, now: NOW });
    expect(brought.map((skill) => [skill.id, skill.firstYear, skill.lastYear])).toEqual([
      ['spring-boot', 2016, 2018],
      ['microservices', 2016, 2018],
    ]);
    expect(brought[0]?.uses).toEqual([{ experience: lyon, projects: [used] }]);
  });

  it('reads an alias written in a description (“K8s” is Kubernetes)', () => {
    const used = project({ description: 'Migration des services vers K8s.' });
    const [kubernetes] = skillsBrought(file([experience({ projectExperiences: [used] })]), ['kubernetes'], {
      vocabulary,
      now: NOW,
    });
    expect(kubernetes?.uses[0]?.projects).toEqual([used]);
    // Without the vocabulary, descriptions are not read.
    expect(skillsBrought(file([experience({ projectExperiences: [used] })]), ['kubernetes'])).toEqual([]);
  });

  it('reads a custom skill of a technical environment as the entry it names', () => {
    const used = project({
      technicalEnvironment: [{ id: 'custom-2', custom: true, label: 'Spring Boot microservices' }],
    });
    const brought = skillsBrought(file([experience({ projectExperiences: [used] })]), ['spring-boot'], {
      vocabulary,
      now: NOW,
    });
    expect(brought[0]?.uses[0]?.projects).toEqual([used]);
  });

  it('keeps the vocabulary’s rules: no ambiguous name from prose, no homonym', () => {
    const prose = project({ description: 'Go-live du projet en mars ; we took a rest after it.' });
    expect(
      skillsBrought(file([experience({ projectExperiences: [prose] })]), ['go', 'rest-api'], { vocabulary }),
    ).toEqual([]);
  });

  it('counts a skill named in an experience’s position or context, with no project', () => {
    const lead = experience({ position: 'Tech lead Java', context: 'Équipe de 8 développeurs' });
    const broker = experience({ position: 'Développeur', context: 'Bus d’événements Kafka' });
    const brought = skillsBrought(file([lead, broker]), ['java', 'apache-kafka'], { vocabulary, now: NOW });
    expect(brought.map((skill) => skill.uses)).toEqual([
      [{ experience: lead, projects: [] }],
      [{ experience: broker, projects: [] }],
    ]);
  });

  it('lists the uses in spec §4 order, spans the years of all of them and counts overlaps once', () => {
    const old = experience({
      startDate: '2012-01',
      endDate: '2016-12',
      projectExperiences: [project({ technicalEnvironment: [{ id: 'java' }] })],
    });
    const current = experience({
      startDate: '2021-01',
      endDate: null,
      projectExperiences: [project({ description: 'API Java' })],
    });
    const overlapping = experience({
      startDate: '2016-01',
      endDate: '2021-06',
      projectExperiences: [project({ technicalEnvironment: [{ id: 'java' }] })],
    });
    const [java] = skillsBrought(file([old, current, overlapping]), ['java'], { vocabulary, now: NOW });
    expect(java?.uses.map((use) => use.experience)).toEqual([current, overlapping, old]);
    expect(java).toMatchObject({ firstYear: 2012, lastYear: 2026, ongoing: true });
    // 2012-01 to 2026-03, every month once.
    expect(java?.months).toBe(14 * 12 + 3);
  });

  it('gives an ongoing experience started after “now” its start year as the last year', () => {
    const future = experience({
      startDate: '2027-02',
      endDate: null,
      projectExperiences: [project({ technicalEnvironment: [{ id: 'java' }] })],
    });
    expect(skillsBrought(file([future]), ['java'], { vocabulary, now: NOW })[0]).toMatchObject({
      firstYear: 2027,
      lastYear: 2027,
      ongoing: true,
    });
  });

  it('shows the 16-year Java tech lead of the issue with where and when Java was used', () => {
    // issue #27: "a 16-year Java tech lead whose projects describe Spring Boot microservices"
    // printed "Java — declared, used in no project yet".
    const bank = experience({
      id: 'bank',
      position: 'Tech lead Java',
      context: 'Refonte du système de paiement',
      startDate: '2018-01',
      endDate: null,
      projectExperiences: [
        project({
          name: 'Paiements instantanés',
          description: 'Microservices Spring Boot (Java 17) sur K8s',
          technicalEnvironment: [{ id: 'spring-boot' }],
        }),
      ],
    });
    const insurer = experience({
      id: 'insurer',
      position: 'Développeur Java / J2EE',
      context: 'Application de gestion des contrats',
      startDate: '2010-01',
      endDate: '2017-12',
      projectExperiences: [project({ name: 'Contrats', description: 'Batchs et services web' })],
    });
    const [java, kubernetes] = skillsBrought(file([insurer, bank], ['java']), ['java', 'kubernetes'], {
      vocabulary,
      now: NOW,
    });
    expect(java).toMatchObject({
      id: 'java',
      declared: true,
      firstYear: 2010,
      lastYear: 2026,
      ongoing: true,
    });
    expect(java?.months).toBe(16 * 12 + 3);
    expect(java?.uses.map((use) => [use.experience.id, use.projects.map((p) => p.name)])).toEqual([
      ['bank', ['Paiements instantanés']],
      ['insurer', []],
    ]);
    expect(kubernetes?.uses.map((use) => use.experience.id)).toEqual(['bank']);
  });

  it('answers, for any file, exactly the requested skills held, and uses only of experiences naming them', () => {
    const skills = ['java', 'kubernetes', 'graphql', 'apache-kafka'];
    const arbitrary = fc.record({
      declared: fc.subarray(skills),
      experiences: fc.array(
        fc.record({
          environment: fc.subarray(skills),
          description: fc.subarray(['Java', 'K8s', 'GraphQL', 'Kafka', 'une refonte']),
          startYear: fc.integer({ min: 2000, max: 2020 }),
          length: fc.integer({ min: 0, max: 5 }),
        }),
        { maxLength: 4 },
      ),
      requested: fc.subarray(skills),
    });
    const namedBy: Record<string, string> = {
      Java: 'java',
      K8s: 'kubernetes',
      GraphQL: 'graphql',
      Kafka: 'apache-kafka',
    };
    fc.assert(
      fc.property(arbitrary, ({ declared, experiences, requested }) => {
        const built = experiences.map((e) =>
          experience({
            startDate: `${e.startYear}-01`,
            endDate: `${e.startYear + e.length}-12`,
            projectExperiences: [
              project({
                technicalEnvironment: e.environment.map((id) => ({ id })),
                description: e.description.join(', '),
              }),
            ],
          }),
        );
        const brought = skillsBrought(file(built, declared), requested, { vocabulary, now: NOW });
        const usedIn = (id: string) =>
          experiences.filter(
            (e) => e.environment.includes(id) || e.description.some((word) => namedBy[word] === id),
          );
        const held = requested.filter((id) => declared.includes(id) || usedIn(id).length > 0);
        expect(brought.map((skill) => skill.id)).toEqual(held);
        for (const skill of brought) {
          expect(skill.uses).toHaveLength(usedIn(skill.id).length);
          expect(skill.firstYear).toBe(
            usedIn(skill.id).length === 0 ? null : Math.min(...usedIn(skill.id).map((e) => e.startYear)),
          );
        }
      }),
    );
  });
});
