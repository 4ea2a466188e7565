/**
 * Skills as a CV lists them (issue #28 §1 "skills mapped to the catalogue through the vocabulary
 * …, custom entries under spec §5 otherwise"): rows of our own writing, one per rule of ./skills.ts.
 */
import { describe, expect, it } from 'vitest';
import { cvLine, cvSection } from '../../test-support/cv-lines.ts';
import { buildVocabulary, type VocabularyEntry } from '../vocabulary.ts';
import { readSkills } from './skills.ts';

const skill = (id: string, labels: string[], extra: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  kind: 'skill',
  id,
  labels,
  ...extra,
});
const vocabulary = buildVocabulary([
  skill('java', ['Java']),
  skill('spring-boot', ['Spring Boot']),
  skill('kubernetes', ['Kubernetes'], { aliases: ['K8s'] }),
  skill('docker', ['Docker']),
  skill('postgresql', ['PostgreSQL'], { aliases: ['Postgres'] }),
  skill('python', ['Python']),
  skill('kafka', ['Apache Kafka'], { aliases: ['Kafka'] }),
  skill('ci-cd', ['CI/CD']),
  skill('go', ['Go'], { ambiguous: ['Go'] }),
]);

const read = (lines: string[], prose: string[] = []) =>
  readSkills([cvSection('skills', lines)], vocabulary, prose);
const summary = (lines: string[], prose: string[] = []) =>
  read(lines, prose).technical.map(
    (entry) => `${entry.id ?? 'custom'}:${entry.written}:${entry.group ?? '-'}:${entry.from}`,
  );

describe('readSkills: a skills section', () => {
  it('reads a group and its items through the vocabulary, aliases included and versions dropped', () => {
    expect(summary(['Langages : Java 17, Python; K8s | Postgres'])).toEqual([
      'java:Java:Langages:skills',
      'python:Python:Langages:skills',
      'kubernetes:K8s:Langages:skills',
      'postgresql:Postgres:Langages:skills',
    ]);
  });

  it('keeps a short name the catalogue lacks as a custom skill, never a group name, a level or prose', () => {
    expect(
      summary(['Outils : Talend Open Studio, Jira, Outils, avancé, Je maîtrise les outils de la suite.']),
    ).toEqual(['custom:Talend Open Studio:Outils:skills', 'custom:Jira:Outils:skills']);
  });

  it('drops a level written with the skill, in brackets, after it or as a rating', () => {
    expect(summary(['Java (avancé), Python expert, Kafka ★★★☆☆, Docker (3 ans), Jira 5 years'])).toEqual([
      'java:Java:-:skills',
      'python:Python:-:skills',
      'kafka:Kafka:-:skills',
      'docker:Docker:-:skills',
      'custom:Jira:-:skills',
    ]);
  });

  it('reads a group name alone on its line as the group of the next lines (a table, a sidebar)', () => {
    expect(summary(['Bases de données', 'PostgreSQL', 'Oracle Exadata'])).toEqual([
      'postgresql:PostgreSQL:Bases de données:skills',
      'custom:Oracle Exadata:Bases de données:skills',
    ]);
  });

  it('keeps "CI/CD" whole and parts items on a spaced slash or dash', () => {
    expect(summary(['CI/CD / Docker - Kubernetes'])).toEqual([
      'ci-cd:CI/CD:-:skills',
      'docker:Docker:-:skills',
      'kubernetes:Kubernetes:-:skills',
    ]);
  });

  it('reads a soft-skill group as functional skills, never technical ones', () => {
    const skills = read(['Savoir-être : rigueur, autonomie, esprit d’équipe, ok', 'Java']);
    expect(skills.functional).toEqual(['rigueur', 'autonomie', 'esprit d’équipe']);
    expect(skills.technical.map((entry) => entry.id)).toEqual(['java']);
  });

  it('reads only skills sections', () => {
    const skills = readSkills([cvSection('interests', ['Docker, randonnée'])], vocabulary);
    expect(skills).toEqual({ technical: [], functional: [] });
  });
});

describe('readSkills: lines as layouts print them', () => {
  it('reads a line of tags parted by spaces only, ambiguous names included (a skills section is technical)', () => {
    expect(summary(['Java Kubernetes Go Obscurix'])).toEqual([
      'java:Java:-:skills',
      'kubernetes:Kubernetes:-:skills',
      'go:Go:-:skills',
    ]);
  });

  it('joins a line the layout wrapped: after a list sign or a cut word, or before a lower-case start', () => {
    expect(
      summary([
        'Back-end : Java, Spring Boot,',
        'Kafka',
        'Outils : Dock-',
        'er',
        'Cloud : Python et',
        'kubernetes',
      ]),
    ).toEqual([
      'java:Java:Back-end:skills',
      'spring-boot:Spring Boot:Back-end:skills',
      'kafka:Kafka:Back-end:skills',
      'docker:Docker:Outils:skills',
      'python:Python:Cloud:skills',
      'kubernetes:kubernetes:Cloud:skills',
    ]);
    // A line starting with a capital after one ending without a list sign is a line of its own.
    expect(summary(['Java', 'Python'])).toEqual(['java:Java:-:skills', 'python:Python:-:skills']);
    // A bullet always opens a line of its own.
    const bullets = readSkills(
      [cvSection('skills', [cvLine('Java,'), cvLine('Python', { listItem: true })])],
      vocabulary,
    );
    expect(bullets.technical.map((entry) => entry.id)).toEqual(['java', 'python']);
  });

  it('leaves spoken languages and interests of a mixed section to their readers, not programming languages', () => {
    expect(
      summary([
        'Languages: English (native), German (basic)',
        'Interests: Video Games, Docker',
        'Languages: Python, Java, Kafka',
      ]),
    ).toEqual([
      'python:Python:Languages:skills',
      'java:Java:Languages:skills',
      'kafka:Kafka:Languages:skills',
    ]);
  });

  it('marks a name read word by word a little less sure than one the vocabulary read in a list', () => {
    expect(read(['Java, Kubernetes']).technical.map((entry) => [entry.id, entry.confidence])).toEqual([
      ['java', 0.9],
      ['kubernetes', 0.9],
    ]);
    expect(read(['Obscurix Go']).technical.map((entry) => [entry.id, entry.confidence])).toEqual([
      ['go', 0.8],
    ]);
  });
});

describe('readSkills: the experiences’ prose', () => {
  it('adds the catalogue entries the prose names after the section’s, each once, and never a custom one', () => {
    expect(
      summary(
        ['Java'],
        [
          'Développement de micro-services Spring Boot sur Kubernetes, Java 17.',
          'Mise en place de Cassandra.',
        ],
      ),
    ).toEqual(['java:Java:-:skills', 'spring-boot:Spring Boot:-:prose', 'kubernetes:Kubernetes:-:prose']);
  });

  it('keeps an ambiguous name out of prose without a technical context', () => {
    expect(summary([], ['Go-live du projet en mars.'])).toEqual([]);
  });

  it('marks the section’s skills surer than the prose’s, and custom ones least', () => {
    const skills = read(['Java, Jira'], ['Docker en production.']).technical;
    expect(skills.map((entry) => entry.confidence)).toEqual([0.9, 0.5, 0.7]);
  });

  it('reads each line of a section as its own list', () => {
    const skills = readSkills([cvSection('skills', [cvLine('Java'), cvLine('Python')])], vocabulary);
    expect(skills.technical.map((entry) => entry.id)).toEqual(['java', 'python']);
  });
});
