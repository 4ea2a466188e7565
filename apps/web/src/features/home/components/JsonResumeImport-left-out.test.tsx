/**
 * issue #26 §17 on Home's JSON Resume import: a valid JSON file that is not a JSON Resume
 * (`{"foo":1}`) gets a clear error in French and English and saves nothing; the preview lists
 * everything the import leaves out of the skills file (address, profiles, work descriptions, skill
 * levels, courses, ignored sections…), and counts the summary it reads (issue #28 §2); a file that
 * fills nothing says so and cannot be applied.
 */
import { resources } from '@highlight/domain/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

type Catalogue = { errors: Record<string, string>; leftOut: Record<string, string> };
const jsonFr = resources.fr.jsonResume as unknown as Catalogue;
const jsonEn = resources.en.jsonResume as unknown as Catalogue;
const catalogue = { version: 1, items: [] };
const file = (text: string) => new File([text], 'resume.json', { type: 'application/json' });

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function upload(text: string) {
  const input = (await screen.findByTestId('home-json-import')).querySelector('input[type=file]')!;
  await userEvent.setup().upload(input as HTMLInputElement, file(text));
}

describe('issue #26 §17: JSON Resume import', () => {
  it.each([
    ['fr', jsonFr],
    ['en', jsonEn],
  ] as const)('refuses {"foo":1} with a clear error (%s) and saves nothing', async (locale, messages) => {
    await i18n.changeLanguage(locale);
    const { calls } = mockApi({
      'GET /users/me': () => makeUser({ userSettings: { displayLanguage: locale, chosenUserMode: null } }),
      'GET /reference': () => catalogue,
    });
    renderRoutes('/home');
    await upload('{"foo":1}');
    expect((await screen.findByTestId('json-import-error')).textContent).toBe(
      messages.errors.nothingRecognised,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('lists in the preview everything the import leaves out', async () => {
    mockApi({ 'GET /users/me': () => makeUser(), 'GET /reference': () => catalogue });
    renderRoutes('/home');
    await upload(
      JSON.stringify({
        basics: { label: 'Développeuse', summary: 'Dix ans de Java.', location: { city: 'Lille' } },
        work: [
          {
            name: 'ACME',
            position: 'Développeuse',
            summary: 'Refonte du SI',
            description: 'Logisticien du Nord',
            startDate: '2020-01',
            endDate: '2022-01',
          },
        ],
        education: [
          {
            institution: 'Université de Lille',
            area: 'Informatique',
            endDate: '2017-06',
            courses: ['Compilation'],
          },
        ],
        skills: [{ name: 'Back-end', level: 'Master', keywords: ['Java'] }],
        awards: [{ title: 'Prix' }],
        hobbies: ['Échecs'],
      }),
    );
    const preview = await screen.findByRole('dialog');
    const list = within(preview).getByTestId('json-import-left-out');
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const label = (key: string) => jsonFr.leftOut[key]!.replace('{{count}}', '1');
    expect(items).toEqual([
      label('basicsLocation'),
      label('workDescription'),
      label('educationCourses'),
      label('skillsLevel'),
      label('awards'),
      jsonFr.leftOut.unknown!.replace('{{path}}', 'hobbies'),
    ]);
    // issue #28 §2: basics.summary is read into the professional summary, no longer left out.
    expect(within(preview).getByTestId('json-import-counts').textContent).toContain(
      (resources.fr.web as unknown as { jsonImport: { counts: Record<string, string> } }).jsonImport.counts
        .summary,
    );
    expect(within(preview).getByTestId('json-import-apply').hasAttribute('disabled')).toBe(false);
  });

  it('says a file that fills nothing would change nothing, and offers no apply', async () => {
    const { calls } = mockApi({ 'GET /users/me': () => makeUser(), 'GET /reference': () => catalogue });
    renderRoutes('/home');
    await upload(JSON.stringify({ basics: { name: 'Ana Lopes', email: 'ana@example.test' } }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByTestId('json-import-nothing').textContent).toBe(
      (resources.fr.web as unknown as { jsonImport: Record<string, string> }).jsonImport.nothingToImport,
    );
    expect(within(preview).getByTestId('json-import-apply').hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(false));
  });
});
