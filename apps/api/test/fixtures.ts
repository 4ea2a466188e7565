/**
 * Resume fixtures for API tests: a complete, valid skills file using catalogue ids of the seed
 * reference data, and builders for invalid variants.
 */
import type { ResumeBody } from '@highlight/domain/resume';

/** A resume that satisfies every spec §5 rule and earns every star but the 12-skills one. */
export function validResume(): ResumeBody {
  return {
    desiredPosition: 'Développeur full stack / Tech lead',
    jobs: [
      {
        job: { id: 'custom-artisan-logiciel', custom: true, label: 'Artisan logiciel' },
        experienceMonths: 60,
      },
    ],
    technicalSkills: [
      {
        domain: { id: 'custom-domaine-maison', custom: true, label: 'Outillage maison' },
        skills: [
          { id: 'custom-forge', custom: true, label: 'Forge interne' },
          { id: 'cpp', custom: false },
          { id: 'csharp', custom: false },
        ],
      },
      {
        domain: { id: 'custom-domaine-flux', custom: true, label: 'Flux maison' },
        skills: [
          { id: 'apache-kafka', custom: false },
          { id: 'apache-spark', custom: false },
          { id: 'dbt', custom: false },
        ],
      },
    ],
    softSkills: [
      "Animation d'ateliers",
      'Rédaction de spécifications',
      'Mentorat',
      'Négociation',
      'Pédagogie',
    ],
    experiences: [
      {
        id: 'exp-1',
        corporation: 'Société Générale',
        personalProject: false,
        sector: null,
        position: "Ingénieur d'études",
        context: 'Refonte du système de paiement',
        startDate: '2021-01',
        endDate: null,
        projectExperiences: [
          {
            id: 'proj-1',
            name: 'Paiements instantanés',
            description: 'Mise en œuvre des virements SEPA instantanés',
            technicalEnvironment: [{ id: 'apache-kafka', custom: false }],
            jobs: [],
            subSectors: [],
          },
        ],
      },
    ],
    diplomas: [
      {
        id: 'dip-1',
        graduate: 'diploma',
        title: "Diplôme d'ingénieur",
        school: 'INSA Lyon',
        graduateYears: { year: 2015, month: 6 },
      },
      {
        id: 'dip-2',
        graduate: 'certification',
        title: 'Professional Scrum Master I',
        school: 'Scrum.org',
        graduateYears: { year: 2020, month: 3 },
      },
    ],
    languages: [
      { code: 'fr', level: 'bilingual_native', score: null },
      { code: 'en', level: 'toeic', score: 905 },
    ],
  };
}
