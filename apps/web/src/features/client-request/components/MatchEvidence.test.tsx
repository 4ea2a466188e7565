/**
 * Issue #27 §6, the evidence behind every match in the client-request panel: "Why?" (a button
 * named after the person, saying whether it is open) shows, in a region named after the person,
 * per matched skill its last year of use (or that it is used now, or only listed), then where it
 * was used, most recent first, with dates and projects, and how many older places are left out;
 * a second press hides it; the keyboard opens it too; on a wide screen under the person's row, on a
 * phone within the card. In French and in English.
 */
import type { SkillEvidence } from '@highlight/domain/match-evidence';
import type { MatchResponse } from '@highlight/domain/matching';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import type * as ApiModule from '../../../lib/api.ts';
import { apiFetch } from '../../../lib/api.ts';
import { matchMediaAnswering } from '../../../test/media.ts';
import { matchPerson, renderPanel } from '../test-support.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/download.ts', () => ({ downloadResumes: vi.fn(), saveBlob: vi.fn() }));

const SENIOR = '00000000-0000-4000-8000-000000000001';
const JUNIOR = '00000000-0000-4000-8000-000000000002';

const place = (
  corporation: string,
  startDate: string,
  endDate: string | null,
  projects: string[],
  more = 0,
) => ({
  corporation,
  personalProject: false,
  position: 'Développeur',
  startDate,
  endDate,
  projects,
  moreProjects: more,
});

/** Java at an insurer (2020–2023) and a bank, two older places left out; Kubernetes now. */
const SENIOR_EVIDENCE: Record<string, SkillEvidence> = {
  java: {
    declared: true,
    places: [
      place('Assureur', '2020-01', '2023-06', ['Sinistres', 'Portail', 'Contrats'], 2),
      place('Banque', '2016-01', '2019-12', ['Paiements']),
    ],
    morePlaces: 2,
    months: 90,
    lastYear: 2023,
    ongoing: false,
  },
  kubernetes: {
    declared: true,
    places: [{ ...place('', '2024-02', null, ['Plateforme']), personalProject: true }],
    morePlaces: 0,
    months: 20,
    lastYear: 2026,
    ongoing: true,
  },
};

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  vi.mocked(apiFetch)
    .mockReset()
    .mockImplementation((path: string) => {
      if (path === '/reference') {
        return Promise.resolve({
          version: 1,
          items: [
            { kind: 'skill', id: 'java', parentId: 'languages', labelFr: 'Java', labelEn: 'Java' },
            {
              kind: 'skill',
              id: 'kubernetes',
              parentId: 'devops',
              labelFr: 'Kubernetes',
              labelEn: 'Kubernetes',
            },
          ],
        });
      }
      if (path === '/match') {
        const response: MatchResponse = {
          skills: [
            { id: 'java', required: true },
            { id: 'kubernetes', required: false },
          ],
          results: [
            matchPerson(SENIOR, 'Senior', 80, ['java', 'kubernetes'], [], { evidence: SENIOR_EVIDENCE }),
            // Declared, used in no project yet.
            matchPerson(JUNIOR, 'Junior', 80, ['java'], ['kubernetes'], {
              evidence: {
                java: {
                  declared: true,
                  places: [],
                  morePlaces: 0,
                  months: 0,
                  lastYear: null,
                  ongoing: false,
                },
              },
            }),
          ],
        };
        return Promise.resolve(response);
      }
      return Promise.reject(new Error(`unexpected call ${path}`));
    });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function pasteAndFind(user: ReturnType<typeof userEvent.setup>, find: string) {
  await user.click(screen.getByTestId('client-request-text'));
  await user.paste('Java et Kubernetes');
  await user.click(screen.getByRole('button', { name: find }));
  await screen.findAllByTestId('client-request-result');
}

/** The text of each skill's evidence, and of each of its places, in order. */
function evidenceText(region: HTMLElement) {
  return within(region)
    .getAllByTestId('client-request-evidence-skill')
    .map((skill) => ({
      skill: skill.dataset.skill,
      last: within(skill).getByTestId('client-request-evidence-last').textContent,
      places: within(skill)
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
    }));
}

describe('The evidence of a match on a wide screen (issue #27 §6)', () => {
  it('shows where and when each matched skill was used, on demand, in French', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Trouver des personnes');
    expect(screen.queryByTestId('client-request-evidence')).toBeNull();

    const why = screen.getByRole('button', { name: /^Pourquoi SENIOR Alex\u202f\?/ });
    expect(why.textContent).toBe('Pourquoi\u202f?');
    expect(why.getAttribute('aria-expanded')).toBe('false');
    await user.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', {
      name: 'Où et quand SENIOR Alex a utilisé les compétences demandées',
    });
    expect(why.getAttribute('aria-controls')).toBe(region.id);
    expect(evidenceText(region)).toEqual([
      {
        skill: 'java',
        last: 'dernier usage en 2023',
        places: [
          'Assureur — Développeur janv. 2020 – juin 2023Projets\u202f: Sinistres, Portail, Contrats et 2 autres',
          'Banque — Développeur janv. 2016 – déc. 2019Projets\u202f: Paiements',
          'et 2 expériences plus anciennes',
        ],
      },
      {
        skill: 'kubernetes',
        last: 'utilisée en ce moment',
        places: ['Projet personnel — Développeur févr. 2024 – aujourd’huiProjets\u202f: Plateforme'],
      },
    ]);
    // The region sits in its own row, under the person's.
    const rows = screen.getAllByRole('row');
    const personRow = rows.findIndex((row) => row.dataset.userId === SENIOR);
    expect(within(rows[personRow + 1]!).getByRole('region')).toBe(region);

    await user.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says a skill listed but used in no project so, and opens from the keyboard', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Trouver des personnes');
    screen.getByRole('button', { name: /^Pourquoi JUNIOR Alex/ }).focus();
    await user.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: /JUNIOR Alex/ });
    expect(evidenceText(region)).toEqual([
      {
        skill: 'java',
        last: 'déclarée dans le dossier, utilisée dans aucun projet pour l’instant',
        places: [],
      },
    ]);
    // Kubernetes, which Junior lacks, has no evidence.
    expect(within(region).queryByText(/Kubernetes/)).toBeNull();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Find people');
    await user.click(screen.getByRole('button', { name: /^Why SENIOR Alex\?/ }));
    const region = screen.getByRole('region', { name: 'Where and when SENIOR Alex used the skills asked' });
    expect(evidenceText(region)).toEqual([
      {
        skill: 'java',
        last: 'last used in 2023',
        places: [
          'Assureur — Développeur Jan 2020 – Jun 2023Projects: Sinistres, Portail, Contrats and 2 more',
          'Banque — Développeur Jan 2016 – Dec 2019Projects: Paiements',
          'and 2 earlier experiences',
        ],
      },
      {
        skill: 'kubernetes',
        last: 'in use now',
        places: ['Personal project — Développeur Feb 2024 – todayProjects: Plateforme'],
      },
    ]);
  });
});

describe('The evidence of a match on a phone (issue #27 §6)', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', matchMediaAnswering(true));
  });

  it('opens within the card, in French and in English', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await pasteAndFind(user, 'Trouver des personnes');
    const cards = within(screen.getByRole('list', { name: 'Personnes classées' })).getAllByTestId(
      'client-request-result',
    );
    await user.click(within(cards[0]!).getByRole('button', { name: /^Pourquoi SENIOR Alex/ }));
    const region = within(cards[0]!).getByRole('region', { name: /SENIOR Alex/ });
    expect(evidenceText(region).map((skill) => skill.last)).toEqual([
      'dernier usage en 2023',
      'utilisée en ce moment',
    ]);
    expect(within(cards[1]!).queryByRole('region')).toBeNull();
    unmount();

    await i18n.changeLanguage('en');
    renderPanel();
    await pasteAndFind(user, 'Find people');
    const card = within(screen.getByRole('list', { name: 'People ranked' })).getAllByTestId(
      'client-request-result',
    )[0]!;
    await user.click(within(card).getByRole('button', { name: /^Why SENIOR Alex\?/ }));
    expect(
      evidenceText(within(card).getByRole('region', { name: /SENIOR Alex/ })).map((skill) => skill.last),
    ).toEqual(['last used in 2023', 'in use now']);
  });
});
