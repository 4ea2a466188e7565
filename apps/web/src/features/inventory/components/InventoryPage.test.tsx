/**
 * issue #29 §6, the Inventory screen through the app's real routes: the back office opens it from
 * its navigation, a collaborator never reaches it (spec §2 guards); the supply's figure says in
 * words what its chart shows, and its table's counts are links to the dashboard listing exactly
 * those people (`supplyCellFilter`), named for screen readers; the filters go to the API as the
 * dashboard's; the tab lives in the URL; French and English.
 */
import type { Supply, SupplySkill } from '@highlight/domain/inventory';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });

const HR_ID = '9b1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f73';

function skill(id: string, overrides: Partial<SupplySkill> = {}): SupplySkill {
  return {
    skill: id,
    domain: 'devops',
    people: 5,
    groups: { employee: 3, applicant: 1, exEmployee: 1 },
    statuses: { active: 4, inactive: 1, off_process: 0 },
    outdated: 2,
    years: { under2: 1, from2to5: 2, from5to10: 1, from10: 1 },
    lastUsed: [
      { year: 2026, people: 3 },
      { year: null, people: 2 },
    ],
    ...overrides,
  };
}

const SUPPLY: Supply = {
  domains: [
    {
      domain: 'devops',
      people: 6,
      groups: { employee: 4, applicant: 1, exEmployee: 1 },
      statuses: { active: 5, inactive: 1, off_process: 0 },
      outdated: 2,
    },
  ],
  skills: [
    skill('kubernetes'),
    skill('docker', { people: 1, groups: { employee: 0, applicant: 1, exEmployee: 0 } }),
  ],
  more: 3,
};

const REQUEST_ID = '3c1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f74';
const PEOPLE = Array.from(
  { length: 12 },
  (_, index) => `4d1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f${String(index).padStart(2, '0')}`,
);
const REQUIREMENTS = [
  { id: 'kubernetes', required: true, minYears: 3 },
  { id: 'docker', required: false },
];

/** A tender grid's answer for the people asked: the first holds Kubernetes 4 years, ongoing. */
function gridOf(people: string[]) {
  const cell = (held: boolean, months: number, meetsYears: boolean) => ({
    declared: held,
    places: held
      ? [
          {
            corporation: 'Banque Alpha',
            personalProject: false,
            position: 'DevOps',
            startDate: '2022-11',
            endDate: null,
            projects: [],
            moreProjects: 0,
          },
        ]
      : [],
    morePlaces: 0,
    months,
    lastYear: held ? 2026 : null,
    ongoing: held,
    held,
    meetsYears,
  });
  return {
    request: { id: REQUEST_ID, title: 'Plateforme cloud' },
    requirements: REQUIREMENTS,
    required: 1,
    rows: people.map((id, index) => ({
      person: { id, firstname: 'Zoé', lastname: `Personne${index}`, trigram: `ZP${index}` },
      cells:
        index === 0
          ? [cell(true, 48, true), cell(true, 12, true)]
          : [cell(false, 0, false), cell(false, 0, false)],
      requiredMet: index === 0 ? 1 : 0,
    })),
  };
}

function setup(locale: 'fr' | 'en' = 'fr', roles: string[] = ['human_ressources'], path = '/inventory') {
  const me = makeUser({
    roles: roles as never,
    avatar: roles.includes('employee') ? 'cat' : null,
    userSettings: { displayLanguage: locale, chosenUserMode: null },
  });
  const api = mockApi({
    'GET /users/me': () => me,
    'GET /reference': () => ({
      version: 1,
      items: [
        { kind: 'skill', id: 'kubernetes', parentId: 'devops', labelFr: 'Kubernetes', labelEn: 'Kubernetes' },
        { kind: 'skill', id: 'docker', parentId: 'devops', labelFr: 'Docker', labelEn: 'Docker' },
        {
          kind: 'domain',
          id: 'devops',
          parentId: null,
          labelFr: 'DevOps et cloud',
          labelEn: 'DevOps and cloud',
        },
        {
          kind: 'job',
          id: 'devops-engineer',
          parentId: null,
          labelFr: 'Ingénieur DevOps',
          labelEn: 'DevOps engineer',
        },
      ],
    }),
    'GET /users/human_resources': () => [
      { id: HR_ID, firstname: 'Sophie', lastname: 'Bernard', trigram: 'SBE' },
    ],
    'GET /inventory/supply': () => SUPPLY,
    'GET /client-requests': () => ({
      items: [
        {
          id: REQUEST_ID,
          title: 'Plateforme cloud',
          skills: REQUIREMENTS,
          jobId: null,
          languages: [],
          createdBy: null,
          createdAt: '2026-11-02T10:00:00.000Z',
          updatedAt: '2026-11-02T10:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    }),
    [`GET /client-requests/${REQUEST_ID}`]: () => ({
      id: REQUEST_ID,
      title: 'Plateforme cloud',
      text: '',
      skills: REQUIREMENTS,
      jobId: null,
      languages: [],
      createdBy: null,
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    }),
    'POST /match': () => ({
      skills: REQUIREMENTS,
      results: PEOPLE.map((id, index) => ({
        userId: id,
        score: 90 - index,
        matched: [],
        missing: [],
        years: {},
        evidence: {},
        user: { id, firstname: 'Zoé', lastname: `Personne${index}` },
      })),
    }),
    'POST /inventory/tender-grid': (body) => gridOf((body as { people: string[] }).people),
    'GET /users': () => ({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
      facets: {},
      totalExact: true,
      fuzzy: false,
    }),
  });
  return { api, ...renderRoutes(path) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the Inventory screen (issue #29 §6)', () => {
  it('says in words what the supply chart shows, and lists each count as a link to those people', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventaire des compétences' })).toBeTruthy();
    const figure = await screen.findByTestId('supply-skills');
    await waitFor(() =>
      expect(within(figure).getByTestId('supply-skills-summary').textContent).toBe(
        '5 compétences détenues. La plus détenue est Kubernetes\u202f: 5 personnes (salariés\u202f: 3, candidats\u202f: 1, anciens salariés\u202f: 1), dont 2 avec un dossier obsolète.',
      ),
    );
    // The chart is one image named by the summary; the table holds every figure.
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toContain(
      'La plus détenue est Kubernetes',
    );
    const table = within(figure).getByTestId('supply-skills-table');
    const row = within(table).getByRole('row', { name: /^Kubernetes/ });
    const employees = within(row).getByRole('link', {
      name: 'Kubernetes, Salariés\u202f: 3 personnes, ouvrir la liste',
    });
    expect(employees.getAttribute('href')).toBe(
      '/dashboard?scope=all&skills=kubernetes&role=employee&resigner=false',
    );
    const outdated = within(row).getByRole('link', { name: /Dossiers obsolètes\u202f: 2 personnes/ });
    expect(outdated.getAttribute('href')).toBe('/dashboard?scope=all&skills=kubernetes&outdated=true');
    expect(outdated.textContent).toBe('2 (40\u202f%)');
    // No link for nobody: Docker has no employee.
    const docker = within(table).getByRole('row', { name: /^Docker/ });
    expect(within(docker).queryByRole('link', { name: /Salariés/ })).toBeNull();
    // The years ranges and the last use, as numbers.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '3', '1', '1', '4', '1', '0', '1', '2', '1', '1', '2026', '2 (40\u202f%)']);
  });

  it('asks the API with the dashboard’s filters, and keeps them in each link', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByTestId('supply-skills-table');
    await user.click(screen.getByRole('checkbox', { name: 'En cours' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.path === '/inventory/supply' && call.query.get('status') === 'active'),
      ).toBe(true),
    );
    const row = within(screen.getByTestId('supply-skills-table')).getByRole('row', { name: /^Kubernetes/ });
    expect(
      within(row)
        .getByRole('link', { name: /Salariés/ })
        .getAttribute('href'),
    ).toBe('/dashboard?scope=all&skills=kubernetes&status=active&role=employee&resigner=false');
    // A status the filter leaves out counts nobody there: no link.
    expect(within(row).queryByRole('link', { name: /En attente de validation/ })).toBeNull();
  });

  it('keeps the tab in the URL, in English too', async () => {
    const user = userEvent.setup();
    const { api, router } = setup('en');
    await screen.findByRole('heading', { level: 1, name: 'Skills inventory' });
    await user.click(screen.getByRole('tab', { name: 'Gaps' }));
    expect(router.state.location.search).toBe('?tab=gaps');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/inventory/gaps')).toBe(true));
    expect(api.calls.find((call) => call.path === '/inventory/gaps')?.query.toString()).toBe(
      'months=6&below=3',
    );
  });

  it('is not for collaborators: they are sent to their home', async () => {
    const { router } = setup('fr', ['employee']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('proposes the best matches of a saved request, ten ticked, and shows their grid', async () => {
    const user = userEvent.setup();
    const { api } = setup('fr', ['human_ressources'], '/inventory?tab=tender');
    await user.click(await screen.findByTestId('tender-request'));
    await user.click(await screen.findByRole('option', { name: 'Plateforme cloud' }));
    const people = await screen.findByTestId('tender-people');
    await waitFor(() => expect(within(people).getAllByRole('checkbox')).toHaveLength(12));
    const ticked = within(people)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).checked);
    expect(ticked).toEqual([...Array<boolean>(10).fill(true), false, false]);
    // The match asked: the request's skills, active people.
    expect(api.calls.find((call) => call.path === '/match')?.body).toMatchObject({
      skills: REQUIREMENTS,
      status: ['active'],
    });
    await user.click(screen.getByTestId('tender-show'));
    const grid = await screen.findByTestId('tender-grid');
    expect(api.calls.find((call) => call.path === '/inventory/tender-grid')?.body).toEqual({
      request: REQUEST_ID,
      people: PEOPLE.slice(0, 10),
    });
    const first = within(grid).getByRole('row', { name: /Personne0/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '4 ans · en coursBanque Alphaannées demandées atteintes',
      '1 an · en coursBanque Alphaannées demandées atteintes',
      '1 / 1',
    ]);
    const second = within(grid).getByRole('row', { name: /Personne1/ });
    expect(within(second).getAllByRole('cell')[0]!.textContent).toBe('—');
    expect(within(grid).getByRole('columnheader', { name: /Kubernetes/ }).textContent).toBe(
      'KubernetesObligatoire · 3 ans',
    );
  });
});
