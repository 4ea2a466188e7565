/**
 * issue #26 §27: a download's language is chosen beside the download buttons (FR or EN), sent to
 * the API as `?lang=`, and remembered for the session (sessionStorage): Home's download card here;
 * the back office's file page and selection ZIP in their own tests.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { makeUser } from '../../test/fixtures.ts';
import { jsonResponse, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { DOCUMENT_LANGUAGE_KEY } from '../../hooks/use-document-language.ts';

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API with a file that fails to download: only the request is looked at. */
function api(me = makeUser()) {
  return mockApi({
    'GET /users/me': () => me,
    [`GET /users/${makeUser().id}/resume`]: () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
  });
}

const downloads = (calls: ReturnType<typeof api>['calls']) =>
  calls.filter((call) => call.path === `/users/${makeUser().id}/resume`);

describe('the language of a download on Home (issue #26 §27)', () => {
  it('writes the documents in the interface’s language until another is chosen', async () => {
    const { calls } = api();
    renderRoutes('/home');
    const french = await screen.findByRole<HTMLInputElement>('radio', { name: 'Français' });
    expect(french.checked).toBe(true);
    await userEvent.setup().click(screen.getByTestId('home-download-pdf'));
    await waitFor(() => expect(downloads(calls)).toHaveLength(1));
    expect(downloads(calls)[0]!.query.get('lang')).toBe('fr');
  });

  it('sends the chosen language for PDF and DOCX, and remembers it for the session', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    renderRoutes('/home');
    expect(await screen.findByText('Langue du document')).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'Anglais' }));
    await user.click(screen.getByTestId('home-download-pdf'));
    await waitFor(() => expect(downloads(calls)).toHaveLength(1));
    await user.click(screen.getByTestId('home-download-docx'));
    await waitFor(() => expect(downloads(calls)).toHaveLength(2));
    expect(downloads(calls).map((call) => call.query.get('lang'))).toEqual(['en', 'en']);
    expect(window.sessionStorage.getItem(DOCUMENT_LANGUAGE_KEY)).toBe('en');

    // Coming back to Home in the same session: the choice holds, the interface stays French.
    cleanup();
    renderRoutes('/home');
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Anglais' })).checked).toBe(true);
    expect(screen.getByText('Langue du document')).toBeTruthy();
  });

  it('names the choices in English in the English interface', async () => {
    await i18n.changeLanguage('en');
    api(makeUser({ userSettings: { displayLanguage: 'en', chosenUserMode: null } }));
    renderRoutes('/home');
    expect(await screen.findByText('Document language')).toBeTruthy();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'English' })).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'French' })).toBeTruthy();
  });
});
