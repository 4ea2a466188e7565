/**
 * Builds a coherent demo resume from a consultant profile (archetype) with a seeded faker:
 * skills from the profile's domains, projects using those skills, experiences at clients of the
 * profile's sectors, dates going back from the resume's last update.
 */
import type { Faker } from '@faker-js/faker';
import {
  comparisonKey,
  emptyResume,
  ZResumeBody,
  type CatalogRef,
  type Diploma,
  type Experience,
  type ProjectExperience,
  type ResumeBody,
  type ResumeLanguage,
} from '@highlight/domain/resume';
import { MAX_EXPERIENCE_MONTHS } from '@highlight/domain/constants';
import { COMMON_CONTEXTS, COMMON_SOFT_SKILLS, type Archetype } from './archetypes.ts';
import { COMPANIES_BY_SECTOR } from './companies.ts';
import { CUSTOM_SKILLS_BY_DOMAIN } from './custom-skills.ts';
import { CERTIFICATIONS, DEGREES } from './education.ts';

/**
 * How far a collaborator got through the seven missions:
 * `empty` nothing; `started` missions 2, 3 and 7 in part; `partial` every mission but lightly,
 * no certification; `full` every mission (12 to 14 stars when the profile allows).
 */
export type ResumeFill = 'empty' | 'started' | 'partial' | 'full';

export interface DemoResumeOptions {
  fill: ResumeFill;
  /** Month of the last resume update, as `year * 12 + (month - 1)`; experiences end by then. */
  lastUpdateMonth: number;
  /** True when the consultant is on a mission now: the latest experience has no end date. */
  onMission: boolean;
  /** Total career length in months. */
  careerMonths: number;
  /** Force at least this many functional skills (the showcase employee asks for 10). */
  minSoftSkills?: number;
}

const PERSONAL_PROJECTS = [
  {
    name: 'Contribution open source',
    description:
      'Contributions régulières à une bibliothèque open source : corrections, revues de code et documentation.',
  },
  {
    name: 'Site associatif',
    description: "Site web et outil d'inscription en ligne pour une association sportive de 300 adhérents.",
  },
  {
    name: 'Prototype de hackathon',
    description: "Prototype réalisé en 48 heures lors d'un hackathon sur la mobilité durable, prix du jury.",
  },
] as const;

const OTHER_LANGUAGES = ['es', 'de', 'it', 'pt', 'ar', 'nl', 'zh'] as const;

/** `YYYY-MM` of a month index `year * 12 + (month - 1)`. */
export function formatMonth(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

const ref = (id: string): CatalogRef => ({ id, custom: false });

function slug(value: string): string {
  return comparisonKey(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A demo resume for `archetype`, filled as `options.fill` says. Validated with `ZResumeBody`:
 * throws (with the zod issues) when the generator or the data files produce an invalid resume.
 */
export function buildDemoResume(faker: Faker, archetype: Archetype, options: DemoResumeOptions): ResumeBody {
  const { fill } = options;
  if (fill === 'empty') return emptyResume();
  const pick = <T>(values: readonly T[]): T => faker.helpers.arrayElement(values);
  const some = <T>(values: readonly T[], min: number, max: number): T[] =>
    faker.helpers.arrayElements(values, {
      min: Math.min(min, values.length),
      max: Math.min(max, values.length),
    });

  const resume = emptyResume();
  resume.desiredPosition = pick(archetype.desiredPositions);

  // Mission 2: jobs, the main one covering most of the career.
  const jobCount =
    fill === 'started'
      ? 1
      : fill === 'partial'
        ? faker.number.int({ min: 1, max: 2 })
        : faker.number.int({ min: 1, max: 3 });
  const jobIds = [
    archetype.jobs[0] ?? 'software-developer',
    ...some(archetype.jobs.slice(1), jobCount - 1, jobCount - 1),
  ];
  const career = Math.max(6, Math.min(options.careerMonths, MAX_EXPERIENCE_MONTHS));
  resume.jobs = jobIds.map((id, index) => ({
    job: ref(id),
    experienceMonths:
      index === 0 ? career : faker.number.int({ min: 6, max: Math.max(6, Math.floor(career / 2)) }),
  }));

  // Mission 3: technical skills by domain; the first two domains of the profile are its core.
  const [core1, core2, ...others] = archetype.domains;
  const domainCount =
    fill === 'started'
      ? faker.number.int({ min: 1, max: 2 })
      : fill === 'partial'
        ? faker.number.int({ min: 2, max: 3 })
        : faker.number.int({ min: 3, max: 5 });
  const domains = [core1, core2, ...some(others, domainCount - 2, domainCount - 2)]
    .filter((domain) => domain !== undefined)
    .slice(0, domainCount);
  const targetSkills =
    fill === 'started'
      ? faker.number.int({ min: 2, max: 5 })
      : fill === 'partial'
        ? faker.number.int({ min: 6, max: 9 })
        : faker.number.int({ min: 12, max: 22 });
  // The first skill of each core domain is the profile's signature (Java and Kubernetes for a Java
  // back-end developer): always there, so a search for the profile finds all its people.
  const chosen = domains.map((domain, index) => {
    const picked = some(domain.skills, 1, Math.ceil(domain.skills.length / 2));
    const signature = index < 2 ? domain.skills[0] : undefined;
    return {
      domain,
      skills: signature && !picked.includes(signature) ? [signature, ...picked.slice(0, -1)] : picked,
    };
  });
  let total = chosen.reduce((sum, entry) => sum + entry.skills.length, 0);
  // Top up from the remaining skills of the chosen domains until the target is reached.
  for (const entry of chosen) {
    for (const skill of faker.helpers.shuffle([...entry.domain.skills])) {
      if (total >= targetSkills) break;
      if (!entry.skills.includes(skill)) {
        entry.skills.push(skill);
        total++;
      }
    }
  }
  // Or trim, keeping at least one skill per domain.
  for (const entry of [...chosen].reverse()) {
    while (total > targetSkills && entry.skills.length > 1) {
      entry.skills.pop();
      total--;
    }
  }
  resume.technicalSkills = chosen.map((entry) => {
    const skills = entry.skills.map(ref);
    const customs = CUSTOM_SKILLS_BY_DOMAIN[entry.domain.domain];
    if (fill === 'full' && customs && faker.datatype.boolean({ probability: 0.25 })) {
      const label = pick(customs);
      skills.push({ id: `custom-${slug(label)}`, custom: true, label });
    }
    return { domain: ref(entry.domain.domain), skills };
  });
  const skillIds = chosen.flatMap((entry) => entry.skills);

  if (fill !== 'started') {
    // Mission 4: functional skills, the profile's own first, no duplicates.
    const softCount =
      fill === 'partial'
        ? faker.number.int({ min: 3, max: 6 })
        : faker.number.int({ min: options.minSoftSkills ?? 5, max: 12 });
    const pool = [
      ...faker.helpers.shuffle([...archetype.softSkills]),
      ...faker.helpers.shuffle([...COMMON_SOFT_SKILLS]),
    ];
    const seen = new Set<string>();
    resume.softSkills = pool
      .filter((skill) => {
        const key = comparisonKey(skill);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, Math.max(softCount, options.minSoftSkills ?? 0));

    // Mission 5: experiences, latest first, going back in time.
    resume.experiences = buildExperiences(faker, archetype, options, skillIds, jobIds);

    // Mission 6: diplomas and certifications.
    const careerStart = Math.min(
      options.lastUpdateMonth - career,
      ...resume.experiences.map((experience) => monthIndex(experience.startDate)),
    );
    resume.diplomas = buildDiplomas(faker, archetype, fill, careerStart, options.lastUpdateMonth);
  }

  // Mission 7: languages.
  resume.languages = buildLanguages(faker, fill);

  const parsed = ZResumeBody.safeParse(resume);
  if (!parsed.success) {
    throw new Error(`Invalid demo resume (${archetype.key}): ${JSON.stringify(parsed.error.issues)}`);
  }
  return parsed.data;
}

function monthIndex(yearMonth: string): number {
  const [year, month] = yearMonth.split('-').map(Number);
  return (year ?? 2000) * 12 + (month ?? 1) - 1;
}

function buildExperiences(
  faker: Faker,
  archetype: Archetype,
  options: DemoResumeOptions,
  skillIds: readonly string[],
  jobIds: readonly string[],
): Experience[] {
  const { fill, lastUpdateMonth } = options;
  const careerStart = lastUpdateMonth - Math.max(options.careerMonths, 6);
  const count =
    fill === 'partial' ? faker.number.int({ min: 1, max: 2 }) : faker.number.int({ min: 2, max: 5 });
  const templates = faker.helpers.shuffle([...archetype.projects]);
  const experiences: Experience[] = [];
  let cursor = lastUpdateMonth;
  for (let index = 0; index < count; index++) {
    const ongoing = index === 0 && options.onMission;
    const end = ongoing
      ? null
      : cursor - (index === 0 ? faker.number.int({ min: 0, max: 4 }) : faker.number.int({ min: 0, max: 2 }));
    const last = end ?? cursor;
    const start = Math.max(careerStart, last - faker.number.int({ min: 6, max: 36 }));
    if (start >= last && index > 0) break;
    // The first project decides the sector (some projects only make sense in some sectors).
    const first = templates.shift();
    if (!first) break;
    const sectors = archetype.sectors.filter((sector) => !first.sectors || first.sectors.includes(sector));
    const sector = faker.helpers.arrayElement(sectors.length > 0 ? sectors : archetype.sectors);
    const company = faker.helpers.arrayElement(COMPANIES_BY_SECTOR[sector] ?? []);
    const chosenTemplates = [first];
    const extra = faker.number.int({ min: 0, max: fill === 'partial' ? 0 : 2 });
    for (let p = 0; p < extra; p++) {
      const next = templates.find((template) => !template.sectors || template.sectors.includes(sector));
      if (!next) break;
      templates.splice(templates.indexOf(next), 1);
      chosenTemplates.push(next);
    }
    const projects: ProjectExperience[] = chosenTemplates.map((template) => {
      const withEnvironment = fill === 'full' || faker.datatype.boolean({ probability: 0.5 });
      return {
        id: faker.string.uuid(),
        name: template.name,
        description: template.description,
        technicalEnvironment: withEnvironment
          ? faker.helpers
              .arrayElements(skillIds, {
                min: Math.min(2, skillIds.length),
                max: Math.min(6, skillIds.length),
              })
              .map(ref)
          : [],
        jobs: faker.helpers.arrayElements(jobIds, { min: 1, max: Math.min(2, jobIds.length) }).map(ref),
        subSectors: faker.helpers.arrayElements(company.subSectors, {
          min: 1,
          max: Math.min(2, company.subSectors.length),
        }),
      };
    });
    experiences.push({
      id: faker.string.uuid(),
      corporation: company.name,
      personalProject: false,
      sector,
      position: faker.helpers.arrayElement(archetype.positions),
      context: faker.helpers.arrayElement([...archetype.contexts, ...COMMON_CONTEXTS]),
      startDate: formatMonth(start),
      endDate: end === null ? null : formatMonth(end),
      projectExperiences: projects,
    });
    cursor = start - faker.number.int({ min: 0, max: 3 });
    if (cursor <= careerStart) break;
  }
  // A personal project now and then, alongside the missions.
  if (fill === 'full' && faker.datatype.boolean({ probability: 0.3 })) {
    const personal = faker.helpers.arrayElement(PERSONAL_PROJECTS);
    const end = lastUpdateMonth - faker.number.int({ min: 1, max: 18 });
    experiences.push({
      id: faker.string.uuid(),
      corporation: '',
      personalProject: true,
      sector: null,
      position: faker.helpers.arrayElement(archetype.positions),
      context: 'Projet personnel mené en parallèle des missions',
      startDate: formatMonth(end - faker.number.int({ min: 2, max: 12 })),
      endDate: formatMonth(end),
      projectExperiences: [
        {
          id: faker.string.uuid(),
          name: personal.name,
          description: personal.description,
          technicalEnvironment: faker.helpers
            .arrayElements(skillIds, { min: 1, max: Math.min(3, skillIds.length) })
            .map(ref),
          jobs: [ref(jobIds[0] ?? 'software-developer')],
          subSectors: [],
        },
      ],
    });
  }
  return experiences;
}

function buildDiplomas(
  faker: Faker,
  archetype: Archetype,
  fill: ResumeFill,
  firstStartMonth: number,
  lastUpdateMonth: number,
): Diploma[] {
  const diplomas: Diploma[] = [];
  const degreeKeys = faker.helpers.arrayElements(archetype.degrees, { min: 1, max: fill === 'full' ? 2 : 1 });
  degreeKeys.forEach((key, index) => {
    const degree = DEGREES[key];
    diplomas.push({
      id: faker.string.uuid(),
      graduate: 'diploma',
      title: degree.title,
      school: faker.helpers.arrayElement(degree.schools),
      graduateYears: {
        year: Math.floor(firstStartMonth / 12) - index * 2,
        month: faker.number.int({ min: 6, max: 9 }),
      },
    });
  });
  if (fill === 'full') {
    const certificationKeys = faker.helpers.arrayElements(archetype.certifications, {
      min: Math.min(1, archetype.certifications.length),
      max: Math.min(3, archetype.certifications.length),
    });
    for (const key of certificationKeys) {
      const certification = CERTIFICATIONS[key];
      const month = faker.number.int({
        min: firstStartMonth,
        max: Math.max(firstStartMonth, lastUpdateMonth - 1),
      });
      diplomas.push({
        id: faker.string.uuid(),
        graduate: 'certification',
        title: certification.title,
        school: certification.school,
        graduateYears: { year: Math.floor(month / 12), month: (month % 12) + 1 },
      });
    }
  }
  return diplomas;
}

function buildLanguages(faker: Faker, fill: ResumeFill): ResumeLanguage[] {
  const languages: ResumeLanguage[] = [{ code: 'fr', level: 'bilingual_native', score: null }];
  if (fill === 'started') return languages;
  const english = faker.helpers.weightedArrayElement<ResumeLanguage>([
    { weight: 3, value: { code: 'en', level: 'toeic', score: faker.number.int({ min: 121, max: 198 }) * 5 } },
    { weight: 3, value: { code: 'en', level: 'full_professional', score: null } },
    { weight: 2, value: { code: 'en', level: 'limited_professional', score: null } },
    { weight: 1, value: { code: 'en', level: 'bilingual_native', score: null } },
    { weight: 1, value: { code: 'en', level: 'toefl', score: faker.number.int({ min: 80, max: 115 }) } },
  ]);
  languages.push(english);
  if (fill === 'full' && faker.datatype.boolean({ probability: 0.4 })) {
    languages.push({
      code: faker.helpers.arrayElement(OTHER_LANGUAGES),
      level: faker.helpers.arrayElement(['notions', 'limited_professional', 'full_professional'] as const),
      score: null,
    });
  }
  return languages;
}
