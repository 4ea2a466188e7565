/**
 * issue #26 §18 in the forms: "every character the forms accept prints, or the form refuses it".
 * A first name or a project name in characters no font of the documents draws (Japanese here)
 * shows the rule's message on the field, naming the characters, in French and English, and
 * nothing is sent; Greek and Cyrillic go through. The message carries its characters as values
 * (`@highlight/domain/message`), filled in by the app's i18n (message-key.ts).
 */
import type { ReferenceItem } from '@highlight/domain/reference';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const MESSAGE = {
  fr: (characters: string) =>
    `Ces caractères ne peuvent pas être imprimés dans le dossier de compétences\u202f: «\u202f${characters}\u202f». Écrivez en alphabet latin, grec ou cyrillique.`,
  en: (characters: string) =>
    `These characters cannot be printed in the skills file: “${characters}”. Write in the Latin, Greek or Cyrillic alphabet.`,
} as const;

/** The error shown under `input` (Mantine links it with `aria-describedby`), exact: no normalising. */
function errorOf(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return (
    ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('error'))
      ?.textContent ?? undefined
  );
}

const REFERENCE: ReferenceItem[] = [
  { kind: 'job', id: 'job-dev', parentId: null, labelFr: 'Développeur', labelEn: 'Developer' },
];

describe.each(['fr', 'en'] as const)('issue #26 §18 in %s', (locale) => {
  it('refuses a first name the documents cannot print, on the field, sending nothing', async () => {
    await i18n.changeLanguage(locale);
    const { calls } = mockApi({
      'GET /users/me': () => makeUser({ userSettings: { displayLanguage: locale, chosenUserMode: null } }),
      'GET /reference': () => ({ version: 1, items: [] }),
    });
    renderRoutes('/takeoff/1');
    const user = userEvent.setup();
    const firstname = await screen.findByTestId('personal-firstname');
    await user.clear(firstname);
    await user.type(firstname, '由紀');
    await user.click(screen.getByTestId('mission-next'));

    await waitFor(() => expect(firstname.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(firstname)).toBe(MESSAGE[locale]('由 紀'));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('refuses a project name the documents cannot print, on the field; Greek and Cyrillic save', async () => {
    await i18n.changeLanguage(locale);
    const { calls } = mockApi({
      'GET /users/me': () =>
        makeUser({
          resume: makeResume(
            {
              jobs: [{ job: { id: 'job-dev', custom: false }, experienceMonths: 24 }],
              experiences: [
                {
                  id: 'exp-1',
                  corporation: 'Banque Horizon',
                  personalProject: false,
                  sector: null,
                  position: 'Développeuse',
                  context: 'Refonte du portail client',
                  startDate: '2019-01',
                  endDate: '2020-06',
                  projectExperiences: [],
                },
              ],
            },
            { version: 5 },
          ),
          userSettings: { displayLanguage: locale, chosenUserMode: null },
        }),
      'GET /reference': () => ({ version: 1, items: REFERENCE }),
      [`PATCH ${RESUME_PATH}`]: savesResume(6),
    });
    renderRoutes('/takeoff/5');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('experience-project-add', {}, { timeout: 5000 }));
    const name = screen.getByTestId('experience-project-name');
    await user.type(name, 'Portail 日本語');
    await user.click(screen.getByTestId('experience-project-save'));

    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe(MESSAGE[locale]('日 本 語'));

    await user.clear(name);
    await user.type(name, 'Πύλη Портал');
    await user.click(screen.getByTestId('experience-project-save'));
    await waitFor(() => expect(screen.queryByTestId('experience-project-form')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
