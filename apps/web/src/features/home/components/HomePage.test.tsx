/**
 * spec §2 Home: stars x/14, grade, improvement areas linking to their missions (spec §1), the
 * outdated state (eighth title), and the PDF download failure (spec §8, 20 s notification).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser } from '../../../test/fixtures.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

/** One job and three skills in one domain: stars oneJob and technicalSkills3 (2/14, grade 1). */
const resume = makeResume({
  jobs: [{ job: { id: 'developer', custom: false }, experienceMonths: 30 }],
  technicalSkills: [
    {
      domain: { id: 'backend', custom: false },
      skills: [
        { id: 'java', custom: false },
        { id: 'spring', custom: false },
        { id: 'sql', custom: false },
      ],
    },
  ],
});

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Home', () => {
  it('shows stars, grade and the avatar at that grade', async () => {
    mockApi({ 'GET /users/me': () => makeUser({ avatar: 'space_carrot', resume }) });
    renderRoutes('/home');
    expect((await screen.findByTestId('home-stars')).textContent).toBe('2/14 étoiles');
    expect(screen.getByTestId('home-grade').textContent).toBe('Grade 1');
    expect(screen.getByTestId('avatar-image-space_carrot-1')).toBeTruthy();
    expect(screen.queryByTestId('home-outdated')).toBeNull();
  });

  it('lists the next missing stars as improvement areas, each linking to its mission', async () => {
    mockApi({ 'GET /users/me': () => makeUser({ resume }) });
    renderRoutes('/home');
    const sixSkills = await screen.findByTestId('improvement-technicalSkills6');
    expect(sixSkills.getAttribute('href')).toBe('/takeoff/3');
    expect(sixSkills.textContent).toBe('Atteignez 6 compétences techniques');
    expect(screen.getByTestId('improvement-twoDomains').getAttribute('href')).toBe('/takeoff/3');
    expect(screen.getByTestId('improvement-softSkills5').getAttribute('href')).toBe('/takeoff/4');
    // Stars already earned are not suggested.
    expect(screen.queryByTestId('improvement-oneJob')).toBeNull();
    expect(screen.queryByTestId('improvement-technicalSkills3')).toBeNull();
  });

  it('follows an improvement link to its mission', async () => {
    mockApi({
      'GET /users/me': () => makeUser({ resume }),
      'GET /reference': () => ({ version: 1, items: [] }),
    });
    const { router } = renderRoutes('/home');
    await userEvent.setup().click(await screen.findByTestId('improvement-softSkills5'));
    expect((await screen.findByTestId('mission-counter')).textContent).toBe('4/7');
    expect(router.state.location.pathname).toBe('/takeoff/4');
  });

  it('shows the outdated-file title and a call to update (spec §4: 6 months)', async () => {
    mockApi({ 'GET /users/me': () => makeUser({ resume: { ...resume, outdated: true } }) });
    renderRoutes('/home');
    const outdated = await screen.findByTestId('home-outdated');
    expect(outdated.textContent).toContain("Votre dossier n'est plus à jour");
    expect(screen.getByTestId('home-outdated-update').getAttribute('href')).toBe('/takeoff');
  });

  it('notifies a failed PDF download', async () => {
    const { calls } = mockApi({
      'GET /users/me': () => makeUser({ resume }),
      [`GET /users/${makeUser().id}/resume`]: () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderRoutes('/home');
    await userEvent.setup().click(await screen.findByTestId('home-download-pdf'));
    expect(await screen.findByText('Le téléchargement a échoué.')).toBeTruthy();
    expect(calls.some((call) => call.path === `/users/${makeUser().id}/resume`)).toBe(true);
  });
});
