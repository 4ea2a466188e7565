/**
 * issue #27 §7: the JSON Resume import reads skills and professions through the vocabulary — a
 * keyword written as people write it ("Kafka", "K8s", "S3", "React 17") is the catalogue's skill,
 * not a custom one beside it; `basics.label` ("Senior Data Engineer") names mission 2's profession.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { fromJsonResume } from './json-resume.ts';
import { ZResumeBody } from './resume.ts';

const NOW = new Date('2026-11-15T12:00:00Z');
const skillIds = (keywords: string[]) =>
  fromJsonResume({ skills: [{ name: 'Stack', keywords }] }, catalogue, undefined, {
    now: NOW,
  }).resume.technicalSkills.flatMap((domain) =>
    domain.skills.map((skill) => (skill.custom ? `custom:${skill.id}` : skill.id)),
  );

describe('skills as people write them (issue #27 §7)', () => {
  it.each([
    ['Kafka', 'apache-kafka'],
    ['K8s', 'kubernetes'],
    ['Airflow', 'apache-airflow'],
    ['S3', 'aws-s3'],
    ['Lambda', 'aws-lambda'],
    ['React 17', 'react'],
    ['Java 8+', 'java'],
    ['Angular15', 'angular'],
  ])('%s is the catalogue skill %s', (keyword, id) => {
    expect(skillIds([keyword])).toEqual([id]);
  });

  it('does not add an alias beside its skill', () => {
    expect(skillIds(['Kubernetes', 'K8s', 'Apache Kafka', 'Kafka'])).toEqual(['kubernetes', 'apache-kafka']);
  });

  it('keeps a name the catalogue lacks as a custom skill', () => {
    expect(skillIds(['Socle maison 2'])).toEqual(['custom:custom-socle-maison-2']);
  });
});

describe('the profession from the title (issue #27 §7)', () => {
  const CONTEXT = 'Plateforme de données du groupe, ingestion et restitution pour les métiers.';
  const work = [
    {
      name: 'Banque Alpha',
      position: 'Data engineer',
      startDate: '2019-01-01',
      endDate: '2021-12-31',
      summary: CONTEXT,
    },
    {
      name: 'Assurance Beta',
      position: 'Développeur Python',
      startDate: '2022-01-01',
      endDate: '2022-12-31',
      summary: CONTEXT,
    },
  ];

  it('names the job and times it with the experiences in that job', () => {
    const { resume, report } = fromJsonResume(
      { basics: { label: 'Senior Data Engineer' }, work },
      catalogue,
      undefined,
      { now: NOW },
    );
    expect(resume.desiredPosition).toBe('Senior Data Engineer');
    expect(resume.jobs).toEqual([{ job: { id: 'data-engineer', custom: false }, experienceMonths: 36 }]);
    expect(report.jobs).toBe(1);
    expect(ZResumeBody.safeParse(resume).success).toBe(true);
  });

  it('times it with every experience when none is in that job', () => {
    const { resume } = fromJsonResume({ basics: { label: 'Tech lead' }, work }, catalogue, undefined, {
      now: NOW,
    });
    expect(resume.jobs).toEqual([{ job: { id: 'tech-lead', custom: false }, experienceMonths: 48 }]);
  });

  it('names no job without experience to time it, or for a title naming none', () => {
    expect(
      fromJsonResume({ basics: { label: 'Data engineer' } }, catalogue, undefined, { now: NOW }).resume.jobs,
    ).toEqual([]);
    expect(
      fromJsonResume({ basics: { label: 'Passionné' }, work }, catalogue, undefined, { now: NOW }).resume
        .jobs,
    ).toEqual([]);
  });
});
