/**
 * Issue #3 "Browser journey in Chromium": the applicant completes the seven missions of
 * `/takeoff/1` … `/takeoff/7` from an empty file (spec §1), with a custom domain and skill, an
 * ongoing and a finished experience each with a project, a diploma, a certification and two
 * languages; ends with 14 stars and grade 4 (spec §9); /visualisation shows what was entered;
 * reloading any mission shows the saved data unchanged; the downloaded PDF holds what was entered.
 *
 * The applicant account is shared with collaborator.spec.ts, which chooses its avatar and fills
 * mission 1 only: this journey chooses an avatar when still asked to, and types its own names.
 * The second test reads what the first one saved, hence `serial`.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { signIn } from './support/auth.ts';
import { visit, waitForApp } from './support/app.ts';
import { downloadPdf } from './support/pdf.ts';
import {
  addCustomDomain,
  addCustomSkill,
  addDiploma,
  addExperience,
  addJob,
  addLanguage,
  addProject,
  addSuggestion,
  chooseAvatarIfAsked,
  domainCard,
  expectMission,
  expectMissionStars,
  expectProject,
  experienceCard,
  jobRow,
  saveAndFinish,
  saveAndGoNext,
  searchAndPick,
  type DiplomaEntry,
  type ExperienceEntry,
  type JobEntry,
  type LanguageEntry,
} from './support/missions.ts';

/** Mission 1. Accents in the names: the PDF embeds its fonts, they must come out intact. */
const PERSON = { firstname: 'Aurélie', lastname: 'Fontaine', phone: '+33 6 12 34 56 78' };
const FULL_NAME = `${PERSON.firstname} ${PERSON.lastname.toLocaleUpperCase('fr')}`;

/** Mission 2: the desired position (spec §5 job field: letters, spaces, accents, slash). */
const DESIRED_POSITION = 'Développeur full stack / Tech lead';

/** Mission 2: two catalogue professions (one found without its accents) and a custom one. */
const JOBS: JobEntry[] = [
  { search: 'developpeur full', label: 'Développeur full stack', amount: 5, unit: 'ans', shown: '5 ans' },
  {
    search: 'tech lead',
    label: 'Responsable technique (tech lead)',
    amount: 18,
    unit: 'mois',
    shown: '1 an 6 mois',
  },
  { label: 'Animateur de communauté technique', amount: 2, unit: 'ans', shown: '2 ans' },
];
const [FULL_STACK, TECH_LEAD, CUSTOM_JOB] = JOBS as [JobEntry, JobEntry, JobEntry];

const DEVOPS = 'DevOps et CI/CD';
/** Mission 3: catalogue skills found by the search (accent-insensitive), with their domain. */
const SEARCHED_SKILLS = [
  { query: 'kubernetes', skill: 'Kubernetes', domain: DEVOPS },
  // "developpement" finds the skills of "Développement mobile" by their domain.
  { query: 'developpement', skill: 'React Native', domain: 'Développement mobile' },
  { query: 'typescript', skill: 'TypeScript', domain: 'Langages de programmation' },
  { query: 'postgre', skill: 'PostgreSQL', domain: 'Bases de données' },
  { query: 'react', skill: 'React', domain: 'Frameworks front-end' },
  { query: 'node', skill: 'Node.js', domain: 'Frameworks back-end' },
  { query: 'playwright', skill: 'Playwright', domain: 'Tests et qualité' },
  { query: 'vitest', skill: 'Vitest', domain: 'Tests et qualité' },
] as const;
/** Mission 3: catalogue suggestions of the DevOps card, one click each. */
const DEVOPS_SUGGESTIONS = ['Docker', 'Terraform', 'GitHub Actions'];
/** Mission 3: a custom domain created with its first skill, then a second custom skill in it. */
const CUSTOM_DOMAIN = {
  name: 'Outillage maison',
  firstSkill: 'Forge interne',
  secondSkill: 'Générateur de gabarits',
};
/** Every domain of mission 3 with its skills, in the order they were added. */
const DOMAINS: { label: string; skills: string[] }[] = [];
for (const { domain, skill } of SEARCHED_SKILLS) {
  const entry = DOMAINS.find((item) => item.label === domain);
  if (entry) entry.skills.push(skill);
  else DOMAINS.push({ label: domain, skills: [skill] });
}
DOMAINS.find((item) => item.label === DEVOPS)?.skills.push(...DEVOPS_SUGGESTIONS);
DOMAINS.push({ label: CUSTOM_DOMAIN.name, skills: [CUSTOM_DOMAIN.firstSkill, CUSTOM_DOMAIN.secondSkill] });
const SKILL_COUNT = DOMAINS.reduce((sum, domain) => sum + domain.skills.length, 0);

/** Mission 4: ten functional skills (spec §9: stars at 5 and 10). */
const SOFT_SKILLS = [
  "Animation d'ateliers",
  'Conduite du changement',
  'Rédaction de spécifications',
  'Gestion de projet agile',
  'Recueil des besoins',
  'Accompagnement des équipes',
  'Prise de parole en public',
  'Négociation avec les fournisseurs',
  'Mentorat de développeurs',
  'Arbitrage des priorités',
];

/** Mission 5: a finished experience, entered first, then an ongoing one (listed first, spec §4). */
const FINISHED: ExperienceEntry = {
  company: 'Atelier Numérique',
  sector: { query: 'energie', label: 'Énergie' },
  position: 'Développeuse full stack',
  context: 'Refonte des outils de suivi de la production électrique',
  start: { year: 2017, month: 6 },
  end: { year: 2021, month: 5 },
  dates: 'juin 2017 – mai 2021',
  project: {
    name: 'Suivi des compteurs',
    description: 'Tableaux de bord de la consommation en temps réel.',
    environment: [
      { query: 'typescript', skill: 'TypeScript' },
      { query: 'react', skill: 'React' },
      { query: 'postgre', skill: 'PostgreSQL' },
    ],
    jobs: [{ query: 'full stack', job: FULL_STACK.label }],
    subSectors: [{ query: 'renouvelables', subSector: 'Énergies renouvelables' }],
  },
};
const ONGOING: ExperienceEntry = {
  company: 'Banque Horizon',
  sector: { query: 'banq', label: 'Banque' },
  position: 'Responsable technique',
  context: 'Modernisation de la plateforme de paiement',
  start: { year: 2021, month: 6 },
  end: null,
  dates: "juin 2021 – aujourd'hui",
  project: {
    name: 'Paiement instantané',
    description: 'Passage des virements au temps réel sur Kubernetes.',
    environment: [
      { query: 'kube', skill: 'Kubernetes' },
      { query: 'forge', skill: CUSTOM_DOMAIN.firstSkill },
    ],
    jobs: [
      { query: 'tech lead', job: TECH_LEAD.label },
      { query: 'animateur', job: CUSTOM_JOB.label },
    ],
    subSectors: [{ query: 'paiement', subSector: 'Moyens de paiement' }],
  },
};

/** Mission 6: a diploma and a certification (spec §3: type, title, school, graduation month). */
const DIPLOMAS: DiplomaEntry[] = [
  {
    type: 'Certification',
    title: 'Certified Kubernetes Application Developer',
    school: 'Cloud Native Computing Foundation',
    graduation: { year: 2023, month: 3 },
    date: 'mars 2023',
  },
  {
    type: 'Diplôme',
    title: 'Master Informatique',
    school: 'Université de Lyon',
    graduation: { year: 2016, month: 6 },
    date: 'juin 2016',
  },
];

/** Mission 7: two languages, one by level, one by TOEIC score (spec §3, §5). */
const LANGUAGES: LanguageEntry[] = [
  { query: 'francais', name: 'Français', level: 'Bilingue ou langue maternelle', score: null },
  { query: 'anglais', name: 'Anglais', level: 'TOEIC', score: 905 },
];

/** Signs the applicant in on Home, choosing an avatar first when the app still asks for one. */
async function openHome(page: Page): Promise<void> {
  await signIn(page, ACCOUNTS.applicant, { path: '/home' });
  await chooseAvatarIfAsked(page);
}

/** Mission 5: both experiences, the ongoing one first (spec §4 sorting), as entered. */
async function expectExperiences(page: Page): Promise<void> {
  await expect(page.getByTestId('experience-company-text')).toHaveText([
    `${ONGOING.company} · ${ONGOING.sector.label}`,
    `${FINISHED.company} · ${FINISHED.sector.label}`,
  ]);
  await expect(page.getByTestId('experience-position-text')).toHaveText([
    ONGOING.position,
    FINISHED.position,
  ]);
  await expect(page.getByTestId('experience-dates')).toHaveText([ONGOING.dates, FINISHED.dates]);
  for (const entry of [ONGOING, FINISHED]) {
    await expect(experienceCard(page, entry.company)).toContainText(entry.context);
    await expectProject(page, entry);
  }
}

/** Mission 1: the names and phone number in their fields. */
async function expectPersonalInfo(page: Page): Promise<void> {
  await expect(page.getByTestId('personal-firstname')).toHaveValue(PERSON.firstname);
  await expect(page.getByTestId('personal-lastname')).toHaveValue(PERSON.lastname);
  await expect(page.getByTestId('personal-phone')).toHaveValue(PERSON.phone);
  await expect(page.getByTestId('personal-email')).toHaveValue(ACCOUNTS.applicant.email);
}

/** Mission 2: the desired position and the three professions with their experience time and unit. */
async function expectJobs(page: Page): Promise<void> {
  await expect(page.getByTestId('job-desired-position')).toHaveValue(DESIRED_POSITION);
  await expect(page.getByTestId('job-label')).toHaveText(JOBS.map((job) => job.label));
  for (const job of JOBS) {
    const row = jobRow(page, job.label);
    await expect(row.getByTestId('job-experience-input')).toHaveValue(String(job.amount));
    await expect(
      row.getByTestId('job-experience-unit').getByRole('radio', { name: job.unit, exact: true }),
    ).toBeChecked();
  }
  await expect(jobRow(page, CUSTOM_JOB.label)).toContainText('Personnalisé');
}

/** Mission 3: every domain with its skills, in order; the custom domain marked as such. */
async function expectTechnicalSkills(page: Page): Promise<void> {
  await expect(page.getByTestId('technical-skills-domain-label')).toHaveText(
    DOMAINS.map((domain) => domain.label),
  );
  for (const domain of DOMAINS) {
    await expect(domainCard(page, domain.label).getByTestId('technical-skills-skill')).toHaveText(
      domain.skills,
    );
  }
  await expect(domainCard(page, CUSTOM_DOMAIN.name)).toContainText('Personnalisé');
}

/** Mission 6: the certification then the diploma (most recent first), with type and date. */
async function expectDiplomas(page: Page): Promise<void> {
  const items = page.getByTestId('diplomas-item');
  await expect(items.getByTestId('diplomas-item-title')).toHaveText(DIPLOMAS.map((entry) => entry.title));
  await expect(items.getByTestId('diplomas-item-type')).toHaveText(DIPLOMAS.map((entry) => entry.type));
  await expect(items.getByTestId('diplomas-item-date')).toHaveText(DIPLOMAS.map((entry) => entry.date));
  for (const [index, entry] of DIPLOMAS.entries()) {
    await expect(items.nth(index)).toContainText(entry.school);
  }
}

/** Mission 7: both languages with their level, and the TOEIC score. */
async function expectLanguages(page: Page): Promise<void> {
  const items = page.getByTestId('languages-item');
  await expect(items.getByTestId('languages-item-name')).toHaveText(LANGUAGES.map((entry) => entry.name));
  for (const [index, entry] of LANGUAGES.entries()) {
    const item = items.nth(index);
    await expect(item.getByTestId('languages-item-level')).toHaveValue(entry.level);
    if (entry.score === null) await expect(item.getByTestId('languages-item-score')).toHaveCount(0);
    else await expect(item.getByTestId('languages-item-score')).toHaveValue(String(entry.score));
  }
}

test.describe.serial('applicant completes the seven missions (issue #3)', () => {
  // A long journey through seven forms on a shared 2-core machine.
  test.describe.configure({ timeout: 300_000 });
  // …but a single action that cannot happen fails soon, with its own message.
  test.use({ actionTimeout: 30_000 });

  test('fills missions 1/7 … 7/7 from an empty file and earns 14 stars, grade 4', async ({ page }) => {
    await test.step('starts on Home from an empty file', async () => {
      await openHome(page);
      await expect(page.getByTestId('home-stars')).toHaveText('0/14 étoiles');
      await expect(page.getByTestId('home-grade')).toHaveText('Grade 1');
      await page.getByTestId('home-edit').click();
      await expectMission(page, 1);
      await expect(page.getByTestId('mission-title')).toHaveText('Informations personnelles');
      await expect(page.getByTestId('mission-previous')).toBeDisabled();
    });

    await test.step('mission 1/7: first name, last name, phone number', async () => {
      await page.getByTestId('personal-firstname').fill(PERSON.firstname);
      await page.getByTestId('personal-lastname').fill(PERSON.lastname);
      await page.getByTestId('personal-phone').fill(PERSON.phone);
      await expect(page.getByTestId('personal-trigram')).not.toHaveText('');
      await saveAndGoNext(page, 1);
    });

    await test.step('mission 2/7: desired position, two catalogue professions and a custom one', async () => {
      await expect(page.getByTestId('job-item')).toHaveCount(0);
      await expectMissionStars(page, 0, 1);
      const position = page.getByTestId('job-desired-position');
      await position.fill(DESIRED_POSITION);
      await expect(page.getByTestId('job-desired-position-counter')).toHaveText(
        `${DESIRED_POSITION.length} / 70 caractères`,
      );
      for (const job of JOBS) await addJob(page, job);
      // Typed in years, stored in months (spec §5: at most 600 months or 50 years).
      await expect(jobRow(page, FULL_STACK.label)).toContainText('soit 60 mois');
      await expectJobs(page);
      await expectMissionStars(page, 1, 1);
      await saveAndGoNext(page, 2);
    });

    await test.step(`mission 3/7: ${SKILL_COUNT} skills over ${DOMAINS.length} domains, a custom domain and skills`, async () => {
      await expect(page.getByTestId('technical-skills-domain')).toHaveCount(0);
      await expectMissionStars(page, 0, 5);
      const search = page.getByTestId('technical-skills-search-input');
      for (const { query, skill } of SEARCHED_SKILLS) {
        await searchAndPick(search, query, skill);
      }
      const devops = domainCard(page, DEVOPS);
      for (const skill of DEVOPS_SUGGESTIONS) {
        await addSuggestion(devops, skill);
      }
      await addCustomDomain(page, CUSTOM_DOMAIN.name, CUSTOM_DOMAIN.firstSkill);
      await addCustomSkill(domainCard(page, CUSTOM_DOMAIN.name), CUSTOM_DOMAIN.secondSkill);
      await expect(page.getByTestId('technical-skills-skill')).toHaveCount(SKILL_COUNT);
      await expectTechnicalSkills(page);
      await expectMissionStars(page, 5, 5);
      await saveAndGoNext(page, 3);
    });

    await test.step('mission 4/7: ten functional skills', async () => {
      await expectMissionStars(page, 0, 2);
      const input = page.getByTestId('soft-skill-input');
      for (const skill of SOFT_SKILLS) {
        await input.fill(skill);
        await input.press('Enter');
        await expect(input).toHaveValue('');
      }
      await expect(page.getByTestId('soft-skill')).toHaveText(SOFT_SKILLS);
      await expectMissionStars(page, 2, 2);
      await saveAndGoNext(page, 4);
    });

    await test.step('mission 5/7: a finished and an ongoing experience, each with a project', async () => {
      await expect(page.getByTestId('experience-empty')).toBeVisible();
      await expectMissionStars(page, 0, 2);
      await addExperience(page, FINISHED);
      await addExperience(page, ONGOING);
      // spec §4: ongoing first, whatever the order of entry.
      await expect(page.getByTestId('experience-card').first()).toContainText(ONGOING.company);
      await addProject(page, FINISHED);
      await addProject(page, ONGOING);
      await expectExperiences(page);
      await expectMissionStars(page, 2, 2);
      await saveAndGoNext(page, 5);
    });

    await test.step('mission 6/7: a diploma and a certification', async () => {
      await expectMissionStars(page, 0, 2);
      // The diploma first: the list shows the most recent (the certification) first anyway.
      for (const entry of [...DIPLOMAS].reverse()) await addDiploma(page, entry);
      await expectDiplomas(page);
      await expectMissionStars(page, 2, 2);
      await saveAndGoNext(page, 6);
    });

    await test.step('mission 7/7: two languages, then Finish', async () => {
      await expectMissionStars(page, 0, 2);
      for (const entry of LANGUAGES) await addLanguage(page, entry);
      await expectLanguages(page);
      await expectMissionStars(page, 2, 2);
      await saveAndFinish(page);
    });

    await test.step('Home: 14/14 stars, grade 4, no improvement left', async () => {
      await page.getByTestId('nav-home').click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('home-stars')).toHaveText('14/14 étoiles');
      await expect(page.getByTestId('home-grade')).toHaveText('Grade 4');
      await expect(
        page.getByTestId('home-skills-file').getByRole('img', { name: /, grade 4$/ }),
      ).toBeVisible();
      await expect(page.getByTestId('home-improvements')).toContainText(
        'Bravo, vous avez toutes les étoiles !',
      );
    });
  });

  test('finds everything saved: /visualisation, each mission reloaded, the PDF', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('home-stars')).toHaveText('14/14 étoiles');
    await expect(page.getByTestId('home-grade')).toHaveText('Grade 4');

    await test.step('/visualisation shows what was entered', async () => {
      await page.getByTestId('home-view').click();
      await expect(page).toHaveURL(/\/visualisation$/);
      const view = page.getByTestId('resume-view');
      const identity = view.getByTestId('resume-identity');
      await expect(identity.getByRole('heading', { level: 2 })).toHaveText(FULL_NAME);
      await expect(identity).toContainText(PERSON.phone);
      await expect(view.getByTestId('resume-desired-position')).toHaveText(DESIRED_POSITION);
      const jobs = view.getByTestId('resume-section-jobs');
      for (const job of JOBS) {
        // Each profession's line: its label, then its experience time.
        await expect(jobs.getByText(job.label, { exact: true }).locator('..')).toContainText(job.shown);
      }
      const skills = view.getByTestId('resume-section-technical-skills');
      for (const domain of DOMAINS) {
        await expect(skills).toContainText(domain.label);
        for (const skill of domain.skills) await expect(skills).toContainText(skill);
      }
      const softSkills = view.getByTestId('resume-section-soft-skills').locator('.mantine-Badge-root');
      await expect(softSkills).toHaveText(SOFT_SKILLS);
      const experiences = view.getByTestId('resume-experience');
      await expect(view.getByTestId('resume-experience-dates')).toHaveText([ONGOING.dates, FINISHED.dates]);
      for (const [index, entry] of [ONGOING, FINISHED].entries()) {
        const experience = experiences.nth(index);
        for (const text of [entry.company, entry.position, entry.context, entry.project.name]) {
          await expect(experience).toContainText(text);
        }
        for (const { skill } of entry.project.environment) await expect(experience).toContainText(skill);
        for (const { job } of entry.project.jobs) await expect(experience).toContainText(job);
      }
      const diplomas = view.getByTestId('resume-section-diplomas');
      for (const entry of DIPLOMAS) {
        await expect(diplomas).toContainText(`${entry.title} — ${entry.school}`);
        await expect(diplomas).toContainText(entry.date);
      }
      const languages = view.getByTestId('resume-section-languages');
      for (const entry of LANGUAGES) {
        const level = entry.score === null ? entry.level : `${entry.level} : ${entry.score}`;
        await expect(languages.getByText(entry.name, { exact: true }).locator('..')).toContainText(level);
      }
    });

    const checks: [number, (page: Page) => Promise<void>][] = [
      [1, expectPersonalInfo],
      [2, expectJobs],
      [3, expectTechnicalSkills],
      [4, async (shown) => expect(shown.getByTestId('soft-skill')).toHaveText(SOFT_SKILLS)],
      [5, expectExperiences],
      [6, expectDiplomas],
      [7, expectLanguages],
    ];
    await visit(page, '/takeoff/1');
    for (const [step, expectSaved] of checks) {
      await test.step(`reloading /takeoff/${step} shows the saved data unchanged`, async () => {
        // Reached through the stepper (Next saves nothing: nothing changed), then reloaded.
        if (step > 1) await page.getByTestId('mission-next').click();
        await expectMission(page, step);
        await page.reload();
        await waitForApp(page);
        await expectMission(page, step);
        await expectSaved(page);
        // Nothing changed: the stepper has nothing to save.
        await expect(page.getByTestId('mission-save')).toBeDisabled();
      });
    }

    await test.step('the PDF downloaded from Home holds what was entered', async () => {
      await page.getByTestId('nav-home').click();
      await expect(page).toHaveURL(/\/home$/);
      const pdf = await downloadPdf(page.getByTestId('home-download-pdf'));
      const expected = [
        FULL_NAME,
        PERSON.phone,
        DESIRED_POSITION,
        ...JOBS.map((job) => job.label),
        'Kubernetes',
        'React Native',
        CUSTOM_DOMAIN.name,
        CUSTOM_DOMAIN.firstSkill,
        CUSTOM_DOMAIN.secondSkill,
        SOFT_SKILLS[0],
        ONGOING.company,
        FINISHED.company,
        ONGOING.position,
        ONGOING.project.name,
        FINISHED.project.name,
        ...DIPLOMAS.flatMap((entry) => [entry.title, entry.school]),
        ...LANGUAGES.map((entry) => entry.name),
        'Bilingue ou langue maternelle',
        'TOEIC 905',
        FINISHED.dates,
      ];
      for (const text of expected) expect.soft(pdf.text, `the PDF holds "${text}"`).toContain(text);
    });
  });
});
