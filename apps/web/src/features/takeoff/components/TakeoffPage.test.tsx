/**
 * spec §2 mission stepper, mission 1 (spec §5 phone number rule, localised message; spec §7 PATCH
 * users/me; spec §8 "Your informations could not be updated.").
 */
import type { Locale } from '@highlight/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser } from '../../../test/fixtures.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { matchMediaAnswering } from '../../../test/media.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { asRead } from '../../../test/text.ts';

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mission 1: personal information', () => {
  it.each([
    ['fr', 'Le numéro de téléphone n'],
    ['en', 'The phone number is not valid'],
  ] as const)('shows the %s phone error and sends nothing', async (locale, expectedStart) => {
    const me = makeUser({ userSettings: { displayLanguage: locale, chosenUserMode: null } });
    const { calls } = mockApi({
      'GET /users/me': () => me,
      'GET /reference': () => ({ version: 1, items: [] }),
    });
    renderRoutes('/takeoff/1');
    const user = userEvent.setup();

    const phone = await screen.findByTestId('personal-phone');
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    await user.click(screen.getByTestId('mission-next'));

    // The message as the app shows it: its {{phoneExample}} filled in (issue #26 §26).
    const message = await screen.findByText(
      asRead(i18n.t('invalidNumber', { ns: 'validation', lng: locale })),
    );
    expect(message.textContent?.startsWith(expectedStart)).toBe(true);
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(screen.getByTestId('mission-counter').textContent).toBe('1/7');
  });

  it('saves changed fields with PATCH /users/me, then goes to mission 2 (2/7)', async () => {
    const me = makeUser();
    const { calls } = mockApi({
      'GET /users/me': () => me,
      'GET /reference': () => ({ version: 1, items: [] }),
      'PATCH /users/me': (body) => {
        const { resume: _resume, ...user } = me;
        return { ...user, ...(body as object) };
      },
    });
    const { router } = renderRoutes('/takeoff/1');
    const user = userEvent.setup();

    const phone = await screen.findByTestId('personal-phone');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.click(screen.getByTestId('mission-next'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/2'));
    expect(
      calls
        .filter((call) => call.method === 'PATCH')
        .map(({ method, path, body }) => ({ method, path, body })),
    ).toEqual([
      {
        method: 'PATCH',
        path: '/users/me',
        body: { firstname: 'Camille', lastname: 'Durand', phoneNumber: '+44 20 7946 0958' },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('mission-counter').textContent).toBe('2/7'));
    expect(await screen.findByTestId('job-form')).toBeTruthy();
  });

  it('moves on without a call when nothing changed', async () => {
    const { calls } = mockApi({
      'GET /users/me': () => makeUser(),
      'GET /reference': () => ({ version: 1, items: [] }),
    });
    const { router } = renderRoutes('/takeoff/1');
    await userEvent.setup().click(await screen.findByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/2'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('tells "Vos informations n\'ont pas pu être mises à jour." and stays when the save fails', async () => {
    mockApi({
      'GET /users/me': () => makeUser(),
      'GET /reference': () => ({ version: 1, items: [] }),
      'PATCH /users/me': () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    const { router } = renderRoutes('/takeoff/1');
    const user = userEvent.setup();
    const firstname = await screen.findByTestId('personal-firstname');
    await user.clear(firstname);
    await user.type(firstname, 'Camélia');
    await user.click(screen.getByTestId('mission-next'));

    expect(await screen.findByText("Vos informations n'ont pas pu être mises à jour.")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/takeoff/1');
  });
});

describe('the last mission', () => {
  it('shows 7/7 with Finish instead of Next, and Finish leads to /visualisation', async () => {
    const me = makeUser({
      resume: makeResume({ languages: [{ code: 'en', level: 'toeic', score: 905 }] }),
    });
    mockApi({ 'GET /users/me': () => me, 'GET /reference': () => ({ version: 1, items: [] }) });
    const { router } = renderRoutes('/takeoff/7');

    expect((await screen.findByTestId('mission-counter')).textContent).toBe('7/7');
    expect(screen.queryByTestId('mission-next')).toBeNull();
    // spec §1: the stars and grade earned so far show along the missions.
    expect(screen.getByTestId('takeoff-progress').textContent).toBe(
      `Grade ${me.resume.grade}${me.resume.starCount}/14 étoiles`,
    );

    await userEvent.setup().click(screen.getByTestId('mission-finish'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visualisation'));
  });
});

describe('stepper (issue #11 §2, §3)', () => {
  /** A `matchMedia` answering `matches` to every query: a desk (true) or a phone (false). */
  function screenWide(matches: boolean) {
    vi.stubGlobal('matchMedia', matchMediaAnswering(matches));
  }

  function renderMission(step: number, displayLanguage: Locale = 'fr') {
    const me = makeUser({ userSettings: { displayLanguage, chosenUserMode: null } });
    mockApi({ 'GET /users/me': () => me, 'GET /reference': () => ({ version: 1, items: [] }) });
    renderRoutes(`/takeoff/${step}`);
  }

  it('on a phone shows the numbers alone, each step named in full, the current one marked', async () => {
    screenWide(false);
    renderMission(3);
    const current = await screen.findByRole('button', { name: 'Mission 3/7\u202f: Compétences techniques' });
    expect(current.getAttribute('aria-current')).toBe('step');
    // Only the number is drawn; the name is visually hidden text.
    expect(current.querySelector('[aria-hidden=true]')?.textContent).toBe('3');
    const first = screen.getByRole('button', { name: 'Mission 1/7\u202f: Informations personnelles' });
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(screen.queryByText('Techniques')).toBeNull();
  });

  it('on a desk shows the short titles, in the display language, the full one as tooltip', async () => {
    screenWide(true);
    renderMission(5, 'en');
    const current = await screen.findByRole('button', { name: 'Mission 5/7: Experience' });
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(current.getAttribute('title')).toBe('Mission 5/7: Professional experience');
    expect(screen.getByRole('button', { name: 'Mission 1/7: Identity' }).getAttribute('title')).toBe(
      'Mission 1/7: Personal information',
    );
  });
});
