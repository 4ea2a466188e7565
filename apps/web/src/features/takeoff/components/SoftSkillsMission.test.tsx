/**
 * Mission 4, functional skills (spec §5: at least 3 characters, no forbidden characters, no
 * duplicates), and the stepper's saving contract on it: spec §7 PATCH users/{id}/resume with the
 * version read, 409 on a stale version keeps the entries, unsaved entries are never dropped
 * silently.
 */
import { resources } from '@highlight/domain/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

const validation = resources.fr.validation as Record<string, string>;
const common = (resources.fr.missions as Record<string, Record<string, string>>).common ?? {};

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function addSkill(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = screen.getByTestId('soft-skill-input');
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
}

describe('mission 4: functional skills', () => {
  it('refuses short, forbidden and duplicate skills with the spec §5 messages, sending nothing', async () => {
    const me = makeUser({ resume: makeResume({ softSkills: ['Négociation'] }) });
    const { calls } = mockApi({
      'GET /users/me': () => me,
      'GET /reference': () => ({ version: 1, items: [] }),
    });
    renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await screen.findByTestId('soft-skill-input');

    await addSkill(user, 'ab');
    expect(await screen.findByText(validation.softSkillTooShort ?? 'missing')).toBeTruthy();
    await addSkill(user, 'Pédagogie <b>');
    expect(await screen.findByText(validation.forbiddenCharacters ?? 'missing')).toBeTruthy();
    await addSkill(user, '  NEGOCIATION ');
    expect(await screen.findByText(validation.duplicateSoftSkill ?? 'missing')).toBeTruthy();

    expect(screen.getAllByTestId('soft-skill').map((pill) => pill.textContent)).toEqual(['Négociation']);
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('saves the whole resume at the version read, then goes to 5/7 with the new stars', async () => {
    const me = makeUser({ resume: makeResume({ softSkills: ['Négociation'] }, { version: 7 }) });
    const { calls } = mockApi({
      'GET /users/me': () => me,
      'GET /reference': () => ({ version: 1, items: [] }),
      [`PATCH ${RESUME_PATH}`]: savesResume(8),
    });
    const { router } = renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await screen.findByTestId('soft-skill-input');
    for (const skill of ['Mentorat', 'Pédagogie', 'Écoute active', 'Rédaction']) await addSkill(user, skill);
    // Five functional skills earn the first star of the mission, live.
    expect(screen.getByTestId('mission-stars').dataset.acquired).toBe('1');

    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/5'));
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toMatchObject({
      version: 7,
      softSkills: ['Négociation', 'Mentorat', 'Pédagogie', 'Écoute active', 'Rédaction'],
      experiences: [],
    });
  });

  it('keeps the entries and reloads the latest version when the file changed elsewhere (409)', async () => {
    let version = 3;
    const { calls } = mockApi({
      'GET /users/me': () => makeUser({ resume: makeResume({}, { version }) }),
      'GET /reference': () => ({ version: 1, items: [] }),
      [`PATCH ${RESUME_PATH}`]: () =>
        jsonResponse(409, { code: 'RESUME_VERSION_CONFLICT', message: 'stale' }),
    });
    const { router } = renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await screen.findByTestId('soft-skill-input');
    version = 4;
    await addSkill(user, 'Mentorat');
    await user.click(screen.getByTestId('mission-next'));

    expect(await screen.findByText(common.conflictTitle ?? 'missing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/takeoff/4');
    expect(screen.getAllByTestId('soft-skill').map((pill) => pill.textContent)).toEqual(['Mentorat']);
    await waitFor(() => expect(calls.filter((call) => call.path === '/users/me').length).toBeGreaterThan(1));
  });

  it('asks before leaving with unsaved entries through the navigation, and stays when told to', async () => {
    const { calls } = mockApi({
      'GET /users/me': () => makeUser(),
      'GET /reference': () => ({ version: 1, items: [] }),
    });
    const { router } = renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await screen.findByTestId('soft-skill-input');
    await addSkill(user, 'Mentorat');

    await user.click(screen.getAllByTestId('nav-home')[0]!);
    await user.click(await within(document.body).findByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-stay')).toBeNull());
    expect(router.state.location.pathname).toBe('/takeoff/4');
    expect(screen.getAllByTestId('soft-skill').map((pill) => pill.textContent)).toEqual(['Mentorat']);
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('removes a skill with its pill button', async () => {
    mockApi({
      'GET /users/me': () => makeUser({ resume: makeResume({ softSkills: ['Mentorat', 'Négociation'] }) }),
      'GET /reference': () => ({ version: 1, items: [] }),
    });
    renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retirer «\u202fMentorat\u202f»' }));
    expect(screen.getAllByTestId('soft-skill').map((pill) => pill.textContent)).toEqual(['Négociation']);
  });
});

describe('leaving a mission through actions that already warn (spec §2 mode switch)', () => {
  it('switches to admin mode after its own confirmation, without asking about unsaved entries again', async () => {
    const me = makeUser({
      roles: ['admin', 'employee'],
      isAdmin: true,
      userSettings: { displayLanguage: 'fr', chosenUserMode: 'collab' },
    });
    const { calls } = mockApi({
      'GET /users/me': () => me,
      'GET /reference': () => ({ version: 1, items: [] }),
      'PATCH /users/me': (body) => {
        const { resume: _resume, ...user } = me;
        return { ...user, ...(body as object) };
      },
    });
    const { router } = renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await screen.findByTestId('soft-skill-input');
    await addSkill(user, 'Mentorat');

    await user.click(screen.getAllByTestId('mode-switch')[0]!);
    await user.click(await within(document.body).findByTestId('mode-switch-confirm'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByTestId('unsaved-stay')).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(['/users/me']);
  });
});

describe('saving in place', () => {
  it('saves with the Save button, says so and stays; Next then moves on without a call', async () => {
    const { calls } = mockApi({
      'GET /users/me': () => makeUser(),
      'GET /reference': () => ({ version: 1, items: [] }),
      [`PATCH ${RESUME_PATH}`]: savesResume(4),
    });
    const { router } = renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await screen.findByTestId('soft-skill-input');
    await addSkill(user, 'Mentorat');
    await user.click(screen.getByTestId('mission-save'));

    expect(await screen.findByText(common.saved ?? 'missing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/takeoff/4');
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/5'));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
});
