/**
 * Mission 2, job sought (spec §1), in the UI: the job field rule on the desired position and on
 * custom professions (spec §5, §9: at most 70 characters; letters, digits, spaces and the signs
 * of ordinary titles, as docs/decisions.md reads "French alphabet… and slash only", issue #26 §15), at most 3 different professions, an experience time in months or years (more than
 * 0, at most 600 months or 50 years, stored in months), custom professions that already exist
 * refused, and removing a profession used in projects (blocked when it is a project's only one,
 * otherwise removed from those projects) — each proven by the message shown and the PATCH body
 * sent, or by no PATCH at all.
 */
import { resources } from '@highlight/domain/i18n';
import type { ReferenceItem } from '@highlight/domain/reference';
import type { Experience, ResumeBody } from '@highlight/domain/resume';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { asRead } from '../../../test/text.ts';

const validation = resources.fr.validation as Record<string, string>;
const common = (resources.fr.missions as Record<string, Record<string, string>>).common ?? {};

// Route-level journeys of many steps, run beside other suites on a 2-core machine.
vi.setConfig({ testTimeout: 15_000 });

/** A small catalogue of our own (kind 'job'), with a domain to prove only jobs are offered. */
const REFERENCE: ReferenceItem[] = [
  {
    kind: 'job',
    id: 'software-developer',
    parentId: null,
    labelFr: 'Développeur logiciel',
    labelEn: 'Software developer',
  },
  {
    kind: 'job',
    id: 'project-manager',
    parentId: null,
    labelFr: 'Chef de projet',
    labelEn: 'Project manager',
  },
  {
    kind: 'job',
    id: 'software-architect',
    parentId: null,
    labelFr: 'Architecte logiciel',
    labelEn: 'Software architect',
  },
  {
    kind: 'job',
    id: 'data-engineer',
    parentId: null,
    labelFr: 'Ingénieur de données',
    labelEn: 'Data engineer',
  },
  { kind: 'domain', id: 'devops', parentId: null, labelFr: 'DevOps et CI/CD', labelEn: 'DevOps & CI/CD' },
];

const job = (id: string, experienceMonths = 24) => ({ job: { id, custom: false }, experienceMonths });

function experience(projects: { name: string; jobs: string[] }[]): Experience {
  return {
    id: 'exp-1',
    corporation: 'Banque Horizon',
    personalProject: false,
    sector: null,
    position: 'Développeuse',
    context: 'Refonte du système de paiement',
    startDate: '2021-03',
    endDate: null,
    projectExperiences: projects.map((project, index) => ({
      id: `project-${index}`,
      name: project.name,
      description: '',
      technicalEnvironment: [],
      jobs: project.jobs.map((id) => ({ id, custom: false })),
      subSectors: [],
    })),
  };
}

/** Renders the mission over `body`, once the form and the reference catalogue are in. */
async function setup(body: Partial<ResumeBody> = {}) {
  const api = mockApi({
    'GET /users/me': () => makeUser({ resume: makeResume(body, { version: 5 }) }),
    'GET /reference': () => ({ version: 1, items: REFERENCE }),
    [`PATCH ${RESUME_PATH}`]: savesResume(6),
  });
  const view = renderRoutes('/takeoff/2');
  // The first render of a file is slow on a busy machine: wait for the form and the catalogue.
  await screen.findByTestId('job-form', {}, { timeout: 10_000 });
  await waitFor(() => expect(view.queryClient.getQueryData(['reference'])).toBeDefined());
  return { ...api, ...view, user: userEvent.setup() };
}

const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH');
const jobLabels = () => screen.queryAllByTestId('job-label').map((label) => label.textContent);
const rowOf = (label: string) =>
  screen.getAllByTestId('job-item').find((row) => row.dataset.jobLabel === label)!;

/** Replaces the text of `input` at once (typing key by key is kept for the search tests). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string, { typed = false } = {}) {
  const input = await screen.findByTestId('job-picker-input');
  await user.clear(input);
  if (typed) await user.type(input, text);
  else await user.paste(text);
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Notifications live in a store shared by the tests of a file; beyond 5 shown, new ones queue.
  notifications.clean();
  notifications.cleanQueue();
});

describe('mission 2: desired position (spec §5 job field)', () => {
  it('counts the characters and refuses more than 70, or other characters than letters, spaces, accents and slash', async () => {
    const { user, calls, router } = await setup();
    const input = await screen.findByTestId('job-desired-position');
    const counter = screen.getByTestId('job-desired-position-counter');
    expect(counter.textContent).toBe('0 / 70 caractères');
    // Empty is allowed: no message before anything is typed.
    expect(screen.queryByText(validation.jobTooLong!)).toBeNull();

    await fill(user, input, 'a'.repeat(71));
    expect(counter.textContent).toBe('71 / 70 caractères');
    expect(await screen.findByText(validation.jobTooLong!)).toBeTruthy();

    // issue #26 §15: digits and hyphens are ordinary title characters; markup is not.
    await fill(user, input, 'Développeur <Java>');
    expect(await screen.findByText(validation.jobCharacters!)).toBeTruthy();

    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(screen.getAllByText(common.invalid!).length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/takeoff/2');
    expect(patches(calls)).toEqual([]);
  });

  it.each([
    "Ingénieure d'études et développement",
    'Architecte cloud - AWS',
    'Développeur C#',
    'Data engineer (Big Data)',
    "Architecte d'entreprise",
    'Développeur .NET',
  ])('issue #26 §15: takes the ordinary title %j without a message and saves it', async (title) => {
    const { user, calls, router } = await setup();
    await fill(user, await screen.findByTestId('job-desired-position'), title);
    expect(screen.queryByText(validation.jobCharacters!)).toBeNull();
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/3'));
    expect(patches(calls)[0]?.body).toMatchObject({ desiredPosition: title });
  });

  it('saves a valid position with accents and slash, at the version read', async () => {
    const { user, calls, router } = await setup();
    await fill(user, await screen.findByTestId('job-desired-position'), 'Développeur / Architecte logiciel');
    expect(screen.queryByText(validation.jobCharacters!)).toBeNull();
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/3'));
    expect(patches(calls)[0]?.body).toMatchObject({
      version: 5,
      desiredPosition: 'Développeur / Architecte logiciel',
      jobs: [],
    });
  });
});

describe('mission 2: professions (spec §5, §9)', () => {
  it('finds a catalogue profession accent-insensitively, and offers professions only', async () => {
    const { user } = await setup();
    await search(user, 'ingenieur de donnees', { typed: true });
    const options = screen.getAllByTestId('job-picker-option').map((option) => option.textContent);
    expect(options).toEqual(['Ingénieur de données']);
    await search(user, 'devops', { typed: true });
    expect(screen.queryAllByTestId('job-picker-option')).toEqual([]);
  });

  it('refuses a 4th different profession with the spec §9 message', async () => {
    const { user, calls } = await setup({
      jobs: [job('software-developer'), job('project-manager'), job('software-architect')],
    });
    await search(user, 'ingenieur');
    await user.click(screen.getByRole('option', { name: 'Ingénieur de données' }));
    expect(await screen.findByText(validation.tooManyJobs!)).toBeTruthy();
    expect(jobLabels()).toEqual(['Développeur logiciel', 'Chef de projet', 'Architecte logiciel']);

    // A custom 4th is refused the same way.
    await search(user, 'Testeur');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(validation.tooManyJobs!)).toBeTruthy();
    expect(jobLabels()).toHaveLength(3);
    expect(patches(calls)).toEqual([]);
  });

  it('refuses an experience time of 0, over 600 months or over 50 years, sending nothing', async () => {
    const { user, calls, router } = await setup();
    await search(user, 'chef');
    await user.click(screen.getByRole('option', { name: 'Chef de projet' }));
    const row = rowOf('Chef de projet');
    const time = within(row).getByTestId('job-experience-input');

    await fill(user, time, '0');
    expect(await within(row).findByText(validation.experienceTimePositive!)).toBeTruthy();
    await fill(user, time, '601');
    expect(await within(row).findByText(validation.experienceTimeMax!)).toBeTruthy();
    await fill(user, time, '600');
    await waitFor(() => expect(within(row).queryByText(validation.experienceTimeMax!)).toBeNull());

    await user.click(within(row).getByText('ans'));
    await fill(user, time, '51');
    expect(await within(row).findByText(validation.experienceTimeMax!)).toBeTruthy();

    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(screen.getAllByText(common.invalid!).length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/takeoff/2');
    expect(patches(calls)).toEqual([]);
  });

  it('asks for the experience time of a new profession when saving without it', async () => {
    const { user, calls } = await setup();
    await search(user, 'architecte');
    await user.click(screen.getByRole('option', { name: 'Architecte logiciel' }));
    await user.click(screen.getByTestId('mission-next'));
    expect(
      await within(rowOf('Architecte logiciel')).findByText(validation.experienceTimePositive!),
    ).toBeTruthy();
    expect(patches(calls)).toEqual([]);
  });

  it('stores years as months: 5 years are sent as 60 months', async () => {
    const { user, calls, router } = await setup({ jobs: [job('software-developer', 18)] });
    await search(user, 'chef');
    await user.click(screen.getByRole('option', { name: 'Chef de projet' }));
    const row = rowOf('Chef de projet');
    await user.click(within(row).getByText('ans'));
    await fill(user, within(row).getByTestId('job-experience-input'), '5');
    expect(within(row).getByText('soit 60 mois')).toBeTruthy();

    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/3'));
    expect(patches(calls)[0]?.body).toMatchObject({
      jobs: [
        job('software-developer', 18),
        { job: { id: 'project-manager', custom: false }, experienceMonths: 60 },
      ],
    });
  });

  it('shows a saved whole number of years in years, anything else in months', async () => {
    await setup({ jobs: [job('software-developer', 36), job('project-manager', 18)] });
    await screen.findAllByTestId('job-item');
    const years = within(rowOf('Développeur logiciel'));
    expect(years.getByTestId<HTMLInputElement>('job-experience-input').value).toBe('3');
    expect(years.getByRole<HTMLInputElement>('radio', { name: 'ans' }).checked).toBe(true);
    const months = within(rowOf('Chef de projet'));
    expect(months.getByTestId<HTMLInputElement>('job-experience-input').value).toBe('18');
    expect(months.getByRole<HTMLInputElement>('radio', { name: 'mois' }).checked).toBe(true);
  });

  it('refuses a custom profession that already exists or breaks the job field rule', async () => {
    const { user, calls } = await setup({
      jobs: [
        job('project-manager'),
        { job: { id: 'custom-integrateur', custom: true, label: 'Intégrateur' }, experienceMonths: 12 },
      ],
    });
    // A catalogue profession, whatever the case and accents: the catalogue entry is offered, not a copy.
    await search(user, 'DEVELOPPEUR LOGICIEL');
    expect(screen.getAllByTestId('job-picker-option').map((option) => option.textContent)).toEqual([
      'Développeur logiciel',
    ]);
    expect(screen.queryByTestId('job-picker-create')).toBeNull();
    // One already chosen (catalogue or custom) cannot be added again as custom.
    await search(user, 'chef de projet');
    await user.click(screen.getByTestId('job-picker-create'));
    expect(await screen.findByText(validation.customAlreadyExists!)).toBeTruthy();
    await search(user, 'integrateur');
    await user.click(screen.getByTestId('job-picker-create'));
    expect(await screen.findByText(validation.customAlreadyExists!)).toBeTruthy();
    // The job field rule applies to custom professions.
    await search(user, 'Développeur <3D>');
    await user.click(screen.getByTestId('job-picker-create'));
    expect(await screen.findByText(validation.jobCharacters!)).toBeTruthy();
    await search(user, 'a'.repeat(71));
    await user.click(screen.getByTestId('job-picker-create'));
    expect(await screen.findByText(validation.jobTooLong!)).toBeTruthy();
    expect(jobLabels()).toEqual(['Chef de projet', 'Intégrateur']);
    expect(patches(calls)).toEqual([]);
  });

  it('adds a new custom profession with Enter and saves it with its label', async () => {
    const { user, calls, router } = await setup({
      jobs: [
        job('project-manager'),
        { job: { id: 'custom-integrateur', custom: true, label: 'Intégrateur' }, experienceMonths: 12 },
      ],
    });
    await search(user, 'Recetteur / Testeur');
    await user.keyboard('{Enter}');
    expect(jobLabels()).toEqual(['Chef de projet', 'Intégrateur', 'Recetteur / Testeur']);
    await fill(user, within(rowOf('Recetteur / Testeur')).getByTestId('job-experience-input'), '7');
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/3'));
    expect((patches(calls)[0]?.body as ResumeBody).jobs[2]).toEqual({
      job: { id: 'custom-recetteur-testeur', custom: true, label: 'Recetteur / Testeur' },
      experienceMonths: 7,
    });
  });

  it('issue #26 §15: creates custom professions with ordinary titles and saves them', async () => {
    const { user, calls, router } = await setup();
    for (const title of ['Développeur C#', 'Data engineer (Big Data)', "Ingénieure d'études"]) {
      await search(user, title);
      await user.keyboard('{Enter}');
      await fill(user, within(rowOf(title)).getByTestId('job-experience-input'), '12');
    }
    expect(screen.queryByText(validation.jobCharacters!)).toBeNull();
    expect(jobLabels()).toEqual(['Développeur C#', 'Data engineer (Big Data)', "Ingénieure d'études"]);
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/3'));
    const saved = (patches(calls)[0]?.body as ResumeBody).jobs.map((entry) => entry.job.label);
    expect(saved).toEqual(['Développeur C#', 'Data engineer (Big Data)', "Ingénieure d'études"]);
  });

  it('earns the profession star live', async () => {
    const { user } = await setup();
    await screen.findByTestId('job-picker-input');
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('0');
    await search(user, 'chef');
    await user.click(screen.getByRole('option', { name: 'Chef de projet' }));
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('1');
  });
});

describe('mission 2: removing a profession used in projects (spec §5)', () => {
  const body = {
    jobs: [job('software-developer'), job('project-manager')],
    experiences: [
      experience([
        { name: 'Portail client', jobs: ['software-developer'] },
        { name: 'Migration cloud', jobs: ['software-developer', 'project-manager'] },
      ]),
    ],
  };

  it('is blocked while it is the only profession of a project, naming the project, and removes nothing', async () => {
    const { user, calls } = await setup(body);
    await user.click(
      await screen.findByRole('button', { name: 'Retirer le métier «\u202fDéveloppeur logiciel\u202f»' }),
    );
    const text = i18n.t('missions:job.removeBlockedText', {
      job: 'Développeur logiciel',
      projects: 'Portail client',
    });
    expect(await screen.findByText(asRead(text))).toBeTruthy();
    expect(jobLabels()).toEqual(['Développeur logiciel', 'Chef de projet']);
    // Nothing changed: Next moves on without saving.
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(screen.queryByTestId('job-form')).toBeNull());
    expect(patches(calls)).toEqual([]);
  });

  it('otherwise removes it from the projects using it, says which, and saves both', async () => {
    const { user, calls, router } = await setup(body);
    await user.click(
      await screen.findByRole('button', { name: 'Retirer le métier «\u202fChef de projet\u202f»' }),
    );
    const text = i18n.t('missions:job.removedFromProjectsText', {
      job: 'Chef de projet',
      projects: 'Migration cloud',
    });
    expect(await screen.findByText(asRead(text))).toBeTruthy();
    expect(jobLabels()).toEqual(['Développeur logiciel']);

    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/3'));
    const sent = patches(calls)[0]?.body as ResumeBody;
    expect(sent.jobs).toEqual([job('software-developer')]);
    expect(sent.experiences[0]?.projectExperiences.map((project) => project.jobs)).toEqual([
      [{ id: 'software-developer', custom: false }],
      [{ id: 'software-developer', custom: false }],
    ]);
  });
});
