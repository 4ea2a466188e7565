/**
 * Mission 7, languages (spec §1; spec §3 levels; spec §5 "Language: must be known, not already
 * present, required"; TOEIC 10–990 and TOEFL 0–120 scores; spec §9 stars "1 language" and
 * "2 languages"), through the real routes with a fake API.
 */
import { resources } from '@highlight/domain/i18n';
import type { ResumeLanguage } from '@highlight/domain/resume';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { asRead } from '../../../test/text.ts';

const validation = resources.fr.validation as Record<string, string>;
const ENGLISH: ResumeLanguage = { code: 'en', level: 'full_professional', score: null };

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The fake API: GET /users/me answers `languages`; PATCH answers the resume it was sent. */
function api(languages: ResumeLanguage[] = []) {
  return mockApi({
    'GET /users/me': () => makeUser({ resume: makeResume({ languages }, { version: 2 }) }),
    'GET /reference': () => ({ version: 1, items: [] }),
    [`PATCH ${RESUME_PATH}`]: savesResume(3),
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** Types `text` in the language search; returns the names offered. */
async function search(user: User, text: string): Promise<string[]> {
  const input = screen.getByTestId('languages-search');
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
  return screen.queryAllByRole('option').map((option) => option.textContent ?? '');
}

async function pickLanguage(user: User, text: string, name: string) {
  await search(user, text);
  await user.click(screen.getByRole('option', { name }));
}

async function pickLevel(user: User, name: string) {
  await user.click(screen.getByTestId('languages-level'));
  await user.click(screen.getByRole('option', { name }));
}

async function typeScore(user: User, score: string) {
  const input = screen.getByTestId('languages-score');
  await user.clear(input);
  await user.type(input, score);
}

const names = () => screen.queryAllByTestId('languages-item-name').map((item) => item.textContent);
const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH');
const addForm = () => within(screen.getByTestId('languages-add-form'));

// Route-level tests driving a 184-language searchable list: slower than the 5 s default in jsdom.
describe('mission 7: languages', { timeout: 20_000 }, () => {
  it('finds a language whatever its accents and case, named in the display language', async () => {
    api();
    renderRoutes('/takeoff/7');
    const user = userEvent.setup();
    await screen.findByTestId('languages-search');

    expect(await search(user, 'francais')).toContain('Français');
    expect(await search(user, 'ANGLAIS')).toContain('Anglais');
    expect(await search(user, 'ANGLAIS')).not.toContain('Français');
    expect(await search(user, 'zzzz')).toEqual([]);
    expect(screen.getByText('Aucun résultat')).toBeTruthy();
  });

  it('does not offer a language already in the file, and refuses it when typed anyway', async () => {
    const { calls } = api([ENGLISH]);
    renderRoutes('/takeoff/7');
    const user = userEvent.setup();
    await screen.findByTestId('languages-search');
    expect(names()).toEqual(['Anglais']);

    expect(await search(user, 'anglais')).not.toContain('Anglais');
    // Nothing is offered, and the list says why.
    expect(screen.getByText(validation.duplicateLanguage ?? 'missing')).toBeTruthy();
    // Forcing it with Enter on the typed name is refused with the same message, under the field.
    await user.keyboard('{Enter}');
    const field = screen.getByTestId('languages-search');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const errorId = field
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? 'none')?.textContent).toBe(validation.duplicateLanguage);
    expect(names()).toEqual(['Anglais']);

    await user.click(screen.getByTestId('mission-finish'));
    expect(patches(calls)).toEqual([]);
  });

  it('requires a language and a level', async () => {
    api();
    renderRoutes('/takeoff/7');
    const user = userEvent.setup();
    await screen.findByTestId('languages-search');

    await user.click(screen.getByTestId('languages-add'));
    expect(addForm().getAllByText(validation.required ?? 'missing')).toHaveLength(2);

    await pickLanguage(user, 'francais', 'Français');
    await user.click(screen.getByTestId('languages-add'));
    expect(addForm().getAllByText(validation.required ?? 'missing')).toHaveLength(1);
    expect(screen.getByTestId('languages-level').getAttribute('aria-invalid')).toBe('true');
    expect(names()).toEqual([]);
  });

  it('takes a TOEIC score within 10–990 only, and a TOEFL score within 0–120', async () => {
    api();
    renderRoutes('/takeoff/7');
    const user = userEvent.setup();
    await screen.findByTestId('languages-search');
    await pickLanguage(user, 'angl', 'Anglais');
    await pickLevel(user, 'TOEIC');

    await user.click(screen.getByTestId('languages-add'));
    expect(addForm().getByText(validation.required ?? 'missing')).toBeTruthy();
    for (const refused of ['5', '995']) {
      await typeScore(user, refused);
      await user.click(screen.getByTestId('languages-add'));
      expect(addForm().getByText(asRead(validation.scoreRange ?? 'missing'))).toBeTruthy();
      // Shown as typed, never clamped behind the user's back.
      expect(screen.getByTestId<HTMLInputElement>('languages-score').value).toBe(refused);
      expect(names()).toEqual([]);
    }
    await typeScore(user, '905');
    await user.click(screen.getByTestId('languages-add'));
    expect(names()).toEqual(['Anglais']);
    expect(screen.getByTestId('languages-item-score')).toHaveProperty('value', '905');

    await pickLanguage(user, 'allem', 'Allemand');
    await pickLevel(user, 'TOEFL');
    await typeScore(user, '121');
    await user.click(screen.getByTestId('languages-add'));
    expect(addForm().getByText(asRead(validation.scoreRange ?? 'missing'))).toBeTruthy();
    expect(names()).toEqual(['Anglais']);
    await typeScore(user, '120');
    await user.click(screen.getByTestId('languages-add'));
    expect(names()).toEqual(['Anglais', 'Allemand']);
  });

  it('adds from the keyboard: Enter picks the first match, Enter in the score adds', async () => {
    const { calls } = api();
    renderRoutes('/takeoff/7');
    const user = userEvent.setup();
    await screen.findByTestId('languages-search');
    await search(user, 'espa');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId<HTMLInputElement>('languages-search').value).toBe('Espagnol');
    await pickLevel(user, 'TOEFL');
    await user.type(screen.getByTestId('languages-score'), '100{Enter}');
    expect(names()).toEqual(['Espagnol']);
    // Enter added the language; it did not submit the mission.
    expect(patches(calls)).toEqual([]);
  });

  it('earns one then two stars live and saves the languages at the version read', async () => {
    const { calls } = api();
    const { router } = renderRoutes('/takeoff/7');
    const user = userEvent.setup();
    await screen.findByTestId('languages-search');
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('0');

    await pickLanguage(user, 'ANGLAIS', 'Anglais');
    await pickLevel(user, 'TOEIC');
    await typeScore(user, '905');
    await user.click(screen.getByTestId('languages-add'));
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('1');
    // Once added, a language is no longer offered.
    expect(await search(user, 'anglais')).not.toContain('Anglais');

    await pickLanguage(user, 'espagnol', 'Espagnol');
    await pickLevel(user, 'Compétence professionnelle limitée');
    await user.click(screen.getByTestId('languages-add'));
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('2');
    expect(names()).toEqual(['Anglais', 'Espagnol']);

    await user.click(screen.getByTestId('mission-finish'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visualisation'));
    expect(patches(calls)).toHaveLength(1);
    expect(patches(calls)[0]?.body).toMatchObject({
      version: 2,
      languages: [
        { code: 'en', level: 'toeic', score: 905 },
        { code: 'es', level: 'limited_professional', score: null },
      ],
    });
  });

  it('changes a level in the list, asks for the score of a test, and removes a language', async () => {
    const { calls } = api([ENGLISH, { code: 'de', level: 'notions', score: null }]);
    renderRoutes('/takeoff/7');
    const user = userEvent.setup();
    await screen.findByTestId('languages-search');
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Supprimer «\u202fAllemand\u202f»' }));
    expect(names()).toEqual(['Anglais']);
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Niveau en Anglais' }));
    await user.click(screen.getByRole('option', { name: 'TOEFL' }));
    // A test level needs its score: the mission is not saved without it.
    await user.click(screen.getByTestId('mission-save'));
    const item = within(screen.getByTestId('languages-item'));
    expect(await item.findByText(asRead(validation.scoreRange ?? 'missing'))).toBeTruthy();
    expect(patches(calls)).toEqual([]);

    await user.type(screen.getByTestId('languages-item-score'), '110');
    await user.click(screen.getByTestId('mission-save'));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toMatchObject({
      languages: [{ code: 'en', level: 'toefl', score: 110 }],
    });
  });
});
