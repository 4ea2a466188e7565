/**
 * Resume fixtures for API tests: a complete, valid skills file using catalogue ids of the seed
 * reference data, and builders for invalid variants.
 */
import {
  DIPLOMA_TEXT_CAP,
  EXPERIENCE_CONTEXT_MAX,
  MAX_DIPLOMAS,
  MAX_ENVIRONMENT_SKILLS,
  MAX_EXPERIENCES,
  MAX_LANGUAGES,
  MAX_PROJECTS,
  MAX_PROJECTS_PER_EXPERIENCE,
  MAX_SKILL_DOMAINS,
  MAX_SOFT_SKILLS,
  MAX_TECHNICAL_SKILLS,
  PROJECT_DESCRIPTION_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
} from '@highlight/domain/constants';
import { LANGUAGE_CODES } from '@highlight/domain/languages';
import type { ReferenceItem } from '@highlight/domain/reference';
import { ZResumeBody, type ResumeBody } from '@highlight/domain/resume';

/**
 * A catalogue entry (the reference data of GET /api/reference: skill, domain, job, sector…) with
 * no parent, for the labels a document shows:
 * `referenceItem('sector', 'bank', 'Banque et assurance', 'Banking and insurance')`.
 */
export function referenceItem(
  kind: ReferenceItem['kind'],
  id: string,
  labelFr: string,
  labelEn: string,
): ReferenceItem {
  return { kind, id, parentId: null, labelFr, labelEn };
}

/** A resume that satisfies every spec §5 rule and earns every star but the 12-skills one. */
export function validResume(): ResumeBody {
  return {
    desiredPosition: 'Développeur full stack / Tech lead',
    summary: '',
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

/** A French sentence of exactly `length` characters, for texts at their limit. */
function sentence(seed: string, length: number): string {
  const words =
    'conception développement intégration continue migration plateforme paiements équipe agile revue code architecture microservices données qualité sécurité performance supervision déploiement cloud';
  return `${seed} ${words} ${words} ${words} ${words}`.slice(0, length).trimEnd().padEnd(length, '.');
}

/**
 * The largest skills file the bounds allow (packages/domain constants, issue #8 §2): every list
 * at its maximum (60 experiences, 150 projects of 15 per experience, 30 domains, 200 technical
 * skills, 30 skills per project environment, 40 functional skills, 40 diplomas, 20 languages),
 * every text at its maximum length (the professional summary too, issue #28 §2). Valid against `ZResumeBody` and the catalogue rules.
 */
export function largestResume(): ResumeBody {
  const skills = Array.from({ length: MAX_TECHNICAL_SKILLS }, (_, index) => ({
    id: `custom-outil-${index + 1}`,
    custom: true,
    label: `Outil interne numéro ${index + 1}`,
  }));
  const perDomain = Math.ceil(MAX_TECHNICAL_SKILLS / MAX_SKILL_DOMAINS);
  const technicalSkills = Array.from({ length: MAX_SKILL_DOMAINS }, (_, index) => ({
    domain: { id: `custom-domaine-${index + 1}`, custom: true, label: `Domaine interne numéro ${index + 1}` },
    skills: skills.slice(index * perDomain, (index + 1) * perDomain),
  })).filter((group) => group.skills.length > 0);
  const jobs = ['software-developer', 'tech-lead', 'software-architect'].map((id, index) => ({
    job: { id, custom: false },
    experienceMonths: 600 - index * 100,
  }));
  let projectsLeft = MAX_PROJECTS;
  const experiences = Array.from({ length: MAX_EXPERIENCES }, (_, index) => {
    const projectCount = Math.min(MAX_PROJECTS_PER_EXPERIENCE, projectsLeft);
    projectsLeft -= projectCount;
    const year = 1980 + Math.floor(index * 0.75);
    return {
      id: `exp-${index + 1}`,
      corporation: sentence(`Société ${index + 1}`, SHORT_TEXT_MAX),
      personalProject: false,
      sector: null,
      position: sentence(`Poste ${index + 1}`, SHORT_TEXT_MAX),
      context: sentence(`Contexte ${index + 1}`, EXPERIENCE_CONTEXT_MAX),
      startDate: `${year}-01`,
      endDate: index === 0 ? null : `${year}-09`,
      projectExperiences: Array.from({ length: projectCount }, (_, project) => ({
        id: `proj-${index + 1}-${project + 1}`,
        name: sentence(`Projet ${index + 1}.${project + 1}`, SHORT_TEXT_MAX),
        description: sentence(`Description ${project + 1}`, PROJECT_DESCRIPTION_MAX),
        technicalEnvironment: skills.slice(project, project + MAX_ENVIRONMENT_SKILLS),
        jobs: jobs.map((entry) => entry.job),
        subSectors: [],
      })),
    };
  });
  return ZResumeBody.parse({
    desiredPosition: 'Architecte logiciel / Responsable technique / Directeur de projet',
    summary: sentence('Architecte logiciel depuis vingt ans', SUMMARY_MAX),
    jobs,
    technicalSkills,
    softSkills: Array.from({ length: MAX_SOFT_SKILLS }, (_, index) =>
      sentence(`Savoir-faire ${index + 1}`, 60),
    ),
    experiences,
    diplomas: Array.from({ length: MAX_DIPLOMAS }, (_, index) => ({
      id: `dip-${index + 1}`,
      graduate: index % 2 === 0 ? 'diploma' : 'certification',
      title: sentence(`Titre ${index + 1}`, DIPLOMA_TEXT_CAP),
      school: sentence(`École ${index + 1}`, DIPLOMA_TEXT_CAP),
      graduateYears: { year: 1980 + index, month: 6 },
    })),
    languages: LANGUAGE_CODES.slice(0, MAX_LANGUAGES).map((code) => ({
      code,
      level: 'full_professional',
      score: null,
    })),
  });
}

const TYPICAL_CLIENTS = [
  [
    'Société Générale',
    'banking',
    'retail-banking',
    'Refonte du parcours de virement instantané pour les particuliers',
  ],
  [
    'AXA France',
    'insurance',
    'property-casualty',
    'Dématérialisation de la déclaration de sinistre automobile',
  ],
  ['EDF', 'energy', 'nuclear', 'Supervision des arrêts de tranche et planification des interventions'],
  [
    'SNCF Voyageurs',
    'transport',
    'rail',
    'Nouvelle application de vente de billets et d’information voyageurs',
  ],
  ['AP-HP', 'healthcare', 'hospitals', 'Dossier patient informatisé et échanges entre établissements'],
  [
    'Ministère des Armées',
    'public-sector',
    'central-government',
    'Modernisation du système de gestion des ressources',
  ],
  ['BNP Paribas', 'banking', 'corporate-investment-banking', 'Calcul de risques de marché en temps réel'],
  ['Crédit Agricole', 'banking', 'private-banking', 'Portail conseiller et agrégation des comptes clients'],
] as const;

/**
 * A typical consultant's file (issue #8 benchmark): twelve years, eight experiences with two
 * projects each (ongoing first), 16 catalogue skills in 4 domains, 6 functional skills, a degree,
 * two certifications and three languages, French texts with accents, œ, € and em dashes.
 */
export function typicalResume(): ResumeBody {
  const domains = {
    languages: ['java', 'kotlin', 'typescript', 'python'],
    backend: ['spring-boot', 'hibernate', 'quarkus', 'nodejs'],
    frontend: ['react', 'angular', 'html', 'css'],
    'data-engineering': ['apache-kafka', 'apache-spark', 'apache-airflow', 'dbt'],
  } as const;
  const all = Object.values(domains).flat();
  const ref = (id: string) => ({ id, custom: false });
  const experiences = TYPICAL_CLIENTS.map(([corporation, sector, subSector, context], index) => {
    const endYear = 2026 - index * 1.5;
    return {
      id: `exp-${index + 1}`,
      corporation,
      personalProject: false,
      sector,
      position: index < 3 ? 'Tech lead' : 'Développeur full stack',
      context: context.slice(0, EXPERIENCE_CONTEXT_MAX),
      startDate: `${Math.floor(endYear - 1.5)}-0${(index % 9) + 1}`,
      endDate: index === 0 ? null : `${Math.floor(endYear)}-0${(index % 9) + 1}`,
      projectExperiences: [0, 1].map((project) => ({
        id: `proj-${index + 1}-${project + 1}`,
        name:
          project === 0
            ? `Plateforme ${corporation} — lot ${index + 1}`
            : 'Industrialisation et mise en production',
        description:
          project === 0
            ? 'Conception et développement des API, revue de code, tests automatisés ; budget de 1,2 M€ et équipe de huit personnes œuvrant en agilité.'
            : 'Chaîne d’intégration continue, déploiement sur Kubernetes, supervision et transfert de compétences aux équipes internes.',
        technicalEnvironment: all
          .slice((index * 2 + project * 3) % 10, ((index * 2 + project * 3) % 10) + 6)
          .map(ref),
        jobs: [ref(index < 3 ? 'tech-lead' : 'fullstack-developer')],
        subSectors: [subSector],
      })),
    };
  });
  return ZResumeBody.parse({
    desiredPosition: 'Tech lead / Architecte logiciel',
    jobs: [
      { job: ref('fullstack-developer'), experienceMonths: 144 },
      { job: ref('tech-lead'), experienceMonths: 48 },
    ],
    technicalSkills: Object.entries(domains).map(([domain, skills]) => ({
      domain: ref(domain),
      skills: skills.map(ref),
    })),
    softSkills: [
      'Animation d’ateliers',
      'Conduite du changement',
      'Mentorat',
      'Négociation',
      'Pédagogie',
      'Rédaction de spécifications',
    ],
    experiences,
    diplomas: [
      {
        id: 'dip-1',
        graduate: 'diploma',
        title: "Diplôme d'ingénieur en informatique",
        school: 'INSA Lyon',
        graduateYears: { year: 2014, month: 6 },
      },
      {
        id: 'dip-2',
        graduate: 'certification',
        title: 'Certified Kubernetes Administrator',
        school: 'CNCF',
        graduateYears: { year: 2022, month: 3 },
      },
      {
        id: 'dip-3',
        graduate: 'certification',
        title: 'Oracle Certified Professional, Java SE 17',
        school: 'Oracle',
        graduateYears: { year: 2023, month: 9 },
      },
    ],
    languages: [
      { code: 'fr', level: 'bilingual_native', score: null },
      { code: 'en', level: 'toeic', score: 905 },
      { code: 'es', level: 'limited_professional', score: null },
    ],
  });
}

/**
 * A file holding `skills` under `domain` and using them all in one project of one experience at
 * Acme, from `dates.startDate` to `dates.endDate` (`YYYY-MM`; null: ongoing): the least a file
 * needs for its skills to be held with months of use (`skill_usage`). `description` is the
 * project's.
 */
export function fileUsing(
  domain: ResumeBody['technicalSkills'][number]['domain'],
  skills: ResumeBody['technicalSkills'][number]['skills'],
  dates: { startDate: string; endDate: string | null },
  description = '',
): ResumeBody {
  return {
    desiredPosition: '',
    summary: '',
    jobs: [],
    technicalSkills: [{ domain, skills }],
    softSkills: [],
    experiences: [
      {
        id: 'exp-0',
        corporation: 'Acme',
        personalProject: false,
        sector: null,
        position: 'Consultant',
        context: 'Mission',
        ...dates,
        projectExperiences: [
          {
            id: 'proj-0',
            name: 'Projet',
            description,
            technicalEnvironment: skills,
            jobs: [],
            subSectors: [],
          },
        ],
      },
    ],
    diplomas: [],
    languages: [],
  };
}

/** The calendar month `months` before the current one, `YYYY-MM` (UTC). */
export function monthsAgo(months: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
