/**
 * Issue #27 §4, the client-request panel as a staffing manager works: filters on status, outdated,
 * employee or applicant and a minimum language level, sent with the match, without undoing what
 * HR removed or changed; on a phone, the people as cards (score, skills held and missing) instead
 * of a table scrolled sideways. In French and in English.
 */
import type { MatchResponse } from '@highlight/domain/matching';
import { screen, waitFor, within } from '@testing-library/react';
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
const matchBodies: Record<string, unknown>[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  matchBodies.length = 0;
  vi.mocked(apiFetch)
    .mockReset()
    .mockImplementation((path: string, options?: { body?: unknown }) => {
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
        const body = options?.body as Record<string, unknown>;
        matchBodies.push(body);
        const response: MatchResponse = {
          skills: (body.skills as MatchResponse['skills'] | undefined) ?? [
            { id: 'java', required: true },
            { id: 'kubernetes', required: false },
          ],
          ...(body.text !== undefined && {
            understood: {
              skills: [],
              jobs: [],
              minYears: null,
              minYearsFrom: null,
              languages: [],
              skipped: [],
            },
          }),
          results: [
            matchPerson(SENIOR, 'Senior', 100, ['java', 'kubernetes'], []),
            matchPerson(JUNIOR, 'Junior', 40, ['java'], ['kubernetes'], { user: { outdated: true } }),
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

/** HR pastes a request (one paste event) and searches. */
async function pasteAndFind(user: ReturnType<typeof userEvent.setup>, text: string, find: string) {
  await user.click(screen.getByTestId('client-request-text'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: find }));
  await screen.findAllByTestId('client-request-result');
}

describe('ClientRequestPanel filters (issue #27 §4)', () => {
  it('sends the filters set with the request, and nothing for those left open', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'En cours' }));
    await user.click(screen.getByRole('checkbox', { name: 'En attente de validation' }));
    await user.click(screen.getByRole('radio', { name: 'À jour' }));
    await user.click(screen.getByRole('radio', { name: 'Salariés' }));
    await user.click(screen.getByRole('combobox', { name: 'Langue requise' }));
    await user.paste('Angl');
    await user.click(await screen.findByRole('option', { name: 'Anglais' }));
    await user.click(screen.getByRole('combobox', { name: 'Niveau minimal' }));
    await user.click(await screen.findByRole('option', { name: 'Compétence professionnelle complète' }));

    await pasteAndFind(user, 'Développeur Java, Kubernetes apprécié', 'Trouver des personnes');
    expect(matchBodies[0]).toEqual({
      text: 'Développeur Java, Kubernetes apprécié',
      status: ['active', 'inactive'],
      outdated: false,
      role: 'employee',
      language: 'en',
      minLanguageLevel: 'full_professional',
      limit: 100,
    });
  });

  it('sends no filter at first: every status, file and role, any language', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Java', 'Trouver des personnes');
    expect(matchBodies[0]).toEqual({ text: 'Java', limit: 100 });
    expect(screen.getByRole('radio', { name: 'À jour ou obsolète' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Les deux' })).toHaveProperty('checked', true);
  });

  it('asks for a language before its level, and drops the level with the language', async () => {
    const user = userEvent.setup();
    renderPanel();
    const level = screen.getByRole('combobox', { name: 'Niveau minimal' });
    expect(level).toHaveProperty('disabled', true);
    expect(screen.getByText("Choisissez d'abord la langue.")).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Langue requise' }));
    await user.paste('Allem');
    await user.click(await screen.findByRole('option', { name: 'Allemand' }));
    expect(level).toHaveProperty('disabled', false);
    await user.click(level);
    await user.click(await screen.findByRole('option', { name: 'Compétence professionnelle limitée' }));

    // The language cleared: its level goes too, and neither is sent.
    const languageField = screen.getByRole('combobox', { name: 'Langue requise' });
    const clear = languageField.closest('.mantine-Select-root')?.querySelector('button');
    await user.click(clear!);
    expect(level).toHaveProperty('value', '');
    await pasteAndFind(user, 'Java', 'Trouver des personnes');
    expect(matchBodies[0]).toEqual({ text: 'Java', limit: 100 });
  });

  it('ranks again when a filter changes, with the skills as HR left them (removed stays removed)', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Java et Kubernetes', 'Trouver des personnes');
    await user.click(screen.getByRole('button', { name: 'Retirer Kubernetes' }));
    await user.click(screen.getByRole('radio', { name: 'Candidats' }));
    await waitFor(() => expect(matchBodies).toHaveLength(2));
    expect(matchBodies[1]).toEqual({
      skills: [{ id: 'java', required: true }],
      role: 'applicant',
      limit: 100,
    });
    // The answer does not bring the removed skill back, nor does the next filter or search.
    expect(screen.queryByRole('button', { name: 'Retirer Kubernetes' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Hors processus' }));
    await waitFor(() => expect(matchBodies).toHaveLength(3));
    expect(matchBodies[2]).toEqual({
      skills: [{ id: 'java', required: true }],
      status: ['off_process'],
      role: 'applicant',
      limit: 100,
    });
    await user.click(screen.getByRole('button', { name: 'Trouver des personnes' }));
    await waitFor(() => expect(matchBodies).toHaveLength(4));
    expect(matchBodies[3]).toEqual(matchBodies[2]);
    expect(screen.getAllByTestId('client-request-skill')).toHaveLength(1);
  });

  it('keeps a skill removed while the filtered ranking was on its way removed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Java et Kubernetes', 'Trouver des personnes');
    // The next answer waits until HR has removed Kubernetes, then says the skills it ranked on.
    const answer = vi.mocked(apiFetch).getMockImplementation()!;
    let release: () => void = () => undefined;
    vi.mocked(apiFetch).mockImplementationOnce(
      (path, options) =>
        new Promise((resolve) => {
          release = () => resolve(answer(path, options));
        }),
    );
    await user.click(screen.getByRole('radio', { name: 'Salariés' }));
    await user.click(screen.getByRole('button', { name: 'Retirer Kubernetes' }));
    release();
    await waitFor(() => expect(screen.getByTestId('client-request-find')).toHaveProperty('disabled', false));
    await waitFor(() => expect(matchBodies).toHaveLength(2));
    expect(matchBodies[1]).toMatchObject({ skills: [{ id: 'java' }, { id: 'kubernetes' }] });
    expect(screen.queryByRole('button', { name: 'Retirer Kubernetes' })).toBeNull();
    expect(screen.getAllByTestId('client-request-skill')).toHaveLength(1);
  });

  it('waits for "Find people" when a new text is pasted, and reads it anew with the filters', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Java', 'Trouver des personnes');
    await user.clear(screen.getByTestId('client-request-text'));
    await user.paste('Data engineer Kubernetes');
    await user.click(screen.getByRole('radio', { name: 'Obsolète' }));
    expect(matchBodies).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Trouver des personnes' }));
    await waitFor(() => expect(matchBodies).toHaveLength(2));
    expect(matchBodies[1]).toEqual({ text: 'Data engineer Kubernetes', outdated: true, limit: 100 });
  });

  it('names every filter in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('group', { name: 'People to rank' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Out of process' }));
    await user.click(screen.getByRole('radio', { name: 'Outdated' }));
    await user.click(screen.getByRole('radio', { name: 'Applicants' }));
    await user.click(screen.getByRole('combobox', { name: 'Language required' }));
    await user.paste('Engl');
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('combobox', { name: 'Minimum level' }));
    await user.click(await screen.findByRole('option', { name: 'Bilingual or native' }));
    await pasteAndFind(user, 'Java developer', 'Find people');
    expect(matchBodies[0]).toEqual({
      text: 'Java developer',
      status: ['off_process'],
      outdated: true,
      role: 'applicant',
      language: 'en',
      minLanguageLevel: 'bilingual_native',
      limit: 100,
    });
  });

  it('sets the filters with the keyboard: Tab to a control, Space to tick or choose', async () => {
    const user = userEvent.setup();
    renderPanel();
    screen.getByRole('checkbox', { name: 'Hors processus' }).focus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'En cours' }));
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'En cours' })).toHaveProperty('checked', true);
    screen.getByRole('radio', { name: 'Salariés' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Salariés' })).toHaveProperty('checked', true);
    await pasteAndFind(user, 'Java', 'Trouver des personnes');
    expect(matchBodies[0]).toMatchObject({ status: ['active'], role: 'employee' });
  });
});

describe('ClientRequestPanel on a phone (issue #27 §4)', () => {
  beforeEach(() => {
    // Every media query matches: below 48em, the people are cards.
    vi.stubGlobal('matchMedia', matchMediaAnswering(true));
  });

  it('shows one card per person with the score, the skills held and missing, and no table', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Java et Kubernetes', 'Trouver des personnes');
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Personnes classées' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const junior = cards[1]!;
    expect(within(junior).getByRole('link', { name: 'JUNIOR Alex' })).toBeTruthy();
    expect(within(junior).getByTestId('client-request-score').textContent).toBe('Score\u202f: 40');
    expect(junior.textContent).toContain("A (années d'usage)Java · 6 ans");
    expect(junior.textContent).toContain("N'a pasKubernetes");
    expect(junior.textContent).toContain('Obsolète');
    // The first card lacks nothing: no "lacks" heading.
    expect(cards[0]!.textContent).not.toContain("N'a pas");

    await user.click(within(junior).getByRole('checkbox', { name: 'Sélectionner JUNIOR Alex' }));
    expect(screen.getByText('1 dossier sélectionné (au plus 50)')).toBeTruthy();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Java and Kubernetes', 'Find people');
    const cards = within(screen.getByRole('list', { name: 'People ranked' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByTestId('client-request-score').textContent).toBe('Score: 100');
    expect(cards[1]!.textContent).toContain('Has (years of use)Java · 6 yrs');
    expect(cards[1]!.textContent).toContain('LacksKubernetes');
  });
});

describe('ClientRequestPanel on a wide screen', () => {
  it('keeps the table', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, 'Java', 'Trouver des personnes');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('client-request-cards')).toBeNull();
  });
});
