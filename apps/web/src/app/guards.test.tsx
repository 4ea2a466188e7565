/**
 * spec §2 "Navigation guards", run through the real route loaders (spec §4 mode rules included).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { makeUser } from '../test/fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render-routes.tsx';
import type { UserWithResume } from '@highlight/domain/user';

function serve(me: UserWithResume) {
  return mockApi({
    'GET /users/me': () => me,
    'GET /reference': () => ({ version: 1, items: [] }),
    // The back-office pages fetch their own lists; an empty answer is enough here.
    'GET /users/': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
  });
}

async function settlesOn(path: string, me: UserWithResume): Promise<string> {
  serve(me);
  const { router } = renderRoutes(path);
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return router.state.location.pathname;
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('navigation guards (spec §2)', () => {
  it('sends an applicant without an avatar from /home to /onboarding', async () => {
    const applicant = makeUser({ roles: ['applicant'], isApplicant: true, isEmployee: false, avatar: null });
    expect(await settlesOn('/home', applicant)).toBe('/onboarding');
  });

  it('sends an applicant without an avatar from the missions to /onboarding', async () => {
    const applicant = makeUser({ roles: ['applicant'], avatar: null });
    expect(await settlesOn('/takeoff/3', applicant)).toBe('/onboarding');
  });

  it('sends an employee who has an avatar from /onboarding and /avatar to /home', async () => {
    expect(await settlesOn('/onboarding', makeUser({ avatar: 'bandit' }))).toBe('/home');
  });

  it('sends an employee who has an avatar from /avatar to /home', async () => {
    expect(await settlesOn('/avatar', makeUser({ avatar: 'space_carrot' }))).toBe('/home');
  });

  it('sends an admin from /home to /dashboard', async () => {
    const admin = makeUser({ roles: ['admin'], avatar: null });
    expect(await settlesOn('/home', admin)).toBe('/dashboard');
  });

  it('sends a dual-role user in collab mode from /dashboard to /home', async () => {
    const dual = makeUser({
      roles: ['employee', 'admin'],
      userSettings: { displayLanguage: 'fr', chosenUserMode: 'collab' },
    });
    expect(await settlesOn('/dashboard', dual)).toBe('/home');
  });

  it('sends a dual-role user without a stored mode (admin by default, spec §4) from /home to /dashboard', async () => {
    const dual = makeUser({ roles: ['employee', 'human_ressources'] });
    expect(await settlesOn('/home', dual)).toBe('/dashboard');
  });

  it('sends a collaborator from /change-roles to /home', async () => {
    expect(await settlesOn('/change-roles', makeUser())).toBe('/home');
  });

  it('sends an admin who is not superadmin from /change-roles to /dashboard (via /home)', async () => {
    expect(await settlesOn('/change-roles', makeUser({ roles: ['admin'] }))).toBe('/dashboard');
  });

  it('redirects / to /home and /takeoff to the first mission', async () => {
    expect(await settlesOn('/', makeUser())).toBe('/home');
    expect(await settlesOn('/takeoff', makeUser())).toBe('/takeoff/1');
  });

  it('lets a collaborator with an avatar reach the mission stepper, shown as 3/7', async () => {
    expect(await settlesOn('/takeoff/3', makeUser())).toBe('/takeoff/3');
    expect((await screen.findByTestId('mission-counter')).textContent).toBe('3/7');
  });

  it('shows the 404 page with a back link for unknown paths and mission steps', async () => {
    expect(await settlesOn('/nowhere', makeUser())).toBe('/nowhere');
    expect((await screen.findByTestId('not-found-back')).getAttribute('href')).toBe('/');
  });

  it('shows the 404 page for a mission step outside 1–7', async () => {
    await settlesOn('/takeoff/8', makeUser());
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

describe('guards of screens that also load the reference labels', () => {
  it('sends an admin from /visualisation to /dashboard', async () => {
    expect(await settlesOn('/visualisation', makeUser({ roles: ['admin'] }))).toBe('/dashboard');
  });

  it('sends a collaborator from /user to /home', async () => {
    expect(await settlesOn('/user', makeUser())).toBe('/home');
  });
});
