/**
 * Mission 5, professional experiences with projects (spec §1, §3, §4, §5, §9): the experience
 * rules of spec §5 (company or personal project, position, context, start date, end date or still
 * employed, end not before start, no `<` or `>`), the 90 and 200 character counters, the spec §4
 * order, projects picking from missions 2 and 3 and the sector's sub-sectors, the sector change
 * rule, deletion with confirmation, and the spec §7 PATCH users/{id}/resume sent by Next.
 */
import { resources } from '@highlight/domain/i18n';
import type { ReferenceItem } from '@highlight/domain/reference';
import type { Experience, ResumeBody } from '@highlight/domain/resume';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { asRead } from '../../../test/text.ts';

const validation = resources.fr.validation as Record<string, string>;
const missions = resources.fr.missions as Record<string, Record<string, unknown>>;
/** The French text of `missions:experiences.<key>` (a missing key fails the test). */
function text(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], missions.experiences);
  return typeof value === 'string' ? value : `missing ${key}`;
}

/** A small catalogue: two sectors with their sub-sectors, a domain, two skills, a job. */
const REFERENCE: ReferenceItem[] = [
  { kind: 'sector', id: 'sector-bank', parentId: null, labelFr: 'Banque', labelEn: 'Banking' },
  { kind: 'sector', id: 'sector-energy', parentId: null, labelFr: 'Énergie', labelEn: 'Energy' },
  {
    kind: 'sub_sector',
    id: 'sub-retail',
    parentId: 'sector-bank',
    labelFr: 'Banque de détail',
    labelEn: 'Retail banking',
  },
  {
    kind: 'sub_sector',
    id: 'sub-invest',
    parentId: 'sector-bank',
    labelFr: "Banque d'investissement",
    labelEn: 'Investment banking',
  },
  {
    kind: 'sub_sector',
    id: 'sub-nuclear',
    parentId: 'sector-energy',
    labelFr: 'Nucléaire',
    labelEn: 'Nuclear',
  },
  { kind: 'domain', id: 'domain-front', parentId: null, labelFr: 'Front-end', labelEn: 'Front end' },
  { kind: 'skill', id: 'skill-react', parentId: 'domain-front', labelFr: 'React', labelEn: 'React' },
  { kind: 'skill', id: 'skill-java', parentId: 'domain-front', labelFr: 'Java', labelEn: 'Java' },
  { kind: 'job', id: 'job-dev', parentId: null, labelFr: 'Développeur', labelEn: 'Developer' },
];

/** Missions 2 and 3 as a project picks from them: one job; React and a custom skill. */
const MISSIONS_2_3: Partial<ResumeBody> = {
  jobs: [{ job: { id: 'job-dev', custom: false }, experienceMonths: 24 }],
  technicalSkills: [
    {
      domain: { id: 'domain-front', custom: false },
      skills: [
        { id: 'skill-react', custom: false },
        { id: 'custom-htmx', custom: true, label: 'htmx' },
      ],
    },
  ],
};

function experience(overrides: Partial<Experience> = {}): Experience {
  return {
    id: 'exp-1',
    corporation: 'Banque Horizon',
    personalProject: false,
    sector: null,
    position: 'Développeuse',
    context: 'Refonte du portail client',
    startDate: '2019-01',
    endDate: '2020-06',
    projectExperiences: [],
    ...overrides,
  };
}

// Each test fills one or two dialogs field by field, as a person does: slower than the default 5 s
// on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Renders mission 5 over `body`; returns the recorded calls, the router and a user. */
async function renderMission(body: Partial<ResumeBody> = {}, locale: 'fr' | 'en' = 'fr') {
  const { calls } = mockApi({
    'GET /users/me': () =>
      makeUser({
        resume: makeResume(body, { version: 5 }),
        userSettings: { displayLanguage: locale, chosenUserMode: null },
      }),
    'GET /reference': () => ({ version: 1, items: REFERENCE }),
    [`PATCH ${RESUME_PATH}`]: savesResume(6),
  });
  const view = renderRoutes('/takeoff/5');
  const user = userEvent.setup();
  await screen.findByTestId('experience-add', {}, { timeout: 5000 });
  return { calls, user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

function dialog(): HTMLElement {
  return screen.getByTestId('experience-form');
}

/** Picks `option` in the Mantine (Multi)Select `testId`, typing `search` first. */
async function pick(user: User, testId: string, search: string, option: string) {
  const input = screen.getByTestId(testId);
  await user.click(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function selectMonth(user: User, prefix: 'experience-start' | 'experience-end', yearMonth: string) {
  const [year = '', month = ''] = yearMonth.split('-');
  await user.selectOptions(screen.getByTestId(`${prefix}-month`), month);
  await user.selectOptions(screen.getByTestId(`${prefix}-year`), year);
}

/** Fills the experience dialog; `end` null ticks "still employed". */
async function fillExperience(
  user: User,
  values: { company?: string; position: string; context: string; start: string; end: string | null },
) {
  if (values.company === undefined) await user.click(screen.getByTestId('experience-personal-project'));
  else await user.type(screen.getByTestId('experience-company'), values.company);
  await user.type(screen.getByTestId('experience-position'), values.position);
  await user.click(screen.getByTestId('experience-context'));
  await user.paste(values.context);
  await selectMonth(user, 'experience-start', values.start);
  if (values.end === null) await user.click(screen.getByTestId('experience-still-employed'));
  else await selectMonth(user, 'experience-end', values.end);
}

async function addExperience(user: User, values: Parameters<typeof fillExperience>[1]) {
  await user.click(screen.getByTestId('experience-add'));
  await fillExperience(user, values);
  await user.click(screen.getByTestId('experience-save'));
  await waitFor(() => expect(screen.queryByTestId('experience-form')).toBeNull());
}

function positions(): string[] {
  return screen.getAllByTestId('experience-position-text').map((node) => node.textContent ?? '');
}

function patches(calls: { method: string; body: unknown }[]) {
  return calls.filter((call) => call.method === 'PATCH');
}

describe('mission 5: experience rules (spec §5)', () => {
  it('requires company or personal project, position, context, start date and end date or still employed', async () => {
    const { calls, user } = await renderMission();
    await user.click(screen.getByTestId('experience-add'));
    await user.click(screen.getByTestId('experience-save'));

    const form = dialog();
    expect(within(form).getByText(asRead(validation.corporationRequired ?? 'missing'))).toBeTruthy();
    // Position, context and start date.
    expect(within(form).getAllByText(validation.required ?? 'missing')).toHaveLength(3);
    expect(within(form).getByText(asRead(text('endDateRequired')))).toBeTruthy();
    expect(screen.getByTestId('experience-position').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('experience-context').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('experience-company').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('experience-start-month').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('experience-end-month').getAttribute('aria-invalid')).toBe('true');

    // "Personal project" stands for the company, "still employed" for the end date.
    await user.click(screen.getByTestId('experience-personal-project'));
    await user.click(screen.getByTestId('experience-still-employed'));
    await user.click(screen.getByTestId('experience-save'));
    expect(within(dialog()).queryByText(asRead(validation.corporationRequired ?? 'missing'))).toBeNull();
    expect(within(dialog()).queryByText(asRead(text('endDateRequired')))).toBeNull();
    expect(within(dialog()).getAllByText(validation.required ?? 'missing')).toHaveLength(3);
    expect(screen.getByTestId<HTMLInputElement>('experience-company').disabled).toBe(true);
    expect(screen.getByTestId<HTMLSelectElement>('experience-end-month').disabled).toBe(true);

    expect(screen.queryByTestId('experience-card')).toBeNull();
    expect(patches(calls)).toEqual([]);
  });

  it('refuses an end date before the start date', async () => {
    const { user } = await renderMission();
    await user.click(screen.getByTestId('experience-add'));
    await fillExperience(user, {
      company: 'Banque Horizon',
      position: 'Développeuse',
      context: 'Portail client',
      start: '2022-05',
      end: '2021-01',
    });
    await user.click(screen.getByTestId('experience-save'));
    expect(within(dialog()).getByText(validation.endBeforeStart ?? 'missing')).toBeTruthy();

    // The same month is fine.
    await selectMonth(user, 'experience-end', '2022-05');
    await user.click(screen.getByTestId('experience-save'));
    await waitFor(() => expect(screen.queryByTestId('experience-form')).toBeNull());
    expect(screen.getByTestId('experience-dates').textContent).toBe('mai 2022 – mai 2022');
  });

  it('refuses < and > in the context, with the domain message', async () => {
    const { user } = await renderMission();
    await user.click(screen.getByTestId('experience-add'));
    await fillExperience(user, {
      company: 'Banque Horizon',
      position: 'Développeuse',
      context: 'Migration <script> vers React',
      start: '2021-03',
      end: null,
    });
    await user.click(screen.getByTestId('experience-save'));
    expect(within(dialog()).getByText(validation.angleBrackets ?? 'missing')).toBeTruthy();
    expect(screen.queryByTestId('experience-card')).toBeNull();
  });

  it('counts the context against 90 characters and refuses more, keeping the text as typed', async () => {
    const { user } = await renderMission();
    await user.click(screen.getByTestId('experience-add'));
    await fillExperience(user, {
      company: 'Banque Horizon',
      position: 'Développeuse',
      context: 'a'.repeat(90),
      start: '2021-03',
      end: null,
    });
    const counter = screen.getByTestId('experience-context-counter');
    expect(counter.textContent).toBe('90 / 90 caractères');
    expect(counter.dataset.over).toBe('false');

    await user.type(screen.getByTestId('experience-context'), 'b');
    expect(counter.textContent).toBe('91 / 90 caractères');
    expect(counter.dataset.over).toBe('true');
    expect(screen.getByTestId<HTMLTextAreaElement>('experience-context').value).toHaveLength(91);
    await user.click(screen.getByTestId('experience-save'));
    expect(within(dialog()).getByText(validation.tooLong ?? 'missing')).toBeTruthy();

    await user.type(screen.getByTestId('experience-context'), '{Backspace}');
    await user.click(screen.getByTestId('experience-save'));
    await waitFor(() => expect(screen.queryByTestId('experience-form')).toBeNull());
    expect(screen.getAllByTestId('experience-card')).toHaveLength(1);
  });
});

describe('mission 5: order and display (spec §3, §4)', () => {
  it('shows an ongoing experience first, then finished ones by end date descending, re-sorted on each change', async () => {
    const { user } = await renderMission({ experiences: [experience({ position: 'Analyste' })] });
    expect(positions()).toEqual(['Analyste']);

    await addExperience(user, {
      company: 'Énergie Plus',
      position: 'Tech lead',
      context: 'Plateforme de données',
      start: '2018-01',
      end: null,
    });
    expect(positions()).toEqual(['Tech lead', 'Analyste']);
    expect(screen.getAllByTestId('experience-dates')[0]?.textContent).toBe("janv. 2018 – aujourd'hui");

    await addExperience(user, {
      company: 'Assurances Ouest',
      position: 'Développeur',
      context: 'Gestion des sinistres',
      start: '2015-09',
      end: '2022-12',
    });
    expect(positions()).toEqual(['Tech lead', 'Développeur', 'Analyste']);

    // Editing the end date of the oldest-ended one moves it up.
    const cards = screen.getAllByTestId('experience-card');
    await user.click(within(cards[2]!).getByTestId('experience-edit'));
    await selectMonth(user, 'experience-end', '2024-02');
    await user.click(screen.getByTestId('experience-save'));
    await waitFor(() => expect(positions()).toEqual(['Tech lead', 'Analyste', 'Développeur']));
  });

  it('shows "Personal project" and the date range in English', async () => {
    await renderMission(
      {
        experiences: [
          experience({ corporation: '', personalProject: true, startDate: '2021-01', endDate: null }),
        ],
      },
      'en',
    );
    await waitFor(() =>
      expect(screen.getByTestId('experience-company-text').textContent).toBe('Personal project'),
    );
    expect(screen.getByTestId('experience-dates').textContent).toBe('Jan 2021 – present');
  });

  it('deletes an experience only once confirmed', async () => {
    const { user } = await renderMission({
      experiences: [
        experience({ id: 'a', position: 'Analyste' }),
        experience({ id: 'b', position: 'Architecte', endDate: null }),
      ],
    });
    const [first] = screen.getAllByTestId('experience-card');
    await user.click(within(first!).getByTestId('experience-delete'));
    await user.click(await screen.findByTestId('experience-delete-cancel'));
    expect(positions()).toEqual(['Architecte', 'Analyste']);

    await user.click(within(screen.getAllByTestId('experience-card')[0]!).getByTestId('experience-delete'));
    await user.click(await screen.findByTestId('experience-delete-confirm'));
    await waitFor(() => expect(positions()).toEqual(['Analyste']));
  });
});

describe('mission 5: projects', () => {
  it('offers in the technical environment only the skills of mission 3', async () => {
    const { user } = await renderMission({ ...MISSIONS_2_3, experiences: [experience()] });
    await user.click(screen.getByTestId('experience-project-add'));
    await user.click(screen.getByTestId('experience-project-environment'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['React', 'htmx']);
    expect(screen.queryByRole('option', { name: 'Java' })).toBeNull();
  });

  it('says when mission 3 has no skill, with a link to it, and disables sub-sectors without a sector', async () => {
    const { user } = await renderMission({ experiences: [experience({ sector: null })] });
    await user.click(screen.getByTestId('experience-project-add'));
    const hint = screen.getByTestId('experience-project-no-skills');
    expect(within(hint).getByRole('link').getAttribute('href')).toBe('/takeoff/3');
    expect(screen.getByTestId<HTMLInputElement>('experience-project-environment').disabled).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('experience-project-sub-sectors').disabled).toBe(true);
    expect(screen.getByText(text('project.noSector'))).toBeTruthy();
  });

  it('requires a name and refuses < and > in the description, counted against 200 characters', async () => {
    const { user } = await renderMission({ ...MISSIONS_2_3, experiences: [experience()] });
    await user.click(screen.getByTestId('experience-project-add'));
    await user.click(screen.getByTestId('experience-project-save'));
    const form = screen.getByTestId('experience-project-form');
    expect(within(form).getByText(validation.required ?? 'missing')).toBeTruthy();

    await user.type(screen.getByTestId('experience-project-name'), 'Portail');
    await user.type(screen.getByTestId('experience-project-description'), 'Écrans <div> accessibles');
    expect(screen.getByTestId('experience-project-description-counter').textContent).toBe(
      '24 / 200 caractères',
    );
    await user.click(screen.getByTestId('experience-project-save'));
    expect(within(form).getByText(validation.angleBrackets ?? 'missing')).toBeTruthy();
    expect(screen.queryByTestId('experience-project')).toBeNull();
  });

  it('removes the projects’ sub-sectors when the sector changes, and tells the user', async () => {
    const { calls, user, router } = await renderMission({
      experiences: [
        experience({
          sector: 'sector-bank',
          projectExperiences: [
            {
              id: 'p-1',
              name: 'Portail',
              description: '',
              technicalEnvironment: [],
              jobs: [],
              subSectors: ['sub-retail'],
            },
          ],
        }),
      ],
    });
    expect(await screen.findByText('Banque de détail')).toBeTruthy();

    await user.click(screen.getByTestId('experience-edit'));
    await user.clear(screen.getByTestId('experience-sector'));
    // Accent-insensitive search: "energie" finds "Énergie".
    await pick(user, 'experience-sector', 'energie', 'Énergie');
    expect(screen.getByTestId('experience-sector-warning').textContent).toContain('Portail');
    await user.click(screen.getByTestId('experience-save'));

    expect(await screen.findByText(text('subSectorsRemovedTitle'))).toBeTruthy();
    expect(screen.queryByText('Banque de détail')).toBeNull();
    expect(screen.getByTestId('experience-company-text').textContent).toBe('Banque Horizon · Énergie');

    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/6'));
    expect(patches(calls)[0]?.body).toMatchObject({
      experiences: [{ sector: 'sector-energy', projectExperiences: [{ name: 'Portail', subSectors: [] }] }],
    });
  });

  it('deletes a project only once confirmed', async () => {
    const { user } = await renderMission({
      experiences: [
        experience({
          projectExperiences: [
            {
              id: 'p-1',
              name: 'Portail',
              description: '',
              technicalEnvironment: [],
              jobs: [],
              subSectors: [],
            },
          ],
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Supprimer le projet «\u202fPortail\u202f»' }));
    await user.click(await screen.findByTestId('experience-project-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('experience-project')).toBeNull());
  });
});

describe('mission 5: saving (spec §7 PATCH users/{id}/resume)', () => {
  it('sends the experience with its project on Next, earning the two stars live', async () => {
    const { calls, user, router } = await renderMission(MISSIONS_2_3);
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('0');

    await user.click(screen.getByTestId('experience-add'));
    await fillExperience(user, {
      company: ' Banque Horizon ',
      position: 'Développeuse full stack',
      context: 'Refonte du portail client',
      start: '2021-03',
      end: null,
    });
    await pick(user, 'experience-sector', 'banq', 'Banque');
    await user.click(screen.getByTestId('experience-save'));
    await waitFor(() => expect(screen.queryByTestId('experience-form')).toBeNull());

    await user.click(screen.getByTestId('experience-project-add'));
    await user.type(screen.getByTestId('experience-project-name'), 'Espace client');
    await user.type(screen.getByTestId('experience-project-description'), 'Nouveau parcours de souscription');
    await pick(user, 'experience-project-environment', 'rea', 'React');
    await pick(user, 'experience-project-jobs', 'dev', 'Développeur');
    await pick(user, 'experience-project-sub-sectors', 'detail', 'Banque de détail');
    await user.click(screen.getByTestId('experience-project-save'));
    await waitFor(() => expect(screen.queryByTestId('experience-project-form')).toBeNull());

    expect(screen.getByTestId('experience-project-title').textContent).toBe('Espace client');
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('2');

    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/6'));
    const sent = patches(calls);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as { version: number; experiences: Experience[] };
    expect(body).toMatchObject({
      version: 5,
      jobs: MISSIONS_2_3.jobs,
      experiences: [
        {
          corporation: 'Banque Horizon',
          personalProject: false,
          sector: 'sector-bank',
          position: 'Développeuse full stack',
          context: 'Refonte du portail client',
          startDate: '2021-03',
          endDate: null,
          projectExperiences: [
            {
              name: 'Espace client',
              description: 'Nouveau parcours de souscription',
              technicalEnvironment: [{ id: 'skill-react', custom: false }],
              jobs: [{ id: 'job-dev', custom: false }],
              subSectors: ['sub-retail'],
            },
          ],
        },
      ],
    });
    const [saved] = body.experiences;
    expect(saved?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved?.projectExperiences[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved?.projectExperiences[0]?.id).not.toBe(saved?.id);
  });
});
